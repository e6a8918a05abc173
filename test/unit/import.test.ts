// `incident-library import`: each postmortem of test/fixtures/import/ becomes a draft whose filled
// fields are exactly those the source states, with the lines they came from; the validator names
// only what the report said was left; a second run writes nothing; hostile HTML imports safely,
// an oversize file and a file that is not a postmortem are refused in one line.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runImport } from '../../src/cli/import.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { mapPostmortem, type Mapped } from '../../src/import/draft.ts';
import { docxTree, htmlTree, markdownTree } from '../../src/import/source-tree.ts';
import { reportKind } from '../../src/import/sources.ts';
import { zoneOf } from '../../src/import/times.ts';
import { loadProject, type Project } from '../../src/node/project.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT } from '../helpers/build-site.ts';
import { writeAstroConfig } from '../helpers/project.ts';
import { validateIn } from '../helpers/validate-run.ts';

const FIXTURES = join(ROOT, 'test/fixtures/import');
const TODAY = '2026-01-05';

let dir: string;
let project: Project;

/** A library like the starter (prefix ACME, sources optional), "email queue" an alias of its order queue. */
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'il-import-'));
  cpSync(join(ROOT, 'examples/starter/content'), join(dir, 'content'), { recursive: true });
  cpSync(FIXTURES, join(dir, 'postmortems'), { recursive: true });
  const components = join(dir, 'content/taxonomies/components.yaml');
  writeFileSync(
    components,
    readFileSync(components, 'utf8').replace(
      'message-queue:\n  label: Order queue\n',
      'message-queue:\n  label: Order queue\n  aliases: [email queue]\n',
    ),
  );
  writeAstroConfig(dir, {
    title: 'Acme Incident Library',
    description: 'What went wrong at Acme.',
    author: 'Acme SRE',
    idPrefix: 'ACME',
    sources: 'optional',
  });
  project = await loadProject(dir);
});

/** The mapping of one fixture against the library's vocabularies: Markdown, HTML or .docx. */
async function mapped(name: string, zone?: string): Promise<Mapped> {
  const bytes = readFileSync(join(FIXTURES, name));
  const { files } = readContentTree(project.root, project.contentDir);
  const { library } = buildLibrary(files, { rules: project.rules });
  const tree = name.endsWith('.md')
    ? markdownTree(bytes.toString('utf8'))
    : name.endsWith('.docx')
      ? await docxTree(bytes)
      : htmlTree(bytes.toString('utf8'));
  return mapPostmortem(tree, {
    vocabularies: project.rules.vocabularies.rows,
    taxonomies: library.taxonomies,
    ...(zone && { zone: zoneOf(zone)! }),
  });
}

/** What a test compares: the fields with their values, where each came from, the sections. */
function summary(m: Mapped) {
  if (!m.postmortem) return { why: m.why };
  return {
    data: m.data,
    filled: m.filled.map((f) => `${f.field} (${f.line})`),
    sections: m.sections.map((s) => s.heading),
    suggested: m.suggested.map((s) => `${s.field} ${s.slug} (${s.line})`),
    notCarried: m.notCarried.map((s) => s.heading),
  };
}

const ev = (at: string, event: string, kind?: string) => ({
  at,
  precision: 'minute',
  event,
  ...(kind && { kind }),
});

