// Nothing published or printed that the content did not say: hostile values that once reached a
// terminal, a runner, a spreadsheet or a page as something else, each held here with its fix.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runValidate } from '../../src/cli/validate.ts';
import { ROOT } from '../helpers/build-site.ts';

let dir: string;
let content: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-says-'));
  content = join(dir, 'content');
  cpSync(join(ROOT, 'test/fixtures/basic/content'), content, { recursive: true });
  process.env.IL_CONTENT_DIR = content;
  delete process.env.GITHUB_ACTIONS;
});
afterEach(() => {
  delete process.env.IL_CONTENT_DIR;
  delete process.env.GITHUB_ACTIONS;
  rmSync(dir, { recursive: true, force: true });
});
const edit = (rel: string, from: string, to: string) => {
  const f = join(content, rel);
  const before = readFileSync(f, 'utf8');
  if (!before.includes(from)) throw new Error(`${rel} has no ${from}`);
  writeFileSync(f, before.replace(from, to));
};
/** Every line `npm run validate` prints to stdout and stderr, and its step summary. */
const validate = async () => {
  const lines: string[] = [];
  const summary: string[] = [];
  const code = await runValidate(
    dir,
    ['--no-cache'],
    {
      out: (l) => lines.push(...l.split(/\r\n|\r|\n/)),
      err: (l) => lines.push(...l.split(/\r\n|\r|\n/)),
      summary: (m) => summary.push(m),
    },
    join(dir, 'cache'),
  );
  return { code, lines, summary: summary.join('') };
};

/** Values whose line breaks would start a line of their own: workflow commands among them. */
const LINE_STARTERS = [
  '2024-01-01\\n::error file=README.md,line=1::pwned',
  '2024-01-01\\n::stop-commands::x',
  '2024-01-01\\r::warning::carriage return',
  '2024-01-01\\u2028::error::line separator',
  '2024-01-01\\u2029::error::paragraph separator',
  '2024-01-01\\u0085::error::next line',
  '2024-01-01\\t::error::tab',
];

describe('no content starts a line the tools print', () => {
  it.each(LINE_STARTERS)(
    'a date value %s is shown escaped, on the line of its issue',
    async (v) => {
      edit('cases/IL-0001.md', 'added: "2026-11-30"', `added: "${v}"`);
      process.env.GITHUB_ACTIONS = 'true';
      const r = await validate();
      expect(r.code).toBe(1);
      const own =
        /^(::error file=content\/cases\/IL-0001\.md,line=\d+,col=\d+,title=Invalid content::|content\/cases\/IL-0001\.md:\d+:\d+ |    hint: |$|\d+ problems? in )/;
      for (const line of r.lines) {
        expect(line).toMatch(own);
        // Nothing a reader of lines may split on, and no control, is left raw in a printed line.
        expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      }
      expect(r.lines.join('\n')).toMatch(/IL-0001\.md:\d+:\d+ added: /);
    },
  );
});
