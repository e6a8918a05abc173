// Rebuilds with Astro's incremental build (case pages carry a cacheKey) and the validator's
// per-file results kept by the build: whatever the caches restore, a rebuild gives exactly the
// output of a clean build of the same content. A case page shows other cases' titles (related
// cases, newer and older), so a key that forgot them would restore stale pages after a title
// change, and this comparison would fail. A rebuild re-checks only the files that changed, yet
// the checks across files still see every file.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
import { contentProject, type ContentProject } from '../helpers/content-project.ts';
import { SITE_CONTENT, SITE_PUBLIC } from '../helpers/site-fixture.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';
import { ASTRO_PAGE_KEYS, PAGES_IN_PROGRESS } from '../../src/node/page-cache-guard.ts';

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

const projects: ContentProject[] = [];
afterAll(() => projects.forEach((p) => p.remove()));

/** A project over a copy of the site fixture's content, with the fixture's public folder. */
function siteProject(content: string, options: Record<string, unknown> = {}): ContentProject {
  const project = contentProject(content, options, { publicDir: SITE_PUBLIC });
  projects.push(project);
  return project;
}

// Every test starts from one cold build of a copy of the site fixture's content, made once: its
// content, cache and output are kept aside and copied back before each test, at the same paths
// (the project names its content folder by its absolute path, and the caches hold paths), with
// their times and hard links (\`cp -a\`: the search files the build keeps are links to the
// published ones). Every build logs at level info: Astro logs each page it takes from its cache
// as "(restored)" or "(cached)" only at that level, and the level is part of the code Astro
// hashes, so a change of level alone would re-render every page.
const work = mkdtempSync(join(tmpdir(), 'il-incremental-'));
const content = join(work, 'content');
const base = join(mkdtempSync(join(tmpdir(), 'il-incremental-base-')), 'kept');
const env = {
  ASTRO_CACHE_DIR: join(work, 'cache'),
  OUT_DIR: join(work, 'dist'),
  ASTRO_LOG_LEVEL: 'info',
};
let site: ContentProject;
let cold: { status: number; stdout: string; stderr: string };

beforeAll(() => {
  cpSync(join(ROOT, SITE_CONTENT), content, { recursive: true });
  site = siteProject(content);
  // Files older than the validator cache's racy window, as after a checkout: their stat is kept.
  const old = (Date.now() - 60_000) / 1000;
  for (const f of filesOf(content)) utimesSync(join(content, f), old, old);
  cold = site.build(env);
  if (cold.status !== 0) throw new Error(`the cold build failed:\n${cold.stdout}\n${cold.stderr}`);
  copyTree(work, base);
});

