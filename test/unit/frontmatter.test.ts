// The one frontmatter parser against every hostile kind of ../shared/HOSTILE.md "Frontmatter and
// YAML": each fixture in test/fixtures/hostile-frontmatter/ is one kind, read as bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/model/errors.ts';
import { MAX_FILE_BYTES, parseContentFile } from '../../src/model/frontmatter.ts';
import { ROOT } from '../helpers/build-site.ts';

const FIXTURES = join(ROOT, 'test/fixtures/hostile-frontmatter');
const bytes = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
/** Parses a fixture as the case file content/cases/IL-0001.md and prints its issues as the CLI does. */
const problems = (name: string) =>
  parseContentFile('content/cases/IL-0001.md', bytes(name)).issues.map(formatIssue);
const parse = (text: string, file = 'content/cases/IL-0001.md') => parseContentFile(file, text);
const g = globalThis as { __ilPwned?: unknown };
/** gray-matter's cache of results by file text (not in its type declarations). */
const grayMatterCache = matter as unknown as { cache: Record<string, unknown>; clearCache(): void };

afterEach(() => {
  delete g.__ilPwned;
});

describe('values YAML would turn into something else', () => {
  const fm = parse(
    '---\nid: 0115\ntime: 18:56\nyes_: yes\nno_: no\nNO_: NO\nsci: 1e3\ndate: 2022-06-23\nbad: 2024-02-30\noctal: 0o17\n---\n',
  ).data as Record<string, unknown>;

  it('keeps clock times, yes/no and dates as text (YAML 1.2 core schema)', () => {
    expect(fm.time).toBe('18:56');
    expect([fm.yes_, fm.no_, fm.NO_]).toEqual(['yes', 'no', 'NO']);
    expect(fm.date).toBe('2022-06-23');
    // never rolled over to 2024-03-01 as the YAML 1.1 timestamp resolver does
    expect(fm.bad).toBe('2024-02-30');
  });

  it('reads 0115 as 115 and 1e3 as 1000, never octal 77, and keeps the source for "quote this value"', () => {
    expect(fm.id).toBe(115);
    expect(fm.sci).toBe(1000);
    const p = parse('---\nid: 0115\n---\n');
    expect(p.plainSource(['id'])).toBe('0115');
    expect(parse('---\nid: "0115"\n---\n').plainSource(['id'])).toBeUndefined();
  });
});

describe('keys', () => {
  it('refuses a duplicate key at the second one', () => {
    expect(problems('duplicate-key.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:7:1 duplicate field: each field may appear once
          hint: remove one of them, or merge their values",
      ]
    `);
  });

  it('keeps __proto__, constructor and << as plain own keys: no prototype pollution, no merge', () => {
    const p = parseContentFile('content/cases/IL-0001.md', bytes('proto-keys.md'));
    expect(p.issues).toEqual([]);
    const data = p.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.hasOwn(data, '__proto__')).toBe(true);
    expect(Object.hasOwn(data, '<<')).toBe(true);
    expect(data.title).toBe('A node died and writes failed');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses keys that are not plain text', () => {
    expect(parse('---\n? [a, b]\n: x\n---\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:3 a field name must be plain text
          hint: write \`name: value\`, with a name made of letters, digits, - and _",
      ]
    `);
    expect(parse('---\n1: x\n---\n').data).toEqual({ '1': 'x' });
  });
});

describe('nothing in a file runs', () => {
  it('uses fixtures that do run code in a parser that evaluates them (gray-matter by default)', () => {
    matter(Buffer.from(bytes('js-frontmatter.md')).toString('utf8'));
    expect(g.__ilPwned).toBe('js frontmatter ran');
  });

  it('refuses ---js and ---javascript frontmatter unread', () => {
    expect(problems('js-frontmatter.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:4 frontmatter in "js" is not allowed: only YAML is read
          hint: make the first line exactly "---" and write the fields as YAML",
      ]
    `);
    expect(problems('javascript-frontmatter.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:4 frontmatter in "javascript" is not allowed: only YAML is read
          hint: make the first line exactly "---" and write the fields as YAML",
      ]
    `);
    expect(parse('--- js\n{}\n---\n').issues[0].message).toContain('"js" is not allowed');
    expect(g.__ilPwned).toBeUndefined();
  });

  it('refuses !!js/function and custom tags', () => {
    expect(problems('js-function-tag.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:3:8 YAML tags are not allowed (!!js/function)
          hint: remove the tag and write a plain value",
      ]
    `);
    expect(problems('custom-tag.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:5:15 YAML tags are not allowed (!custom)
          hint: remove the tag and write a plain value",
      ]
    `);
    expect(
      parse('---\na: !!binary aGk=\nb: !!timestamp 2020-01-01\n---\n').issues.map((i) => i.message),
    ).toMatchInlineSnapshot(`
      [
        "YAML tags are not allowed (!!binary)",
        "YAML tags are not allowed (!!timestamp)",
      ]
    `);
    expect(g.__ilPwned).toBeUndefined();
  });
});

