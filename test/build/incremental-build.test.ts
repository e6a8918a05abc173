// Rebuilds with Astro's incremental build (case pages carry a cacheKey): whatever the cache
// restores, a rebuild gives exactly the output of a clean build of the same content. A case
// page shows other cases' titles (related cases, newer and older), so a key that forgot them
// would restore stale pages after a title change, and this comparison would fail.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, ROOT } from '../helpers/build-site.ts';
import { fixturePublicDir, SITE_CONTENT } from '../helpers/site-fixture.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';

function digests(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesOf(dir).map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
}

describe('a rebuild with the incremental cache', () => {
  it('writes what a clean build writes, after a body edit, a title edit and a partly deleted cache', () => {
    const work = mkdtempSync(join(tmpdir(), 'il-incremental-'));
    const content = join(work, 'content');
    cpSync(join(ROOT, SITE_CONTENT), content, { recursive: true });
    const env = { IL_PUBLIC_DIR: fixturePublicDir(), ASTRO_CACHE_DIR: join(work, 'cache'), OUT_DIR: join(work, 'dist') };
    const build = (extra: Record<string, string> = {}) => {
      const r = buildSite(content, { ...env, ...extra });
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      return r;
    };
    build();
    edit(join(content, 'cases/IL-0002.md'), (t) => `${t.trimEnd()}\n\nA sentence added after the first build.\n`);
    build();
    expect(readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8')).toContain('A sentence added after the first build.');
    // A cache folder missing its rendered bodies (deleted in part) renders them again.
    rmSync(join(work, 'cache/incident-library-bodies'), { recursive: true });
    edit(join(content, 'cases/IL-0003.md'), (t) => t.replace(/^title: (.*)$/m, 'title: "A title changed between builds"'));
    build();
    const clean = build({ ASTRO_CACHE_DIR: join(work, 'clean-cache'), OUT_DIR: join(work, 'clean') });
    expect(clean.status).toBe(0);
    const rebuilt = digests(join(work, 'dist'));
    expect(Object.keys(rebuilt).length).toBeGreaterThan(50);
    expect(rebuilt).toEqual(digests(join(work, 'clean')));
    expect(readFileSync(join(work, 'dist/cases/IL-0003/index.html'), 'utf8')).toContain('A title changed between builds');
  });
});