describe('each fixture maps onto exactly the fields it states', () => {
  it('the SRE book template: field lines, a dated timeline "(all times UTC)", action item table, lessons, links', async () => {
    expect(summary(await mapped('sre-book.md'))).toEqual({
      data: {
        title: 'Ledger sync backlog after a schema migration (incident #812)',
        summary:
          'The ledger sync service stopped applying writes for 47 minutes after a schema migration locked its main table. Payments were accepted but their receipts were delayed.',
        incident: {
          start: '2024-05-02T14:02:00Z',
          end: '2024-05-02T14:49:00Z',
          detected: '2024-05-02T14:09:00Z',
          precision: 'minute',
          timezone_reported: 'UTC',
        },
        timeline: [
          ev('2024-05-02T14:02:00Z', 'Migration job starts the index build on the ledger table.'),
          ev('2024-05-02T14:09:00Z', 'Receipt-latency alert pages the on-call engineer.'),
          ev('2024-05-02T14:21:00Z', 'On-call finds the lock held by the migration.'),
          ev('2024-05-02T14:35:00Z', 'Migration cancelled; lock released.'),
          ev('2024-05-02T14:49:00Z', 'Sync backlog drained; receipts back to normal.'),
        ],
        impact: {
          description:
            'About 18,000 receipts were sent between 20 and 50 minutes late. No payment was lost.',
        },
      },
      filled: [
        'title (1)',
        'summary (9)',
        'incident.start (47)',
        'incident.end (51)',
        'incident.detected (48)',
        'timeline (43)',
        'impact.description (11)',
        '## Symptoms (11)',
        '## Trigger (15)',
        '## Root cause (13)',
        '## Detection (19)',
        '## Remediation (17)',
        '## Action items (21)',
        '## Lessons (29)',
        '## References (53)',
      ],
      sections: [
        'Symptoms',
        'Trigger',
        'Root cause',
        'Detection',
        'Remediation',
        'Action items',
        'Lessons',
        'References',
      ],
      suggested: [],
      notCarried: [],
    });
  });

  it('the PagerDuty template without a zone: the date only, the timeline kept as text', async () => {
    const m = await mapped('pagerduty.md');
    expect(summary(m)).toEqual({
      data: {
        title: 'Postmortem: Checkout errors after a feature flag change',
        summary:
          'For about half an hour, one in five checkout attempts failed with an error because a feature flag turned on a payment path that was not ready.',
        incident: { start: '2024-03-14', precision: 'day' },
        impact: {
          description:
            'Roughly 20 percent of checkouts failed during the incident; about 1,300 customers saw an error page.',
        },
      },
      filled: [
        'title (1)',
        'summary (7)',
        'incident.start (3)',
        'impact.description (23)',
        '## Symptoms (21)',
        '## Root cause (17)',
        '## Remediation (13)',
        '## Action items (47)',
        '## Lessons (37)',
        '## What happened (9)',
        '## Timeline (30)',
      ],
      sections: [
        'Symptoms',
        'Root cause',
        'Remediation',
        'Action items',
        'Lessons',
        'What happened',
        'Timeline',
      ],
      suggested: [],
      notCarried: ['Responders'],
    });
    expect(m.postmortem && m.notes).toEqual([
      'timeline kept as text: no time zone is written for its times (pass --zone)',
      'incident.start is the date only: no time with a zone for it',
    ]);
    const action = m.postmortem ? m.sections.find((s) => s.heading === 'Action items') : undefined;
    expect(action?.markdown).toContain('(owner: lee, ticket: PAY-77)');
  });

  it('the PagerDuty template with --zone America/New_York: times in that zone (EDT), no zone claimed for the source', async () => {
    const s = summary(await mapped('pagerduty.md', 'America/New_York'));
    expect(s.data).toMatchObject({
      incident: {
        start: '2024-03-14T09:12:00-04:00',
        end: '2024-03-14T09:44:00-04:00',
        detected: '2024-03-14T09:15:00-04:00',
        precision: 'minute',
      },
      timeline: [
        ev('2024-03-14T09:12:00-04:00', 'Tokenisation flag enabled for all customers.'),
        ev('2024-03-14T09:15:00-04:00', 'Error-rate monitor triggers and pages the payments team.'),
        ev('2024-03-14T09:31:00-04:00', 'Flag turned off.'),
        ev('2024-03-14T09:44:00-04:00', 'Checkout error rate back to normal; incident resolved.'),
      ],
    });
    expect((s.data as { incident: object }).incident).not.toHaveProperty('timezone_reported');
    expect(s.sections).not.toContain('Timeline');
  });

  it('a plain Markdown postmortem with no template: title, lede as summary, its sections; no dates', async () => {
    expect(summary(await mapped('plain.md'))).toEqual({
      data: {
        title: 'The office VPN refused every login for a morning',
        summary:
          "Nobody working from home could reach the internal tools from the start of the day until just before lunch, because the VPN's signing certificate had expired overnight.",
      },
      filled: [
        'title (1)',
        'summary (3)',
        '## Root cause (9)',
        '## Action items (13)',
        '## What happened (5)',
      ],
      sections: ['Root cause', 'Action items', 'What happened'],
      suggested: [],
      notCarried: [],
    });
  });

  it('a table timeline with its zone in the header "Time (PST)", a field table, contributing factors', async () => {
    const m = await mapped('table-timeline.md');
    expect(summary(m)).toEqual({
      data: {
        title: 'DNS resolver overload took down internal service discovery',
        summary:
          'Internal service discovery failed for 38 minutes when the cluster DNS resolvers ran out of memory under a retry storm from a misconfigured client.',
        service: 'Service discovery',
        incident: {
          start: '2023-11-07T13:02:00-08:00',
          end: '2023-11-07T13:48:00-08:00',
          detected: '2023-11-07T13:14:00-08:00',
          precision: 'minute',
          timezone_reported: 'PST',
        },
        timeline: [
          ev('2023-11-07T13:02:00-08:00', 'A client library update ships with a zero retry delay.'),
          ev('2023-11-07T13:10:00-08:00', 'DNS resolver pods begin restarting out of memory.'),
          ev('2023-11-07T13:14:00-08:00', 'Service-discovery error alert pages the platform team.'),
          ev('2023-11-07T13:29:00-08:00', 'Client library update rolled back.'),
          ev('2023-11-07T13:48:00-08:00', 'Resolvers stable; service discovery recovered.'),
        ],
        impact: {
          description:
            'Services that looked up their dependencies by name could not start or reconnect; the build farm and the staging environment were down.',
        },
      },
      filled: [
        'title (1)',
        'summary (12)',
        'service (8)',
        'incident.start (22)',
        'incident.end (26)',
        'incident.detected (24)',
        'timeline (18)',
        'impact.description (16)',
        '## Symptoms (14)',
        '## Root cause (28)',
        '## Action items (37)',
        '## Lessons (33)',
      ],
      sections: ['Symptoms', 'Root cause', 'Action items', 'Lessons'],
      suggested: [],
      notCarried: [],
    });
    const cause = m.postmortem ? m.sections.find((s) => s.heading === 'Root cause') : undefined;
    expect(cause?.markdown).toMatch(/^### Contributing factors\n\n- The resolvers had no/);
  });

  it("Atlassian's template: leadup, fault, five whys, response and recovery into the case's sections", async () => {
    expect(summary(await mapped('atlassian.md'))).toEqual({
      data: {
        title: 'Incident postmortem: Search index rebuild stalled the help centre',
        summary:
          'Between 10:05 and 11:20 UTC on 9 February 2024, help-centre search returned no results because the nightly index rebuild stalled and the alias pointed at an empty index.',
        incident: {
          start: '2024-02-09T10:05:00Z',
          end: '2024-02-09T11:20:00Z',
          detected: '2024-02-09T10:31:00Z',
          precision: 'minute',
          timezone_reported: 'UTC',
        },
        timeline: [
          ev('2024-02-09T10:05:00Z', 'Rebuild job switches the alias to the new, empty index.'),
          ev('2024-02-09T10:31:00Z', 'Support agent reports empty search results.'),
          ev('2024-02-09T10:40:00Z', 'Search team paged.'),
          ev('2024-02-09T11:20:00Z', 'Alias restored to the previous index; search works again.'),
        ],
        impact: {
          description:
            'Customers searching the help centre saw no results for 75 minutes; support tickets rose by a third.',
        },
      },
      filled: [
        'title (1)',
        'summary (5)',
        'incident.start (35)',
        'incident.end (38)',
        'incident.detected (36)',
        'timeline (31)',
        'impact.description (17)',
        '## Symptoms (15)',
        '## Trigger (7)',
        '## Root cause (11)',
        '## Detection (19)',
        '## Remediation (23)',
        '## Action items (49)',
        '## Lessons (45)',
      ],
      sections: [
        'Symptoms',
        'Trigger',
        'Root cause',
        'Detection',
        'Remediation',
        'Action items',
        'Lessons',
      ],
      suggested: [],
      notCarried: [],
    });
  });

  it('a Confluence export: its field table and title without the space name; a term by its exact label, another only suggested', async () => {
    expect(summary(await mapped('confluence.html'))).toEqual({
      data: {
        title: 'Payments API timeouts after a certificate rotation',
        summary:
          'The payments API timed out on a quarter of requests for 45 minutes because the load balancer kept the old intermediate certificate after a rotation.',
        incident: {
          start: '2024-03-19T16:40:00+01:00',
          end: '2024-03-19T17:25:00+01:00',
          precision: 'minute',
          timezone_reported: 'CET',
        },
        impact: {
          description:
            'Card payments from the mobile app failed intermittently; retries succeeded for most customers.',
        },
        components: ['payments-api'],
      },
      filled: [
        'title (18)',
        'summary (32)',
        'incident.start (26)',
        'incident.end (27)',
        'impact.description (34)',
        'components (18)',
        '## Symptoms (33)',
        '## Root cause (35)',
        '## Action items (37)',
        '## Lessons (43)',
      ],
      sections: ['Symptoms', 'Root cause', 'Action items', 'Lessons'],
      suggested: ['components load-balancer (32)'],
      notCarried: [],
    });
  });

  it('a Google Docs download: title from <title>, field paragraphs, timeline paragraphs, a term by its alias, the redirect link unwrapped', async () => {
    const m = await mapped('google-docs.html');
    expect(summary(m)).toEqual({
      data: {
        title: 'Queue consumer crash loop delayed order emails',
        summary:
          'Order confirmation emails were delayed by up to two hours because the email queue consumer crashed on a malformed message and restarted in a loop.',
        incident: {
          start: '2024-06-11T07:58:00Z',
          end: '2024-06-11T10:05:00Z',
          detected: '2024-06-11T09:40:00Z',
          precision: 'minute',
          timezone_reported: 'UTC',
        },
        timeline: [
          ev('2024-06-11T07:58:00Z', 'First malformed message arrives on the queue.'),
          ev('2024-06-11T08:03:00Z', 'Consumer enters a crash loop.'),
          ev('2024-06-11T09:40:00Z', 'Queue-age alert pages the on-call engineer.'),
          ev(
            '2024-06-11T10:05:00Z',
            'Malformed message moved to the dead-letter queue; consumer recovered.',
          ),
        ],
        impact: {
          description:
            'About 9,000 customers received their order confirmation late; no order was lost.',
        },
        components: ['message-queue'],
      },
      filled: [
        'title (1)',
        'summary (1)',
        'incident.start (1)',
        'incident.end (1)',
        'incident.detected (1)',
        'timeline (1)',
        'impact.description (1)',
        'components (1)',
        '## Symptoms (1)',
        '## Trigger (1)',
        '## Action items (1)',
        '## Lessons (1)',
      ],
      sections: ['Symptoms', 'Trigger', 'Action items', 'Lessons'],
      suggested: [],
      notCarried: [],
    });
    const action = m.postmortem ? m.sections.find((s) => s.heading === 'Action items') : undefined;
    expect(action?.markdown).toContain('[EMAIL-5](https://tracker.example.com/EMAIL-5)');
  });

  it('hostile HTML: what it states is kept, its script, handlers and javascript:, data: and vbscript: links are not', async () => {
    const m = await mapped('hostile.html');
    expect(summary(m)).toEqual({
      data: {
        title: 'Cache stampede after a config push',
        summary:
          "A configuration push set every cache entry's lifetime to zero, so the database took the full read load for twelve minutes.",
        incident: { start: '2024-01-15', precision: 'day' },
        impact: {
          description:
            'Pages loaded slowly and some requests timed out. Click for details or see the status page.',
        },
        sources: [
          {
            title: 'status page',
            url: 'https://status.example.com/incidents/99',
            type: 'status-page',
          },
        ],
      },
      filled: [
        'title (7)',
        'summary (10)',
        'incident.start (8)',
        'impact.description (12)',
        'sources (12)',
        '## Symptoms (11)',
        '## Root cause (14)',
        '## Lessons (18)',
      ],
      sections: ['Symptoms', 'Root cause', 'Lessons'],
      suggested: [],
      notCarried: [],
    });
    const all = JSON.stringify(m);
    for (const bad of [
      '<',
      'alert',
      'javascript:',
      'data:',
      'vbscript:',
      'onerror',
      'evil',
      'injected',
    ])
      expect(all).not.toContain(bad);
    expect(all).toContain('[status page](https://status.example.com/incidents/99)');
  });

  it('a .docx through mammoth: Heading styles as sections, field lines, timeline paragraphs, the action item table, a bulleted list, the status page link as a source', async () => {
    const m = await mapped('word.docx');
    expect(summary(m)).toEqual({
      data: {
        title: 'Image uploads failed after an object storage credential rotation',
        summary:
          'For 52 minutes every image upload in the web and mobile apps failed, because the upload service kept using an object storage access key that had been rotated out.',
        incident: {
          start: '2024-08-22T11:08:00Z',
          end: '2024-08-22T12:00:00Z',
          detected: '2024-08-22T11:23:00Z',
          precision: 'minute',
          timezone_reported: 'UTC',
        },
        timeline: [
          ev('2024-08-22T11:08:00Z', 'Credential rotation job revokes the old storage key.'),
          ev('2024-08-22T11:10:00Z', 'Upload error rate rises to 100 percent.'),
          ev('2024-08-22T11:23:00Z', 'Error-rate alert pages the media team.'),
          ev('2024-08-22T11:47:00Z', 'Upload service restarted with the new key.'),
          ev('2024-08-22T12:00:00Z', 'Upload error rate back to normal; incident resolved.'),
        ],
        impact: {
          description:
            'About 4,100 uploads failed with an error; users could retry once the service was fixed. Existing images were served normally.',
        },
        sources: [
          {
            title: 'Status page incident',
            url: 'https://status.example.com/incidents/k7q2',
            type: 'status-page',
          },
        ],
      },
      // mammoth writes the document on one line of HTML: every line is 1.
      filled: [
        'title (1)',
        'summary (1)',
        'incident.start (1)',
        'incident.end (1)',
        'incident.detected (1)',
        'timeline (1)',
        'impact.description (1)',
        'sources (1)',
        '## Symptoms (1)',
        '## Root cause (1)',
        '## Action items (1)',
        '## Lessons (1)',
        '## References (1)',
      ],
      sections: ['Symptoms', 'Root cause', 'Action items', 'Lessons', 'References'],
      suggested: [],
      notCarried: [],
    });
    const section = (h: string) =>
      m.postmortem ? m.sections.find((s) => s.heading === h)?.markdown : undefined;
    // Word writes the table's first row as plain cells: it is the header, not a row under an empty one.
    expect(section('Action items')).toMatch(
      /^\| \*\*Action\*\* +\| \*\*Owner\*\* \| \*\*Ticket\*\* \|\n\| -+ \| -+ \| -+ \|\n\| Reload storage credentials without a restart \| priya +\| MEDIA-310 +\|/,
    );
    expect(section('Lessons')).toBe(
      '- The alert fired thirteen minutes after the errors began.\n- Nobody knew which services held the rotated key.',
    );
    // The dashboard is no source: it stays in the body only.
    expect(section('References')).toBe(
      '[Status page incident](https://status.example.com/incidents/k7q2) and the [upload dashboard](https://grafana.example.com/d/uploads).',
    );
  });

  it('a public Markdown postmortem (the Rust blog, TOML frontmatter): the frontmatter skipped (its title not read: only YAML is), the lede as summary, a timeline with its own dates under a "times in UTC" line, its Postmortem section as lessons', async () => {
    const m = await mapped('rust-docsrs-outage.md');
    expect(summary(m)).toEqual({
      data: {
        summary:
          'At 2019-10-21 01:38 UTC the docs.rs website went down because no available disk space was left on the server hosting the application. Crate builds were failing since 2019-10-20 00:55 UTC due to the same reason.',
        incident: {
          start: '2019-10-20T00:55:00Z',
          end: '2019-10-21T02:06:00Z',
          detected: '2019-10-21T01:38:00Z',
          precision: 'minute',
          timezone_reported: 'UTC',
        },
        timeline: [
          ev('2019-10-20T00:55:00Z', 'crate builds started failing due to the low disk space'),
          ev(
            '2019-10-21T01:38:00Z',
            'alerts fired for the docs.rs website being down, ashleygwilliams (backup contact) got paged',
          ),
          ev('2019-10-21T01:39:00Z', 'QuietMisdreavus joins into the operations channel'),
          ev(
            '2019-10-21T01:39:00Z',
            'QuietMisdreavus found the reason for the outage (full root partition)',
          ),
          ev(
            '2019-10-21T01:52:00Z',
            'ashleygwilliams proposed to increase disk space, nobody with permissions required to so was awake or available though',
          ),
          ev(
            '2019-10-21T01:56:00Z',
            'ashleygwilliams contacts Mark-Simulacrum, who has the access required to increase disk space',
          ),
          ev(
            '2019-10-21T01:57:00Z',
            'QuietMisdreavus found the directory taking up all the disk space',
          ),
          ev(
            '2019-10-21T02:00:00Z',
            'QuietMisdreavus removed the directory taking up all the disk space',
          ),
          ev('2019-10-21T02:03:00Z', 'QuietMisdreavus restarted the web server'),
          ev('2019-10-21T02:06:00Z', 'CDN propagated the changes, docs.rs back online'),
          ev('2019-10-21T02:06:00Z', 'Mark-Simulacrum joins into the operations channel'),
          ev(
            '2019-10-21T08:19:00Z',
            'pietroalbini added builds failed during the outage back into the queue',
            'other',
          ),
          ev(
            '2019-10-21T19:27:00Z',
            'builds of the crates failed during the outage finished',
            'other',
          ),
        ],
      },
      filled: [
        'summary (8)',
        'incident.start (52)',
        'incident.end (64)',
        'incident.detected (53)',
        'timeline (47)',
        '## Root cause (12)',
        '## Remediation (21)',
        '## Action items (75)',
        '## Lessons (27)',
      ],
      // Its "Postmortem" section is what the team learned.
      sections: ['Root cause', 'Remediation', 'Action items', 'Lessons'],
      suggested: [],
      notCarried: [],
    });
  });

  it('a public Markdown postmortem (the Rust blog, YAML frontmatter): reference links resolved, a status page link as a source, tickets and pull requests left in the body, prose in the timeline named and left out', async () => {
    const m = await mapped('rust-crates-io-incident.md');
    const s = summary(m);
    expect(s).toMatchObject({
      data: {
        title: 'crates.io incident report for 2020-02-20',
        summary:
          'On 2020-02-20 at 21:28 UTC we received a report from a user of crates.io that their crate was not available on the index even after 10 minutes since the upload. This was a bug in the crates.io webapp exposed by a GitHub outage.',
        // No event says the incident ended: no end.
        incident: {
          start: '2020-02-20T21:17:00Z',
          detected: '2020-02-20T21:28:00Z',
          precision: 'minute',
          timezone_reported: 'UTC',
        },
        sources: [
          {
            title: 'the GitHub outage',
            url: 'https://www.githubstatus.com/incidents/bd29l6zgr43g',
            type: 'status-page',
          },
        ],
      },
      filled: [
        'title (3)',
        'summary (8)',
        'incident.start (77)',
        'incident.detected (79)',
        'timeline (70)',
        'sources (21)',
        '## Root cause (12)',
        '## Remediation (25)',
        '## Action items (105)',
        '## Lessons (44)',
      ],
      sections: ['Root cause', 'Remediation', 'Action items', 'Lessons'],
      suggested: [],
      notCarried: ['Affected crates'],
    });
    const timeline = (s.data as { timeline: { at: string; event: string }[] }).timeline;
    expect(timeline).toHaveLength(17);
    expect(timeline[0]).toEqual(
      ev(
        '2020-02-20T21:17:00Z',
        'the authors of kaze, wasmer-runtime-core and wasmer-win-exception-handler published them on crates.io',
      ),
    );
    expect(timeline.at(-1)).toEqual(
      ev(
        '2020-02-21T14:10:00Z',
        'Pietro analyzes the crates.io database and finds out no other crate was affected',
      ),
    );
    expect(m.postmortem && m.notes).toEqual([
      'timeline: the text at lines 72, 73 is not an event and was left out',
    ]);
    const section = (h: string) =>
      m.postmortem ? m.sections.find((x) => x.heading === h)?.markdown : undefined;
    expect(section('Action items')).toMatch(
      /^- \[#2226\]\(https:\/\/github\.com\/rust-lang\/crates\.io\/issues\/2226\): Add simple logging/,
    );
    expect(section('Remediation')).toContain(
      '[wrote the fix](https://github.com/rust-lang/crates.io/pull/2207)',
    );
  });

  it('a file that is not a postmortem says so', async () => {
    expect(summary(await mapped('not-a-postmortem.md'))).toEqual({
      why: 'not a postmortem: it has no summary, impact, timeline, root cause, action items or lessons, where a postmortem has two of them at least',
    });
  });
});

describe('a section headed "Postmortem"', () => {
  const map = (md: string) => mapPostmortem(markdownTree(md), { vocabularies: [], taxonomies: {} });
  it('is the lessons below the top level', () => {
    const m = map(
      '# Disk full\n\n## Summary\n\nThe disk filled.\n\n## Postmortem\n\nNothing alerted.\n',
    );
    expect(m.postmortem && m.sections.map((s) => [s.heading, s.markdown])).toEqual([
      ['Lessons', 'Nothing alerted.'],
    ]);
  });
  it('is the title at the top level', () => {
    const m = map(
      '# Postmortem\n\n## Summary\n\nThe disk filled.\n\n## Impact\n\nThe site was down.\n',
    );
    expect(m.postmortem && m.data.title).toBe('Postmortem');
  });
});

describe('which links become sources', () => {
  it.each([
    ['https://status.example.com/incidents/99', 'status page', 'status-page'],
    ['https://www.githubstatus.com/incidents/bd29l6zgr43g', 'the GitHub outage', 'status-page'],
    ['https://acme.statuspage.io/incidents/x1', 'here', 'status-page'],
    ['https://blog.example.com/2024/05/ledger-postmortem', 'our write-up', 'official-postmortem'],
    ['https://example.com/blog/2024-05-02', 'Public incident report', 'official-postmortem'],
    ['https://example.com/rca/812', 'Root cause analysis', 'official-postmortem'],
    ['https://wiki.acme.example.com/post-incident-reviews/812', 'PIR 812', 'official-postmortem'],
    // The status page's front page says nothing of the incident.
    ['https://status.example.com/', 'status page', undefined],
    ['https://tracker.example.com/EMAIL-5', 'EMAIL-5', undefined],
    ['https://github.com/rust-lang/crates.io/pull/2207', 'wrote the fix', undefined],
    ['https://grafana.example.com/d/receipts', 'Receipt latency dashboard', undefined],
    ['https://github.com/ashleygwilliams', 'ashleygwilliams', undefined],
    ['mailto:help@example.com', 'postmortem list', undefined],
    // A malformed escape in the path is read as written, not thrown.
    ['https://example.com/%E0%A4%A/postmortem', 'write-up', 'official-postmortem'],
    ['https://example.com/%E0%A4%A/notes', 'write-up', undefined],
  ])('%s (%s) → %s', (url, text, kind) => {
    expect(reportKind(url, text)).toBe(kind);
  });
});

/** Runs the command in the library; its lines. */
async function importIn(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runImport(
    dir,
    args,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { today: TODAY, cacheDir: join(dir, 'cache') },
  );
  return { code, out, err };
}

const cases = () => readdirSync(join(dir, 'content/cases')).sort();

describe('the command', () => {
  it('writes a draft per postmortem with the next free IDs, one report line each, and refuses the one that is not', async () => {
    const before = cases();
    const r = await importIn([join(dir, 'postmortems')]);
    expect(r.code).toBe(1);
    const written = cases().filter((c) => !before.includes(c));
    // ACME-0004 is taken: an alias of ACME-0003.
    expect(written).toEqual(
      [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((n) => `ACME-00${String(n).padStart(2, '0')}.md`),
    );
    const reports = r.out.filter((l) => / ACME-\d{4}: wrote /.test(l));
    expect(reports).toHaveLength(11);
    for (const l of reports) expect(l).not.toContain('\n');
    expect(reports[0]).toMatch(
      /^postmortems\/atlassian\.md:1:1 ACME-0005: wrote content\/cases\/ACME-0005\.md \(status: draft\); filled title \(1\), summary \(5\), incident\.start \(35\),.*; fields left: organisation, impact\.categories, root_causes, components; sections left: none$/,
    );
    expect(r.err).toContain(
      'postmortems/not-a-postmortem.md:1:1 not a postmortem: it has no summary, impact, timeline, root cause, action items or lessons, where a postmortem has two of them at least; nothing written',
    );
    const draft = readFileSync(join(dir, 'content/cases/ACME-0005.md'), 'utf8');
    expect(draft).toMatch(
      /^---\n# imported from postmortems\/atlassian\.md sha256:[0-9a-f]{64}\nid: "ACME-0005"\ntitle: /,
    );
    expect(draft).toContain('status: "draft"');
  });

  it('the validator names exactly the fields and sections the report said were left', async () => {
    const r = await importIn([join(dir, 'postmortems')]);
    const said = new Map<string, string[]>();
    for (const l of r.out) {
      const m = /^\S+ (ACME-\d{4}): wrote .*; fields left: ([^;]*); sections left: ([^;]*)/.exec(l);
      if (!m) continue;
      const left = (s: string) => (s === 'none' ? [] : s.split(', '));
      said.set(m[1], [...left(m[2]), ...left(m[3]).map((s) => `## ${s}`)].sort());
    }
    expect(said.size).toBe(11);
    const v = await validateIn(dir, [
      '--no-cache',
      ...[...said.keys()].map((id) => join(dir, `content/cases/${id}.md`)),
    ]);
    const named = new Map<string, string[]>([...said.keys()].map((id) => [id, []]));
    for (const l of v.err) {
      const m = /^content\/cases\/(ACME-\d{4})\.md:\d+:\d+ (\S+): (.*)/.exec(l);
      if (!m) continue;
      const field = m[2] === 'body' ? `## ${/"## ([^"]+)"/.exec(m[3])?.[1]}` : m[2];
      named.get(m[1])!.push(field);
    }
    for (const [id, fields] of named) expect([id, fields.sort()]).toEqual([id, said.get(id)]);
    // The same validation is printed after the report.
    expect(r.out).toContain('\nnpm run validate on the drafts:');
  });

  it('a second run writes nothing and names the case each source became', async () => {
    await importIn([join(dir, 'postmortems')]);
    const once = cases();
    const again = await importIn([join(dir, 'postmortems')]);
    expect(cases()).toEqual(once);
    expect(again.out).toContain(
      'postmortems/sre-book.md:1:1 already imported as ACME-0013 (content/cases/ACME-0013.md); nothing written',
    );
    expect(again.out.filter((l) => l.includes('already imported as'))).toHaveLength(11);
    // A changed file at a path already imported is not imported again either.
    const f = join(dir, 'postmortems/plain.md');
    writeFileSync(f, `${readFileSync(f, 'utf8')}\nOne more line.\n`);
    const changed = await importIn([f]);
    expect(changed.out[0]).toMatch(
      /^postmortems\/plain\.md:1:1 changed since it was imported as ACME-0010 /,
    );
    expect(cases()).toEqual(once);
  });

  it('writes the links that are reports as sources, leaving their publisher for the report and the validator to name', async () => {
    const r = await importIn([join(dir, 'postmortems/word.docx')]);
    expect(r.code).toBe(0);
    const draft = readFileSync(join(dir, 'content/cases/ACME-0005.md'), 'utf8');
    expect(draft).toContain(
      'sources:\n  - title: "Status page incident"\n    url: "https://status.example.com/incidents/k7q2"\n    type: "status-page"\n',
    );
    expect(draft).not.toContain('grafana.example.com/d/uploads"\n');
    expect(r.out[0]).toMatch(/; fields left: [^;]*\bsources\[0\]\.publisher\b/);
    expect(
      r.err.some((l) => /^content\/cases\/ACME-0005\.md:\d+:\d+ sources\[0\]\.publisher: /.test(l)),
    ).toBe(true);
  });

  it('refuses a 5 MB page in one line and writes nothing', async () => {
    const big = join(dir, 'postmortems/huge.html');
    writeFileSync(
      big,
      `<h1>Huge page</h1><h2>Summary</h2><p>${'x'.repeat(5 * 1024 * 1024)}</p><h2>Impact</h2><p>y</p>`,
    );
    const before = cases();
    const r = await importIn([big]);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'postmortems/huge.html:1:1 refused: 5.0 MB, over the 2 MB an import reads; nothing written',
    ]);
    expect(cases()).toEqual(before);
  });

  it('takes --zone for times the source writes without one, and refuses a zone it does not know', async () => {
    const r = await importIn(['--zone', 'America/New_York', join(dir, 'postmortems/pagerduty.md')]);
    expect(r.code).toBe(0);
    const draft = readFileSync(join(dir, 'content/cases/ACME-0005.md'), 'utf8');
    expect(draft).toContain('start: "2024-03-14T09:12:00-04:00"');
    const bad = await importIn(['--zone', 'Mars/Olympus', join(dir, 'postmortems/pagerduty.md')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toEqual([
      '--zone Mars/Olympus: not a time zone; give an IANA name (Europe/Berlin, America/New_York) or UTC, PDT, UTC+2',
    ]);
  });
});