describe('gray-matter as the splitter, safely', () => {
  const closing = (text: string) => parse(text).issues.map(formatIssue);

  it('shows the hazards of gray-matter alone: a shared cache, any line starting with --- closes, an unclosed file is all frontmatter', () => {
    const text = '---\ntitle: cached\n---\nBody\n';
    matter(text).data.title = 'changed by an earlier caller';
    expect(matter(text).data.title).toBe('changed by an earlier caller');
    expect(matter('---\ntitle: x\n---x\nBody\n', {}).content).toBe('x\nBody\n');
    expect(matter('---\ntitle: x\n----\nBody\n', {}).content).toBe('-\nBody\n');
    expect(matter('---\ntitle: x\nsummary: meant as the body\n', {})).toMatchObject({
      data: { summary: 'meant as the body' },
      content: '',
    });
    grayMatterCache.clearCache();
  });

  it('calls gray-matter with options, so nothing is cached and mutating one result does not change the next parse', () => {
    const text = '---\nid: IL-0001\nimpact:\n  categories: [a, b]\n---\nBody\n';
    const first = parse(text);
    const data = first.data as { id: string; impact: { categories: string[] } };
    data.id = 'IL-9999';
    data.impact.categories.push('c');
    expect(grayMatterCache.cache[text]).toBeUndefined();
    const second = parse(text);
    expect(second.data).toEqual({ id: 'IL-0001', impact: { categories: ['a', 'b'] } });
    expect(second.data).not.toBe(first.data);
    expect(second.locate(['impact', 'categories', 1])).toEqual({ line: 4, col: 19 });
  });

  it('refuses every language after the opening ---, at line 1 with a hint, before anything runs', () => {
    for (const lang of ['js', 'javascript', 'coffee', 'toml', 'json', 'yaml']) {
      const p = parse(`---${lang}\n{ title: (globalThis.__ilPwned = "${lang} ran") }\n---\nBody\n`);
      expect(p.data).toBeUndefined();
      expect(p.issues.map(formatIssue)).toEqual([
        `content/cases/IL-0001.md:1:4 frontmatter in "${lang}" is not allowed: only YAML is read\n    hint: make the first line exactly "---" and write the fields as YAML`,
      ]);
    }
    expect(
      parseContentFile('content/cases/IL-0001.md', bytes('js-frontmatter.md')).data,
    ).toBeUndefined();
    expect(g.__ilPwned).toBeUndefined();
  });

  it('refuses a line that starts with --- but is not exactly ---, where gray-matter would close, with its line', () => {
    for (const line of ['---x', '----', '--- js', '---...']) {
      expect(closing(`---\ntitle: x\n${line}\nmore: y\n---\nBody\n`)).toEqual([
        'content/cases/IL-0001.md:3:1 a line starting with "---" inside the frontmatter: only a line that is exactly "---" closes it\n    hint: make this line exactly "---" if the fields end here; if it continues the value above, indent it under its field',
      ]);
    }
    // With no closing line further down, the frontmatter is not closed (and the hint names the line).
    expect(closing('---\ntitle: x\n---x\nBody\n')).toEqual([
      'content/cases/IL-0001.md:1:1 the frontmatter is not closed: no second "---" line\n    hint: line 3 ("---x") is not a closing line: it must be exactly "---"',
    ]);
  });

  it('keeps the rules where gray-matter alone reads otherwise: empty, unclosed, ... and --- in values and bodies', () => {
    // Empty or comment-only frontmatter: gray-matter skips the engine and returns {}; we refuse it.
    expect(closing('---\n---\nBody\n')).toEqual([
      'content/cases/IL-0001.md:2:1 no fields: the frontmatter is empty\n    hint: see content/_templates/ for the fields each file needs',
    ]);
    expect(parse('---\n---\nBody\n').bodyLine).toBe(3);
    expect(closing('---\n')[0]).toContain('1:1 the frontmatter is not closed');
    expect(closing('---')[0]).toContain('1:1 the frontmatter is not closed');
    // `...` ends the YAML document, not the frontmatter.
    expect(parse('---\ntitle: x\n...\n---\nBody\n').data).toEqual({ title: 'x' });
    expect(closing('---\ntitle: x\n...\nBody\n')).toEqual([
      'content/cases/IL-0001.md:1:1 the frontmatter is not closed: no second "---" line\n    hint: line 3 ("...") is not a closing line: it must be exactly "---"',
    ]);
    expect(closing('---\ntitle: x\n...\nmore: y\n---\n')[0]).toContain(
      '4:1 YAML syntax: a second document starts here',
    );
    // `---` as a value, and a body that starts with `---`.
    expect(parse('---\ntitle: |\n  ---\nshort: "---"\n---\nBody\n').data).toEqual({
      title: '---\n',
      short: '---',
    });
    const dashed = parse('---\ntitle: x\n---\n---\nmore: y\n---\nBody\n');
    expect(dashed.data).toEqual({ title: 'x' });
    expect(dashed.body).toBe('---\nmore: y\n---\nBody\n');
    expect(dashed.bodyLine).toBe(4);
  });

  it('keeps bodyLine, bodyOffset and positions exact for every shape of delimiter line', () => {
    const shapes: [
      string,
      { body: string; bodyLine: number; at: { line: number; col: number } },
    ][] = [
      [
        '---\ntitle: x\nid: b\n---\nBody\n',
        { body: 'Body\n', bodyLine: 5, at: { line: 3, col: 1 } },
      ],
      [
        '---  \ntitle: x\nid: b\n---\t\nBody\n',
        { body: 'Body\n', bodyLine: 5, at: { line: 3, col: 1 } },
      ],
      ['---\ntitle: x\nid: b\n---', { body: '', bodyLine: 5, at: { line: 3, col: 1 } }],
      [
        '---\r\ntitle: x\r\nid: b\r\n---\r\n\r\nBody\r\n',
        { body: '\nBody\n', bodyLine: 5, at: { line: 3, col: 1 } },
      ],
      [
        '\ufeff---\n\ntitle: x\n\nid: b\n---\nBody',
        { body: 'Body', bodyLine: 7, at: { line: 5, col: 1 } },
      ],
    ];
    for (const [text, want] of shapes) {
      const p = parse(text);
      expect(p.issues).toEqual([]);
      expect({ body: p.body, bodyLine: p.bodyLine, at: p.locate(['id']) }).toEqual(want);
      const normalised = text.replace(/^\ufeff/, '').replace(/\r\n/g, '\n');
      expect(normalised.slice(p.bodyOffset)).toBe(p.body);
      expect(
        normalised
          .split('\n')
          .slice(p.bodyLine - 1)
          .join('\n'),
      ).toBe(p.body);
    }
    expect(closing('---\r\n\r\ntitle: x\r\nid: y: z\r\n---\r\nBody\r\n')[0]).toMatch(
      /^content\/cases\/IL-0001.md:4:5 YAML syntax: Nested mappings/,
    );
  });
});

