// One list of forbidden characters and one normalisation rule (NFC) for every text field, slug,
// vocabulary and body (schemas/text.ts, src/model/text-rules.ts).
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_CHAR_RE, PlainTextSchema } from '../../schemas/index.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary, type SourceFile } from '../../src/model/library.ts';
import { xmlEscape } from '../../src/site/feeds.ts';
import { VOCAB, caseFile, conceptFile } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';

const problems = (files: SourceFile[]) =>
  sortIssues(buildLibrary(files, { rules: IL_RULES }).issues).map(formatIssue);
const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** What XML 1.0 allows in a document (its Char production). */
const XML_CHAR = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

// Each character the issue found, and one of each other kind on the list.
const FORBIDDEN = [
  0xfffe,
  0xffff,
  0xfdd0,
  0x1fffe,
  0x10ffff, // noncharacters: XML cannot hold them
  0x0001,
  0x001b,
  0x0085, // controls
  0x061c,
  0x00ad,
  0x180e,
  0x2060,
  0x3164,
  0xffa0,
  0x115f,
  0x1160,
  0xe0020,
  0xe0041,
  0xe007f, // invisible
  0x200b,
  0x200d,
  0x202e,
  0x2066,
  0xfeff, // zero-width and bidirectional controls
  0x2028,
  0x2029, // line and paragraph separators: Unicode line readers split one-record-a-line JSON there
];

describe('forbidden characters', () => {
  it.each(FORBIDDEN.map((cp) => [hex(cp), cp]))(
    'U+%s is refused in a title, a source, a vocabulary label and a body',
    (name, cp) => {
      const ch = String.fromCodePoint(cp);
      // YAML's own escape, so the file itself stays plain text and only the value holds the character.
      const esc = cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${hex(cp)}`;
      const out = problems([
        ...VOCAB.slice(0, 4),
        {
          file: 'content/taxonomies/organisations.yaml',
          content: `acme:\n  label: "Ac${esc}me"\n  description: Fictional.\n`,
        },
        caseFile(
          'IL-0001',
          {
            title: `title: "A node ${esc}died"`,
            sources: `sources:\n  - title: "Postmortem"\n    url: "https://example.org/pm"\n    publisher: "Acme${esc}"\n    type: official-postmortem`,
          },
          cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)
            ? undefined
            : `## Symptoms\n\nErrors${ch} here.\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n`,
        ),
      ]);
      expect(out.join('\n')).toContain(`IL-0001.md:3:1 title: contains`);
      expect(out.join('\n')).toContain(`(U+${name} at position 8)`);
      expect(out.join('\n')).toMatch(/sources\[0\]\.publisher: contains/);
      expect(out.join('\n')).toMatch(/organisations\.yaml:2:3 acme\.label: contains/);
      if (!(cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)))
        expect(out.join('\n')).toMatch(
          new RegExp(`IL-0001\\.md:\\d+:7 body: contains .* \\(U\\+${name}\\)`),
        );
    },
  );

  it('refuses an unpaired surrogate, which YAML escapes can write', () => {
    expect(
      problems([...VOCAB, caseFile('IL-0001', { title: 'title: "A node \\uD800 died"' })]),
    ).toEqual([
      'content/cases/IL-0001.md:3:1 title: contains a character XML cannot hold (U+D800 at position 8)\n    hint: delete it: it cannot be published (feeds and pages are XML and HTML)',
    ]);
  });

  it('accepts every other character XML allows: accents, CJK, Arabic, emoji, tabs', () => {
    for (const text of ['Café 東京 مرحبا 👩🏽 x', 'tab\there']) {
      expect(PlainTextSchema.safeParse(text).success, text).toBe(true);
    }
  });

  it('leaves nothing an XML reader refuses in any text the schema accepts (the feeds escape, never filter)', () => {
    // Every code point of the BMP and of plane 14 (tag characters), alone in a title.
    const accepted: string[] = [];
    for (let cp = 0; cp <= 0xe01ff; cp = cp === 0x2ffff ? 0xe0000 : cp + 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const text = `a${String.fromCodePoint(cp)}b`;
      if (PlainTextSchema.safeParse(text).success) accepted.push(text);
    }
    const bad = accepted.filter((t) => !XML_CHAR.test(t));
    expect(bad.map((t) => hex(t.codePointAt(1)!))).toEqual([]);
    const xml = `<rss><channel>${accepted.map((t) => `<title>${xmlEscape(t)}</title>`).join('')}</channel></rss>`;
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it('has one list: the message display marks exactly what the schema refuses', () => {
    for (const cp of FORBIDDEN) {
      FORBIDDEN_CHAR_RE.lastIndex = 0;
      expect(FORBIDDEN_CHAR_RE.test(String.fromCodePoint(cp)), hex(cp)).toBe(true);
    }
  });
});

describe('NFC, the one normalisation rule', () => {
  const nfd = 'Socie\u0301te\u0301 Ge\u0301ne\u0301rale';
  const nfc = nfd.normalize('NFC');

  it('reads every value and body as NFC', () => {
    const { library, issues } = buildLibrary(
      [
        ...VOCAB,
        caseFile(
          'IL-0001',
          { title: `title: "${nfd} outage"` },
          `## Symptoms\n\n${nfd}.\n\n## Trigger\n\nA node died.\n\n## Lessons\n\nUse keepalives.\n`,
        ),
      ],
      { rules: IL_RULES },
    );
    expect(issues).toEqual([]);
    expect(library.cases[0].data.title).toBe(`${nfc} outage`);
    expect(library.cases[0].body).toContain(`${nfc}.`);
  });

  it('finds one organisation written once in NFC and once in NFD', () => {
    const orgs = {
      file: 'content/taxonomies/organisations.yaml',
      content: `acme:\n  label: Acme\n  description: Fictional.\nsg:\n  label: "${nfc}"\n  description: A bank.\nsociete-generale:\n  label: "${nfd}"\n  description: A bank.\n`,
    };
    expect(problems([...VOCAB.slice(0, 4), orgs, caseFile('IL-0001')])).toEqual([
      `content/taxonomies/organisations.yaml:8:3 societe-generale.label: "${nfc}" is also the label of "sg"\n    hint: one thing, one term: use "sg" and remove "societe-generale", or tell them apart in the label`,
    ]);
  });
});

describe('a vocabulary with one bad field', () => {
  it('reports that field only; the other terms still count', () => {
    const orgs = {
      file: 'content/taxonomies/organisations.yaml',
      content:
        'acme:\n  label: Acme\n  description: Fictional.\nevil:\n  label: Evil\n  description: Bad link.\n  url: "javascript:alert(1)"\n',
    };
    expect(
      problems([
        ...VOCAB.slice(0, 4),
        orgs,
        caseFile('IL-0001'),
        caseFile('IL-0002', { organisation: 'organisation: evil' }),
        conceptFile('etcd'),
      ]),
    ).toEqual([
      'content/taxonomies/organisations.yaml:7:3 evil.url: expected an absolute http(s) URL\n    hint: use the full address, starting with https://',
    ]);
  });
});
