// Reproducible builds: the same content built from two checkouts at different paths, one
// in UTC with a C locale and one at UTC+14 (Pacific/Kiritimati) with a Turkish locale (dotless i,
// other collation), gives byte-identical output: every file, every hash, the search index too.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkout } from '../helpers/checkout.ts';
import { writeHostileSite } from '../fixtures/hostile/corpus.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';
import { runSiteBuild } from '../helpers/site-builds.ts';

function build(root: string, env: Record<string, string>) {
  return runSiteBuild(root, process.execPath, [join(root, 'src/cli/build.ts')], {
    cwd: root,
    env: {
      ...process.env,
      OUT_DIR: join(root, 'dist'),
      ASTRO_CACHE_DIR: join(root, '.cache'),
      ...env,
    },
  });
}

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

describe('two builds of the same content', () => {
  it('from different paths, time zones and locales are byte-identical', () => {
    const work = mkdtempSync(join(tmpdir(), 'il-repro-'));
    writeHostileSite(join(work, 'content'));
    const a = join(work, 'a/site');
    const b = join(work, 'somewhere/much/deeper/other-name');
    checkout(a, join(work, 'content'));
    checkout(b, join(work, 'content'));
    const ra = build(a, { TZ: 'UTC', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' });
    expect(ra.status, ra.stderr).toBe(0);
    const rb = build(b, { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' });
    expect(rb.status, rb.stderr).toBe(0);
    const ha = hashes(join(a, 'dist'));
    const hb = hashes(join(b, 'dist'));
    expect(Object.keys(ha).length).toBeGreaterThan(50);
    expect(Object.keys(hb)).toEqual(Object.keys(ha));
    const differ = Object.keys(ha).filter((f) => ha[f] !== hb[f]);
    expect(differ).toEqual([]);
  });
});