describe('bounded work', () => {
  it('refuses an alias bomb at its first anchor, before anything is expanded', () => {
    expect(problems('alias-bomb.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:7 YAML anchors (&name) are not allowed
          hint: write the value out in full where it is needed",
      ]
    `);
    // Refused from the parsed tree, before toJS() would expand 9^10 nodes: nothing is read.
    expect(
      parseContentFile('content/cases/IL-0001.md', bytes('alias-bomb.md')).data,
    ).toBeUndefined();
  });

  it('refuses deep flow nesting before parsing and deep block nesting after', () => {
    expect(problems('deep-flow.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 fields nest deeper than 12 levels
          hint: flatten the structure; no field needs this depth",
      ]
    `);
    expect(problems('deep-block.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:14:25 fields nest deeper than 12 levels
          hint: flatten the structure; no field needs this depth",
      ]
    `);
  });

  it('refuses a file over the size limit without parsing it', () => {
    const big = `---\ntitle: x\n---\n${'x'.repeat(MAX_FILE_BYTES)}`;
    expect(parse(big).issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 file is 262161 bytes, over the 262144-byte limit
          hint: split it, or cut what does not belong on one page",
      ]
    `);
  });
});

describe('file shape', () => {
  it('refuses an empty or blank file', () => {
    expect(problems('empty.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 file is empty
          hint: copy a template from content/_templates/ (or run \`npm run new:case\`)",
      ]
    `);
    expect(problems('whitespace-only.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 file is empty
          hint: copy a template from content/_templates/ (or run \`npm run new:case\`)",
      ]
    `);
  });

  it('refuses an unclosed frontmatter and says where to close it', () => {
    expect(problems('unclosed.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 the frontmatter is not closed: no second "---" line
          hint: add a line "---" after line 23, the last field, before the body",
      ]
    `);
    expect(parse('---\ntitle: x\n----\n\nBody\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 the frontmatter is not closed: no second "---" line
          hint: line 3 ("----") is not a closing line: it must be exactly "---"",
      ]
    `);
  });

  it('refuses a file without frontmatter, or with blank lines or TOML before it', () => {
    expect(parse('# Title\n\nText\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 no frontmatter: the first line must be "---"
          hint: start the file with a line "---", the fields, then a closing "---" line (see content/_templates/)",
      ]
    `);
    expect(parse('\n---\ntitle: x\n---\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 the file starts with a blank line, so the frontmatter is not read
          hint: delete the blank lines above the first "---"",
      ]
    `);
    expect(parse('+++\ntitle = "x"\n+++\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:1:1 TOML frontmatter (+++) is not read: only YAML
          hint: use "---" lines and YAML fields, as in content/_templates/",
      ]
    `);
  });

  it('refuses frontmatter that is not a mapping, or empty', () => {
    expect(parse('---\n- a\n- b\n---\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 the frontmatter must be fields (\`name: value\` lines), not a single value or a list
          hint: see content/_templates/ for the shape of each file",
      ]
    `);
    expect(parse('---\n# only a comment\n---\n').issues.map(formatIssue)).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:2:1 no fields: the frontmatter is empty
          hint: see content/_templates/ for the fields each file needs",
      ]
    `);
  });
});

describe('encodings and characters', () => {
  const lf = parseContentFile('content/cases/IL-0001.md', bytes('valid-lf.md'));

  it('reads BOM, CRLF and BOM+CRLF files exactly like the LF file', () => {
    expect(lf.issues).toEqual([]);
    for (const name of ['bom.md', 'crlf.md', 'bom-crlf.md']) {
      const p = parseContentFile('content/cases/IL-0001.md', bytes(name));
      expect(p.issues).toEqual([]);
      expect(p.data).toEqual(lf.data);
      expect(p.body).toBe(lf.body);
      expect(p.bodyLine).toBe(lf.bodyLine);
      expect(p.locate(['components', 0])).toEqual(lf.locate(['components', 0]));
      expect(JSON.stringify(p.data)).not.toMatch(/\\r|\ufeff/);
    }
  });

  it('refuses invalid UTF-8 with the line and byte', () => {
    expect(problems('invalid-utf8.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:3:21 not valid UTF-8 (byte 0xC3 at offset 36)
          hint: save the file as UTF-8 (in VS Code: "Save with Encoding", UTF-8)",
      ]
    `);
  });

  it('refuses NUL, other control characters and a lone carriage return', () => {
    expect(problems('nul.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:11:23 control character U+0000 in the file
          hint: delete it; the only control characters allowed are tab and line breaks",
      ]
    `);
    expect(problems('control-char.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:28:4 control character U+001B in the file
          hint: delete it; the only control characters allowed are tab and line breaks",
      ]
    `);
    expect(problems('lone-cr.md')).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:32:13 carriage return (U+000D) without a line feed
          hint: save the file with LF or CRLF line endings",
      ]
    `);
  });
});

describe('positions', () => {
  it('are exact lines and columns in the whole file', () => {
    const text = '---\nid: IL-0001\nimpact:\n  categories: [a, b]\n---\n\n## Symptoms\n';
    const p = parse(text);
    expect(p.locate(['impact', 'categories', 1])).toEqual({ line: 4, col: 19 });
    expect(p.locate(['impact', 'categories'])).toEqual({ line: 4, col: 3 });
    expect(p.locate(['missing'])).toEqual({ line: 2, col: 1 });
    expect(p.bodyLine).toBe(6);
    expect(p.body).toBe('\n## Symptoms\n');
  });

  it('name the line of a YAML syntax error in the whole file, with a hint about quotes', () => {
    expect(
      parse("---\nid: IL-0001\ntitle: 'Cache node's disk filled up'\n---\n").issues.map(
        formatIssue,
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:3:8 YAML syntax: a single quote inside a single-quoted value ends it early
          hint: write the inner quote twice ('') or use double quotes around the value",
      ]
    `);
    expect(parse('---\nid: IL-0001\ntitle: a: b\n---\n').issues.map(formatIssue))
      .toMatchInlineSnapshot(`
      [
        "content/cases/IL-0001.md:3:8 YAML syntax: Nested mappings are not allowed in compact mappings
          hint: put quotes around a value that contains ": " (title: "a: b"); if the line belongs to the field above, fix its indentation",
      ]
    `);
  });

  it('reads YAML files whole', () => {
    const p = parseContentFile(
      'content/taxonomies/components.yaml',
      'etcd:\n  label: etcd\n  description: x\n',
    );
    expect(p.data).toEqual({ etcd: { label: 'etcd', description: 'x' } });
    expect(p.locate(['etcd', 'description'])).toEqual({ line: 3, col: 3 });
  });
});
