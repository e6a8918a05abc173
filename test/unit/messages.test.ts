// The rest of the messages a contributor can see, each pinned once (the others are pinned in
// frontmatter, validator, field-cases, validate-cli and contributing tests).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runValidate } from '../../src/cli/validate.ts';
import { runNewCase } from '../../src/cli/new-case.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { parseContentFile } from '../../src/model/frontmatter.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { ilOptions, writeAstroConfig } from '../helpers/project.ts';

const problems = (files: SourceFile[]) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue);

describe('messages of the checks across files', () => {
  it('duplicate IDs, reused aliases, self-relations, merged IDs and vocabulary concepts', () => {
    const vocab = [
      ...VOCAB.filter((f) => !f.file.endsWith('components.yaml')),
      {
        file: 'content/taxonomies/components.yaml',
        content: 'etcd:\n  label: etcd\n  description: x.\n  concept: etcd-store\n',
      },
    ];
    expect(
      problems([
        ...vocab,
        caseFile('IL-0001', {
          aliases: 'aliases: [IL-0002, IL-0007]',
          related: 'related:\n  - id: IL-0001\n    relation: similar-failure',
        }),
        caseFile('IL-0002'),
        { ...caseFile('IL-0002'), file: 'content/cases/IL-0003.md' },
        caseFile(
          'IL-0004',
          { related: 'related:\n  - id: IL-0007\n    relation: follow-up-of' },
          '## Symptoms\n\n[x](case:IL-0007), [y](component:nope), [z](../../README.md).\n\n## Trigger\n\nx\n\n## Lessons\n\nx\n',
        ),
        caseFile('IL-0005', {}, '## Symptoms\n\nx\n'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:26:11 aliases[0]: alias "IL-0002" is the ID of a live case (content/cases/IL-0002.md); IDs are never reused
          hint: remove the alias, or merge that case into this one first",
        "content/cases/IL-0001.md:28:5 related[0].id: a case cannot be related to itself
          hint: remove this entry",
        "content/cases/IL-0003.md:2:1 id: id "IL-0002" does not match the file name IL-0003.md
          hint: make both the same: rename the file to IL-0002.md or set id: IL-0003",
        "content/cases/IL-0003.md:2:1 id: duplicate case ID "IL-0002": content/cases/IL-0002.md already uses it
          hint: take the next free ID (\`npm run new:case\` picks one)",
        "content/cases/IL-0004.md:27:5 related[0].id: no case "IL-0007" exists (content/cases/IL-0007.md)
          hint: IL-0007 was merged into IL-0001: name IL-0001",
        "content/cases/IL-0004.md:33:5 body: broken link "case:IL-0007": no case "IL-0007" exists
          hint: IL-0007 was merged into IL-0001: link case:IL-0001",
        "content/cases/IL-0004.md:33:24 body: broken link "component:nope": no component term "nope" in content/taxonomies/components.yaml",
        "content/cases/IL-0004.md:33:45 body: broken link "../../README.md": not a content page
          hint: link pages as [text](case:IL-0190) or [text](concept:etcd)",
        "content/cases/IL-0005.md:27:1 body: missing the required section "## Trigger"
          hint: add a "## Trigger" heading with its text; required sections: Symptoms, Trigger, Lessons",
        "content/cases/IL-0005.md:27:1 body: missing the required section "## Lessons"
          hint: add a "## Lessons" heading with its text; required sections: Symptoms, Trigger, Lessons",
        "content/taxonomies/components.yaml:4:3 etcd.concept: no concept "etcd-store" exists (content/concepts/etcd-store.md)",
      ]
    `);
  });

  it('citations and speakers', () => {
    expect(
      problems([
        ...VOCAB,
        conceptFile('etcd'),
        {
          file: 'content/articles/a.md',
          content:
            '---\ntitle: An etcd analysis\nsummary: What went wrong.\nkind: analysis\npublished: "2026-01-01"\nauthors: [Me]\nreferences:\n  - key: CP1\n    title: T\n    url: "https://example.org"\n---\n\nAs [CP1] and [CP2] say.\n',
        },
        {
          file: 'content/transcripts/t.md',
          content:
            '---\ntitle: An etcd episode\nsummary: What went wrong.\nconcept: etcd\nduration: "6:05"\nspeakers:\n  - name: Host\n    role: asks\nproduction: Script.\npublished: "2026-01-01"\n---\n\n## 1. Start\n\n**Host:** Hello.\n\n**Guest:** Hi.\n',
        },
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/articles/a.md:13:14 body: citation [CP2] has no entry in references
          hint: did you mean "CP1"?",
        "content/transcripts/t.md:17:3 body: speaker "Guest" is not listed in speakers
          hint: add the speaker with a role",
      ]
    `);
  });
});

describe('messages of the schema checks', () => {
  it('lengths, empty text, URLs, slugs as vocabulary keys', () => {
    expect(
      problems([
        ...VOCAB.filter((f) => !f.file.endsWith('components.yaml')),
        {
          file: 'content/taxonomies/components.yaml',
          content: 'Etcd:\n  label: etcd\n  description: x.\n',
        },
        caseFile('IL-0001', {
          title: `title: "${'x'.repeat(141)}"`,
          summary: 'summary: ""',
          sources:
            'sources:\n  - title: "Postmortem"\n    url: "ftp://example.org/pm"\n    publisher: Acme\n    type: official-postmortem',
          components: 'components: []',
        }),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:3:1 title: is too long: at most 140 characters
          hint: shorten it",
        "content/cases/IL-0001.md:4:1 summary: must not be empty",
        "content/cases/IL-0001.md:17:1 components: needs at least 1 item
          hint: pick terms from content/taxonomies/components.yaml, or add one there with its label and description",
        "content/cases/IL-0001.md:21:5 sources[0].url: expected an absolute http(s) URL
          hint: use the full address, starting with https://",
        "content/taxonomies/components.yaml:1:1 Etcd: a term's name must be a slug: "Etcd" is not
          hint: use lower-case letters, digits and single hyphens: "etcd"",
      ]
    `);
  });

  it('YAML that does not parse', () => {
    const yaml = (src: string) =>
      parseContentFile('content/cases/IL-0001.md', `---\n${src}---\n`).issues.map(formatIssue);
    expect([
      ...yaml('id: IL-0001\n  title: x\n'),
      ...yaml('id: IL-0001\n...\ntitle: x\n'),
      ...yaml('id: *missing\n'),
      ...yaml('id: [IL-0001\n'),
    ]).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:5 YAML syntax: Nested mappings are not allowed in compact mappings
          hint: put quotes around a value that contains ": " (title: "a: b"); if the line belongs to the field above, fix its indentation",
        "content/cases/IL-0001.md:4:1 YAML syntax: a second document starts here
          hint: the frontmatter is one mapping of fields; remove the extra "..." or "---" line",
        "content/cases/IL-0001.md:2:5 YAML aliases (*name) are not allowed
          hint: write the value out in full",
        "content/cases/IL-0001.md:3:1 YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]
          hint: check the indentation (two spaces per level); a value containing ": " needs quotes",
      ]
    `);
  });
});

describe('messages of the commands', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-messages-'));
  mkdirSync(join(dir, 'content/cases'), { recursive: true });
  writeAstroConfig(dir);

  it('validate: bad options and paths, a missing content folder, a file that is not a regular file', async () => {
    const err: string[] = [];
    const io = { out: (l: string) => err.push(l), err: (l: string) => err.push(l) };
    const code = [
      await runValidate(dir, ['--fast'], io, join(dir, 'cache')),
      await runValidate(dir, [join(dir, 'nowhere.md')], io, join(dir, 'cache')),
    ];
    expect(code).toEqual([2, 2]);
    execFileSync('mkfifo', [join(dir, 'content/cases/IL-0001.md')]);
    const r = readContentTree(dir, join(dir, 'content'));
    const missing = readContentTree(dir, join(dir, 'nothing-here'));
    expect([
      // Paths on the command line are the shell's, so the content folder is named from the
      // working directory too (the project's own folder when run as a command).
      ...err.map((l) => l.replace(dir, '<dir>').replace(relative(process.cwd(), dir), '<dir>')),
      ...[...r.issues, ...missing.issues].map(formatIssue),
    ]).toMatchInlineSnapshot(`
      [
        "unknown option --fast; usage: npm run validate [--no-cache] [paths...]",
        "<dir>/nowhere.md is not inside the content folder (<dir>/content); usage: npm run validate [--no-cache] [paths...]",
        "content/cases/IL-0001.md:1:1 not a regular file
          hint: remove it",
        "content/cases:1:1 no case file: the content folder holds no case, and a site built from it would replace the published one with an empty site
          hint: cases live in content/cases/ (one file a case, named by its ID): check the checkout, or \`contentDir\` in astro.config.mjs",
        "nothing-here:1:1 the content folder does not exist
          hint: run the command in the library's folder, or set \`contentDir\` in astro.config.mjs to its content folder",
      ]
    `);
  });

  it('new:case: usage, and a folder without content', async () => {
    const log: string[] = [];
    expect(await runNewCase(dir, ['--help'], { interactive: false, log: (s) => log.push(s) })).toBe(
      0,
    );
    // A library whose config names a content folder that is not there.
    const elsewhere = mkdtempSync(join(tmpdir(), 'il-messages-'));
    writeAstroConfig(elsewhere, ilOptions('nothing-here'));
    expect(
      await runNewCase(elsewhere, ['--yes'], { interactive: false, log: (s) => log.push(s) }),
    ).toBe(2);
    expect(log.join('\n---\n')).toMatchInlineSnapshot(`
      "usage: npm run new:case [-- options]

      Interactive in a terminal. With --yes (or without a terminal) it asks nothing and uses the flags;
      anything not given is written as a TODO for you to fill in.

        --title TEXT            one line: what failed and why
        --summary TEXT          one or two plain sentences
        --organisation SLUG     from content/taxonomies/organisations.yaml
        --service TEXT          the affected product or service
        --component SLUG        repeat for each component
        --root-cause SLUG       repeat for each root cause
        --factor SLUG           repeat for each contributing factor
        --impact SLUG           repeat for each impact category
        --term V:SLUG           a term of vocabulary V (repeatable): components, root-causes, contributing-factors, impact-categories, organisations
        --source-url URL        the public postmortem
        --source-title TEXT     its title
        --publisher TEXT        who published it (default: the organisation's label)
        --start DATE            YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ
        --new-term T:SLUG:LABEL:DESCRIPTION   add a term to vocabulary T first (repeatable), then use it
        --id <ID>               a specific free ID (e.g. IL-0190) instead of the next one
        --yes                   ask nothing
        --dry-run               print the file instead of writing it
      ---
      nothing-here does not exist: it is the content folder astro.config.mjs names (contentDir); create it with its taxonomies/, or set contentDir to the library's content folder."
    `);
  });
});