/** Copies a folder's files with their times and hard links (`cp -a`). */
function copyTree(from: string, to: string): void {
  const r = spawnSync('cp', ['-a', `${from}/.`, to], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cp -a ${from} ${to}: ${r.stderr}`);
}

/** Puts back the content, cache and output of the cold build, as if it had just run. */
function restoreColdBuild(): void {
  for (const f of readdirSync(work)) rmSync(join(work, f), { recursive: true, force: true });
  copyTree(base, work);
}

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
}

describe('a rebuild with the incremental cache', () => {
  it('reuses the unchanged case pages and check results and writes what a clean build writes, after body edits, a title edit, a partly deleted or damaged cache; a link broken by another file is still found', () => {
    restoreColdBuild();
    const files = filesOf(content).length;
    const reusedBy = (r: { stdout: string; stderr: string }) =>
      `${r.stdout}${r.stderr}`.match(/\((?:restored|cached)\)/g)?.length ?? 0;
    // How many files validation checked and took from its cache, and how many entries were rendered, as the build prints them.
    const checked = (r: { stdout: string }) =>
      /^validation: checked (\d+) of (\d+) files, (\d+) from the cache/m
        .exec(r.stdout)
        ?.slice(1)
        .map(Number);
    const rendered = (r: { stdout: string }) =>
      Number(/^content sync: rendered (\d+) entr/m.exec(r.stdout)?.[1]);
    // How many of the search bundle's files came from the last build's, and of how many.
    const reusedIndex = (r: { stdout: string }) =>
      /^pagefind: .* (\d+) of its (\d+) fragment and word index files from the last build/m
        .exec(r.stdout)
        ?.slice(1)
        .map(Number);
    const build = (extra: Record<string, string> = {}) => {
      const r = site.build({ ...env, ...extra });
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      return r;
    };
    const clean = (name: string) => {
      build({ ASTRO_CACHE_DIR: join(work, `${name}-cache`), OUT_DIR: join(work, name) });
      return digests(join(work, name));
    };
    // The cold build (made before the tests) checked every file and took none from a cache.
    expect(checked(cold)).toEqual([files, files, 0]);
    edit(
      join(content, 'cases/IL-0002.md'),
      (t) => `${t.trimEnd()}\n\nA sentence added after the first build.\n`,
    );
    const first = build();
    expect(readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8')).toContain(
      'A sentence added after the first build.',
    );
    // Only the edited file is checked and rendered again: its links and headings are unchanged.
    expect(checked(first)).toEqual([1, files, files - 1]);
    expect(rendered(first)).toBe(1);
    // Pagefind wrote only the fragment of the edited page and the word chunks it changed.
    const [reusedFirst, ofFirst] = reusedIndex(first) ?? [0, 0];
    expect(reusedFirst).toBeGreaterThan(ofFirst / 2);
    expect(reusedFirst).toBeLessThan(ofFirst);
    // A second body edit: the other case pages come from the cache (Astro logs each "(restored)"
    // or "(cached)"), and the output is still what a clean build writes.
    edit(
      join(content, 'cases/IL-0004.md'),
      (t) => `${t.trimEnd()}\n\nAnother sentence, added later.\n`,
    );
    const second = build();
    const manifest = JSON.parse(
      readFileSync(join(work, 'cache/incremental-build.json'), 'utf8'),
    ) as { routes: Record<string, { paths: Record<string, unknown> }> };
    // The case page's route, injected by the integration from its own src/routes/.
    const casePage = Object.keys(manifest.routes).find((r) =>
      r.endsWith('routes/cases/[id].astro'),
    );
    expect(casePage).toBeDefined();
    const keyed = Object.keys(manifest.routes[casePage!].paths).length;
    expect(keyed).toBeGreaterThanOrEqual(4);
    expect(reusedBy(first)).toBe(keyed - 1);
    expect(reusedBy(second)).toBe(keyed - 1);
    expect(checked(second)).toEqual([1, files, files - 1]);
    expect(reusedIndex(second)?.[0]).toBeGreaterThan(0);
    const afterBodies = digests(join(work, 'dist'));
    expect(Object.keys(afterBodies).length).toBeGreaterThan(50);
    expect(afterBodies).toEqual(clean('clean-1'));
    // A cache folder missing its rendered bodies (deleted in part) renders them again; a title
    // shows on other case pages, so none may come from the cache.
    rmSync(join(work, 'cache/incident-library-bodies'), { recursive: true });
    edit(join(content, 'cases/IL-0003.md'), (t) =>
      t.replace(/^title: (.*)$/m, 'title: "A title changed between builds"'),
    );
    const retitled = build();
    expect(checked(retitled)).toEqual([1, files, files - 1]);
    const clean2 = clean('clean-2');
    expect(digests(join(work, 'dist'))).toEqual(clean2);
    expect(readFileSync(join(work, 'dist/cases/IL-0003/index.html'), 'utf8')).toContain(
      'A title changed between builds',
    );

    // A damaged cache file (cut short) is ignored: every file is checked again, the output is the same.
    const checksDir = join(work, 'cache/incident-library-validation');
    const [checksFile] = readdirSync(checksDir).map((f) => join(checksDir, f));
    const text = readFileSync(checksFile, 'utf8');
    writeFileSync(checksFile, text.slice(0, text.length / 2));
    expect(checked(build())).toEqual([files, files, 0]);
    expect(digests(join(work, 'dist'))).toEqual(clean2);
    // So is one written under another version of the validator.
    writeFileSync(
      checksFile,
      text.replace(/^\{"version":"[^"]+"/, '{"version":"another validator"'),
    );
    expect(checked(build())).toEqual([files, files, 0]);

    // Renaming a heading in IL-0002 breaks a link in concepts/etcd.md, which did not change and
    // comes from the cache: the build fails naming the concept's file and line.
    edit(join(content, 'cases/IL-0002.md'), (t) => t.replace('## Trigger', '## What set it off'));
    const broken = site.build(env);
    expect(broken.status).toBe(1);
    expect(checked(broken)).toEqual([1, files, files - 1]);
    expect(broken.stderr).toMatch(
      /^content\/concepts\/etcd\.md:9:\d+ .*broken link "case:IL-0002#trigger"/m,
    );
  });

  it('never shows a body rendered for other text when a build stopped after writing the body but before the store', () => {
    restoreColdBuild();
    const build = () => {
      const r = site.build(env);
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    };
    const page = () => readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8');
    const file = join(content, 'cases/IL-0002.md');
    const original = readFileSync(file, 'utf8');
    // After the cold build.
    const store = readFileSync(join(work, 'cache/data-store.json'));
    edit(file, (t) => `${t.trimEnd()}\n\nA sentence that was later taken back.\n`);
    build();
    expect(page()).toContain('A sentence that was later taken back.');
    // As if that build had stopped after writing the new body but before Astro wrote its store:
    // the store still holds the first build's digest. The edit is then taken back, so the entry
    // has that digest again, and its page must show the text it now has.
    writeFileSync(join(work, 'cache/data-store.json'), store);
    writeFileSync(file, original);
    build();
    expect(page()).not.toContain('A sentence that was later taken back.');
    // One body file per case is left: none of an earlier digest piles up.
    const bodies = join(work, 'cache/incident-library-bodies/cases');
    const ids = readdirSync(bodies).map((f) => f.split('.')[0]);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);

    // A damaged body file in the cache (here edited) is rendered again, not published, when the
    // pages that show it render again (a summary edit elsewhere re-renders every case page).
    const [damaged] = readdirSync(bodies).filter((f) => f.startsWith('IL-0002.'));
    writeFileSync(
      join(bodies, damaged),
      readFileSync(join(bodies, damaged), 'utf8').replace('<p>', '<p>DAMAGED '),
    );
    edit(join(content, 'cases/IL-0003.md'), (t) =>
      t.replace(/^summary: (.*)$/m, 'summary: "A summary changed between builds."'),
    );
    build();
    expect(page()).not.toContain('DAMAGED');
  });

  it('renders every page again after a build that stopped while Astro wrote its pages, so an edit taken back is not published', () => {
    restoreColdBuild();
    const cache = join(work, 'cache');
    const build = () => {
      const r = site.build(env);
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      return r;
    };
    const page = () => readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8');
    const file = join(content, 'cases/IL-0002.md');
    const original = readFileSync(file, 'utf8');
    // The cold build left no mark of a build that stopped while Astro ran.
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(false);
    const keys = readFileSync(join(cache, ASTRO_PAGE_KEYS));
    edit(file, (t) => `${t.trimEnd()}\n\nA sentence that was later taken back.\n`);
    build();
    expect(page()).toContain('A sentence that was later taken back.');
    // As if that build had stopped after Astro rewrote its copy of the page but before it wrote
    // the page keys: the first build's keys, and the mark a build leaves while Astro runs. The
    // edit is then taken back, so the page's key is the first build's again.
    writeFileSync(join(cache, ASTRO_PAGE_KEYS), keys);
    writeFileSync(join(cache, PAGES_IN_PROGRESS), '1\n');
    writeFileSync(file, original);
    const after = build();
    expect(after.stdout).toMatch(/an earlier build stopped while Astro wrote its pages/);
    expect(page()).not.toContain('A sentence that was later taken back.');
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(false);
  });

  it("publishes no case page from Astro's cache that differs from the page it kept: an altered, cut short or emptied copy is rendered again", () => {
    restoreColdBuild();
    const cache = join(work, 'cache');
    const build = () => {
      const r = site.build(env);
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      return r;
    };
    // What the cold build published.
    const published = digests(join(work, 'dist'));
    const copy = (id: string) => join(cache, 'dist/cases', id, 'index.html');
    const page = (id: string) => readFileSync(copy(id), 'utf8');
    // Astro restores these copies when a page's key is unchanged, as it is for every case here.
    writeFileSync(copy('IL-0002'), page('IL-0002').replace('<main', '<p>ALTERED</p><main'));
    writeFileSync(copy('IL-0003'), page('IL-0003').slice(0, page('IL-0003').length / 2));
    writeFileSync(copy('IL-0004'), '');
    const rebuilt = build();
    expect(rebuilt.stdout).toMatch(/3 of the case pages Astro kept .* rendered again/);
    expect(digests(join(work, 'dist'))).toEqual(published);
    // And the copies are right again: the next build restores them as they are.
    build();
    expect(digests(join(work, 'dist'))).toEqual(published);
    expect(page('IL-0002')).not.toContain('ALTERED');
  });

  it('takes from the last build only the search files that are still right: a damaged one is written again, and a new file named like a kept one of other content is found and the bundle written from nothing', () => {
    restoreColdBuild();
    const build = (extra: Record<string, string> = {}) => {
      const r = site.build({ ...env, ...extra });
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
      return r;
    };
    const reusedIndex = (r: { stdout: string }) =>
      Number(
        /^pagefind: .* (\d+) of its \d+ fragment and word index files from the last build/m.exec(
          r.stdout,
        )?.[1] ?? 0,
      );
    let cleans = 0;
    const clean = () => {
      const name = `clean-${cleans++}`;
      build({ ASTRO_CACHE_DIR: join(work, `${name}-cache`), OUT_DIR: join(work, name) });
      return join(work, name);
    };
    const kept = join(work, 'cache/incident-library-pagefind/shard-0');
    const listed = (dir: string, folder: string) =>
      readdirSync(join(dir, folder)).map((f) => `${folder}/${f}`);
    // The kept files are hard links to the published ones: a file is replaced, never edited.
    const plant = (path: string, bytes: Buffer) => {
      rmSync(join(kept, path), { force: true });
      writeFileSync(join(kept, path), bytes);
      const digestsFile = join(kept, 'digests.json');
      const d = JSON.parse(readFileSync(digestsFile, 'utf8')) as Record<string, string>;
      d[path] = createHash('sha1').update(bytes).digest('hex');
      writeFileSync(digestsFile, JSON.stringify(d));
    };
    // A build in shards keeps a folder per shard; the next, in one index, drops the others.
    const sharded = siteProject(content, { search: { shardPages: 5 } });
    expect(sharded.build(env).status).toBe(0);
    expect(existsSync(join(work, 'cache/incident-library-pagefind/shard-1'))).toBe(true);
    build();
    expect(readdirSync(join(work, 'cache/incident-library-pagefind'))).toEqual(['shard-0']);
    const all = listed(kept, 'fragment').length + listed(kept, 'index').length;
    expect(listed(kept, 'fragment').length).toBeGreaterThan(10);

    // A kept fragment whose bytes no longer match its digest is not taken.
    const [damaged] = listed(kept, 'fragment');
    rmSync(join(kept, damaged));
    writeFileSync(join(kept, damaged), 'damaged');
    expect(reusedIndex(build())).toBe(all - 1);
    // The content is still the fixture's: the cold build kept aside is its clean build.
    expect(digests(join(work, 'dist'))).toEqual(digests(join(base, 'dist')));

    // A page's new fragment (its name learnt from a clean build of the edited content) already
    // kept, holding another page's fragment, as a 28-bit name may collide: Pagefind keeps that
    // file, the check sees one page twice and another missing, and the bundle is written anew.
    // The same for a word index chunk holding other bytes.
    for (const [file, folder] of [
      ['cases/IL-0002.md', 'fragment'],
      ['cases/IL-0004.md', 'index'],
    ] as const) {
      edit(
        join(content, file),
        (t) => `${t.trimEnd()}\n\nZyxwvut quorumfjord ${folder} sentence added later.\n`,
      );
      const expected = clean();
      const before = new Set(listed(kept, folder));
      const now = listed(join(expected, 'pagefind'), folder);
      const added = now.filter((f) => !before.has(f));
      expect(added.length).toBeGreaterThan(0);
      // Another page's fragment that the new bundle also names; for a chunk (the fixture's words
      // may all fit one), such a fragment too.
      const other = listed(kept, 'fragment').find((f) =>
        listed(join(expected, 'pagefind'), 'fragment').includes(f),
      )!;
      plant(added[0], readFileSync(join(kept, other)));
      expect(reusedIndex(build())).toBe(0);
      expect(digests(join(work, 'dist'))).toEqual(digests(expected));
    }
  });
});
