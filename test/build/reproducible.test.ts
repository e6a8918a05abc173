// Reproducible builds: the same content written at two different paths and built in two
// projects, one in the run's own time zone and locale (UTC and C.UTF-8 on CI) and one at UTC+14
// (Pacific/Kiritimati) with a Turkish locale (dotless i, other collation), gives byte-identical
// output: every file, every hash, the search index too. The first is the hostile site's shared
// build (test/helpers/shared-builds.ts), which test/build/hostile-site.test.ts and the browser
// tests read too, so this file adds one build to the run, not two.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../helpers/content-project.ts';
import { builtContent } from '../helpers/shared-builds.ts';
import { writeHostileSite } from '../fixtures/hostile/corpus.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';

function hashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(dir).map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

const KIRITIMATI = { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' };

describe('two builds of the same content', () => {
  it('from different paths, time zones and locales are byte-identical', () => {
    const work = mkdtempSync(join(tmpdir(), 'il-repro-'));
    const a = join(work, 'a/content');
    const b = join(work, 'somewhere/much/deeper/other-name/content');
    writeHostileSite(a);
    writeHostileSite(b);
    // The shared build runs in this process's zone and locale, which are not the other build's:
    // no offset of +14 hours, no Turkish locale.
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).not.toBe(-14 * 60);
    expect(process.env.LC_ALL || process.env.LANG || '').not.toMatch(/^tr/);
    const ra = builtContent(a);
    expect(ra.status, ra.stderr).toBe(0);
    const rb = buildContent(b, {}, KIRITIMATI);
    expect(rb.status, rb.stderr).toBe(0);
    const ha = hashes(ra.dist);
    const hb = hashes(rb.dist);
    expect(Object.keys(ha).length).toBeGreaterThan(50);
    expect(Object.keys(hb)).toEqual(Object.keys(ha));
    const differ = Object.keys(ha).filter((f) => ha[f] !== hb[f]);
    expect(differ).toEqual([]);
  });
});
