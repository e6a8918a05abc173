// docs/hostile-inputs.md counts the hostile inputs the tests hold, by surface: it is what the
// tests hold now (`npm run docs:hostile` writes it), and a table that cannot be counted or that
// no test runs is refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
import {
  DOC,
  hostileInputsDoc,
  hostileTables,
  inputSources,
} from '../helpers/hostile-inputs-doc.ts';
import { SURFACES } from '../helpers/hostile.ts';

const IMPORT = "import { hostile } from '../helpers/hostile.ts';";

describe('docs/hostile-inputs.md', () => {
  it('is in step with the tests (npm run docs:hostile writes it)', () => {
    expect(readFileSync(join(ROOT, DOC), 'utf8')).toBe(hostileInputsDoc());
  });

  it('has inputs and a test file for every surface', () => {
    const list = inputSources();
    for (const s of Object.keys(SURFACES)) {
      const of = list.filter((i) => i.surface === s);
      expect(
        of.reduce((n, i) => n + i.count, 0),
        s,
      ).toBeGreaterThan(0);
      expect(
        of.flatMap((i) => i.tests),
        s,
      ).not.toEqual([]);
    }
  });

  it('counts the rows of a table, under the title of the test that runs it', () => {
    const text = [
      "import { hostile } from '../helpers/hostile.ts';",
      "it.each(hostile('mcp', [['a'], ['b'], ['c']]))('refuses %s', (x) => {});",
      "it('holds', () => { for (const x of hostile('cache', [1, 2] as number[])) use(x); });",
    ].join('\n');
    expect(hostileTables('t.test.ts', text)).toEqual([
      { surface: 'mcp', count: 3, what: '"refuses %s"', tests: ['t.test.ts'] },
      { surface: 'cache', count: 2, what: '"holds"', tests: ['t.test.ts'] },
    ]);
  });

  it('refuses a table it cannot count, of no surface, or that no test runs', () => {
    // Another function of that name is not a table.
    expect(hostileTables('t.test.ts', "it.each(hostile('x'))('y', f);")).toEqual([]);
    expect(() =>
      hostileTables('t.test.ts', `${IMPORT}\n\nit.each(hostile('mcp', rows))('x', f);`),
    ).toThrow('t.test.ts:3: hostile() needs its rows as an array literal, to count them');
    expect(() =>
      hostileTables('t.test.ts', `${IMPORT}\nit.each(hostile('mcp', [...rows]))('x', f);`),
    ).toThrow(/needs its rows as an array literal/);
    expect(() =>
      hostileTables('t.test.ts', `${IMPORT}\nit.each(hostile('css', [1]))('x', f);`),
    ).toThrow(
      /^t\.test\.ts:2: hostile\(\) needs one of frontmatter, body, options, cli, mcp, narration, cache$/,
    );
    expect(() => hostileTables('t.test.ts', `${IMPORT}\nhostile('mcp', [1]);`)).toThrow(
      /the rows of hostile\(\) are not used by any test/,
    );
  });
});
