// Rebuilds with Astro's incremental build (case pages carry a cacheKey) and the validator's
// per-file results kept by the build: whatever the caches restore, a rebuild gives exactly the
// output of a clean build of the same content. A case page shows other cases' titles (related
// cases, newer and older), so a key that forgot them would restore stale pages after a title
// change, and this comparison would fail. A rebuild re-checks only the files that changed, yet
// the checks across files still see every file.
//
// Every build costs about the same, cold or over a cache, so the tests share what they can: one
// cold build, and one rebuild of it after a body edit, are made once and copied back before each
// test; a rebuild that ends at the cold build's content compares its output with the cold build's
// (a clean build of that content) instead of building it clean again; and damages of different
// caches, each seen by its own line of the build's output, are made before one rebuild.
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

// Every test starts from one cold build of a copy of the site fixture's content, made once, or
// from one rebuild of it after a body edit of IL-0002, made once by the first test that asks:
// their content, cache and output are kept aside and copied back before each test, at the same
// paths (the project names its content folder by its absolute path, and the caches hold paths),
// with their times and hard links (`cp -a`: the search files the build keeps are links to the
// published ones). Every build logs at level info: Astro logs each page it takes from its cache
// as "(restored)" or "(cached)" only at that level, and the level is part of the code Astro
// hashes, so a change of level alone would re-render every page.
const work = mkdtempSync(join(tmpdir(), 'il-incremental-'));
const content = join(work, 'content');
const kept = mkdtempSync(join(tmpdir(), 'il-incremental-base-'));
/** The content, cache and output of the cold build. */
const base = join(kept, 'cold');
/** The same after the rebuild that follows the edit of IL-0002 (`EDIT`). */
const edited = join(kept, 'edited');
const env = {
  ASTRO_CACHE_DIR: join(work, 'cache'),
  OUT_DIR: join(work, 'dist'),
  ASTRO_LOG_LEVEL: 'info',
};
/** The sentence the edit adds to IL-0002's body; its rare word adds a word to the search index. */
const SENTENCE = 'A sentence added after the first build, zyxwvut.';
const EDITED_FILE = 'cases/IL-0002.md';
let site: ContentProject;
type Output = { status: number; stdout: string; stderr: string };
let cold: Output;
let first: Output | undefined;

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

/** Puts back the content, cache and output of a kept build, as if it had just run. */
function restore(from: string): void {
  for (const f of readdirSync(work)) rmSync(join(work, f), { recursive: true, force: true });
  copyTree(from, work);
}

const restoreColdBuild = () => restore(base);

/**
 * Puts back the rebuild after `SENTENCE` was added to IL-0002's body (made from the cold build
 * the first time) and returns what that rebuild printed.
 */
function restoreEditedBuild(): Output {
  if (first) {
    restore(edited);
    return first;
  }
  restoreColdBuild();
  edit(join(content, EDITED_FILE), (t) => `${t.trimEnd()}\n\n${SENTENCE}\n`);
  const r = site.build(env);
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  copyTree(work, edited);
  first = r;
  return r;
}

/** Takes the edit of IL-0002 back: its text is the cold build's again. */
const takeBack = () =>
  writeFileSync(join(content, EDITED_FILE), readFileSync(join(base, 'content', EDITED_FILE)));

function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
}

/** Runs a build that must succeed and returns its output. */
function build(extra: Record<string, string> = {}): Output {
  const r = site.build({ ...env, ...extra });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
  return r;
}

/** How many files validation checked and took from its cache, as the build prints them. */
const checked = (r: { stdout: string }) =>
  /^validation: checked (\d+) of (\d+) files, (\d+) from the cache/m
    .exec(r.stdout)
    ?.slice(1)
    .map(Number);

/** How many of the search bundle's files came from the last build's, and of how many. */
const reusedIndex = (r: { stdout: string }) =>
  /^pagefind: .* (\d+) of its (\d+) fragment and word index files from the last build/m
    .exec(r.stdout)
    ?.slice(1)
    .map(Number);

/** How many pages' search documents came from the last build, and of how many pages read. */
const keptDocuments = (r: { stdout: string }) =>
  /^pagefind: .* the search documents of (\d+) of (\d+) pages from the last build/m
    .exec(r.stdout)
    ?.slice(1)
    .map(Number);

describe('a rebuild with the incremental cache', () => {
  it('reuses the unchanged case pages, listing pages and check results and writes what a clean build writes, after body edits, a title edit over a partly deleted cache of rendered bodies; a link broken by another file is still found', () => {
    const firstBuild = restoreEditedBuild();
    const files = filesOf(content).length;
    const reusedBy = (r: { stdout: string; stderr: string }) =>
      `${r.stdout}${r.stderr}`.match(/\((?:restored|cached)\)/g)?.length ?? 0;
    // How many entries were rendered, as the build prints it.
    const rendered = (r: { stdout: string }) =>
      Number(/^content sync: rendered (\d+) entr/m.exec(r.stdout)?.[1]);
    const clean = (name: string) => {
      build({ ASTRO_CACHE_DIR: join(work, `${name}-cache`), OUT_DIR: join(work, name) });
      return digests(join(work, name));
    };
    // The cold build (made before the tests) checked every file and took none from a cache.
    expect(checked(cold)).toEqual([files, files, 0]);
    // The first rebuild (the edited build every test may start from) added a sentence to IL-0002.
    expect(readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8')).toContain(SENTENCE);
    // Only the edited file is checked and rendered again: its links and headings are unchanged.
    expect(checked(firstBuild)).toEqual([1, files, files - 1]);
    expect(rendered(firstBuild)).toBe(1);
    // Pagefind wrote only the fragment of the edited page and the word chunks it changed.
    const [reusedFirst, ofFirst] = reusedIndex(firstBuild) ?? [0, 0];
    expect(reusedFirst).toBeGreaterThan(ofFirst / 2);
    expect(reusedFirst).toBeLessThan(ofFirst);
    // Every page but those the edit changed is sent to Pagefind as it was cut the last time.
    const [keptFirst, readFirst] = keptDocuments(firstBuild) ?? [0, 0];
    expect(keptFirst).toBeGreaterThan(readFirst / 2);
    expect(keptFirst).toBeLessThan(readFirst);
    // A second body edit, taking the sentence out again: the other case pages come from the cache
    // (Astro logs each "(restored)" or "(cached)"), and the output is what a clean build of that
    // content writes: the cold build's.
    takeBack();
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
    // Every case's social card is kept too, the edited case's with the rest: a body edit changes
    // nothing a card shows.
    const cardRoute = Object.keys(manifest.routes).find((r) =>
      r.endsWith('routes/cases/[id]/card.png.ts'),
    );
    expect(Object.keys(manifest.routes[cardRoute!].paths).length).toBe(keyed);
    // Listing pages (a term's or a year's pages and feed, the case indexes) show no body text, so
    // they are kept too, but for the first pages of the edited case's terms: they show its
    // lessons, which both edits changed.
    const listings = Object.entries(manifest.routes)
      .filter(([route]) =>
        /routes\/(\[taxonomy\]\/|years\/|cases\/(added\/)?\[\.\.\.page\])/.test(route),
      )
      .flatMap(([route, { paths }]) =>
        Object.values(paths as Record<string, { outputFile: string }>).map((p) => ({
          file: p.outputFile,
          termPage: route.endsWith('routes/[taxonomy]/[term].astro'),
        })),
      );
    const ofEdited = listings.filter(
      (l) =>
        l.termPage &&
        readFileSync(join(work, 'dist', l.file), 'utf8').includes('href="/cases/IL-0002/"'),
    );
    expect(listings.length).toBeGreaterThan(30);
    expect(ofEdited.length).toBeGreaterThanOrEqual(3);
    for (const r of [firstBuild, second]) {
      const restored = new Set(
        [...`${r.stdout}${r.stderr}`.matchAll(/ (\/\S+) \((?:restored|cached)\)/g)].map((m) =>
          m[1].slice(1),
        ),
      );
      for (const l of listings)
        expect(restored.has(l.file), l.file).toBe(!ofEdited.some((e) => e.file === l.file));
      expect(reusedBy(r)).toBe(keyed - 1 + keyed + listings.length - ofEdited.length);
    }
    expect(checked(second)).toEqual([1, files, files - 1]);
    expect(reusedIndex(second)?.[0]).toBeGreaterThan(0);
    const afterBodies = digests(join(work, 'dist'));
    expect(Object.keys(afterBodies).length).toBeGreaterThan(50);
    expect(afterBodies).toEqual(digests(join(base, 'dist')));
    // A cache folder missing its rendered bodies (deleted in part: all but IL-0002's) renders them
    // again, and IL-0002's body file, damaged (here edited), is rendered again, not published; a
    // title shows on other case pages, so none may come from the cache.
    const bodies = join(work, 'cache/incident-library-bodies');
    const bodyFiles = filesOf(bodies);
    const [damaged] = bodyFiles.filter((f) => f.startsWith('cases/IL-0002.'));
    expect(damaged).toBeDefined();
    for (const f of bodyFiles) if (f !== damaged) rmSync(join(bodies, f));
    expect(bodyFiles.length).toBeGreaterThan(3);
    writeFileSync(
      join(bodies, damaged),
      readFileSync(join(bodies, damaged), 'utf8').replace('<p>', '<p>DAMAGED '),
    );
    edit(join(content, 'cases/IL-0003.md'), (t) =>
      t.replace(/^title: (.*)$/m, 'title: "A title changed between builds"'),
    );
    const retitled = build();
    expect(checked(retitled)).toEqual([1, files, files - 1]);
    expect(digests(join(work, 'dist'))).toEqual(clean('clean'));
    expect(readFileSync(join(work, 'dist/cases/IL-0003/index.html'), 'utf8')).toContain(
      'A title changed between builds',
    );
    expect(readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8')).not.toContain(
      'DAMAGED',
    );

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
    restoreEditedBuild();
    const page = () => readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8');
    // The edited build shows the sentence.
    expect(page()).toContain(SENTENCE);
    // As if that build had stopped after writing the new body but before Astro wrote its store:
    // the store still holds the cold build's digest. The edit is then taken back, so the entry
    // has that digest again, and its page must show the text it now has.
    writeFileSync(
      join(work, 'cache/data-store.json'),
      readFileSync(join(base, 'cache/data-store.json')),
    );
    takeBack();
    build();
    expect(page()).not.toContain(SENTENCE);
    // One body file per case is left: none of an earlier digest piles up.
    const bodies = join(work, 'cache/incident-library-bodies/cases');
    const ids = readdirSync(bodies).map((f) => f.split('.')[0]);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders every page again after a build that stopped while Astro wrote its pages, so an edit taken back is not published', () => {
    restoreEditedBuild();
    const cache = join(work, 'cache');
    const page = () => readFileSync(join(work, 'dist/cases/IL-0002/index.html'), 'utf8');
    // The cold build left no mark of a build that stopped while Astro ran, nor did the edited one.
    expect(existsSync(join(base, 'cache', PAGES_IN_PROGRESS))).toBe(false);
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(false);
    expect(page()).toContain(SENTENCE);
    // As if the edited build had stopped after Astro rewrote its copy of the page but before it
    // wrote the page keys: the cold build's keys, and the mark a build leaves while Astro runs. The
    // edit is then taken back, so the page's key is the cold build's again.
    writeFileSync(join(cache, ASTRO_PAGE_KEYS), readFileSync(join(base, 'cache', ASTRO_PAGE_KEYS)));
    writeFileSync(join(cache, PAGES_IN_PROGRESS), '1\n');
    takeBack();
    const after = build();
    expect(after.stdout).toMatch(/an earlier build stopped while Astro wrote its pages/);
    expect(page()).not.toContain(SENTENCE);
    expect(existsSync(join(cache, PAGES_IN_PROGRESS))).toBe(false);
  });

  it('publishes nothing a damaged cache holds: an altered, cut short or emptied copy of a case page or a social card Astro kept is rendered again, a damaged search file written again, a damaged or foreign validation cache checked again', () => {
    restoreColdBuild();
    const cache = join(work, 'cache');
    const files = filesOf(content).length;
    // What the cold build published.
    const published = digests(join(work, 'dist'));
    const copy = (id: string) => join(cache, 'dist/cases', id, 'index.html');
    const page = (id: string) => readFileSync(copy(id), 'utf8');
    // Astro restores these copies when a page's key is unchanged, as it is for every case here.
    writeFileSync(copy('IL-0002'), page('IL-0002').replace('<main', '<p>ALTERED</p><main'));
    writeFileSync(copy('IL-0003'), page('IL-0003').slice(0, page('IL-0003').length / 2));
    writeFileSync(copy('IL-0004'), '');
    // A case's social card is kept the same way, and checked the same way.
    const card = join(cache, 'dist/cases/IL-0005/card.png');
    writeFileSync(card, readFileSync(card).subarray(0, 100));
    // A kept search fragment whose bytes no longer match its digest is not taken. The kept files
    // are hard links to the published ones: a file is replaced, never edited.
    const keptIndex = join(cache, 'incident-library-pagefind/shard-0');
    const fragments = readdirSync(join(keptIndex, 'fragment'));
    const all = fragments.length + readdirSync(join(keptIndex, 'index')).length;
    rmSync(join(keptIndex, 'fragment', fragments[0]));
    writeFileSync(join(keptIndex, 'fragment', fragments[0]), 'damaged');
    // A damaged validation cache file (cut short) is ignored: every file is checked again.
    // A kept search document altered (its bytes no longer those it was kept with) is cut again
    // from its page: the altered text would be found by a search.
    const documentsFile = join(keptIndex, 'search-documents.json');
    const documents = readFileSync(documentsFile, 'utf8');
    expect(documents).toMatch(/<h1[ >]/);
    writeFileSync(documentsFile, documents.replace(/<h1([ >])/, '<h1$1ALTERED '));
    const checksDir = join(cache, 'incident-library-validation');
    const [checksFile] = readdirSync(checksDir).map((f) => join(checksDir, f));
    const text = readFileSync(checksFile, 'utf8');
    writeFileSync(checksFile, text.slice(0, text.length / 2));
    const rebuilt = build();
    expect(rebuilt.stdout).toMatch(/4 of the pages and social cards Astro kept .* rendered again/);
    expect(reusedIndex(rebuilt)?.[0]).toBe(all - 1);
    const [keptNow, read] = keptDocuments(rebuilt) ?? [0, 0];
    expect(keptNow).toBe(read - 1);
    expect(checked(rebuilt)).toEqual([files, files, 0]);
    expect(digests(join(work, 'dist'))).toEqual(published);
    // And the copies are right again: the next build restores them as they are. Its validation
    // cache, written under another version of the validator, is ignored too.
    writeFileSync(
      checksFile,
      text.replace(/^\{"version":"[^"]+"/, '{"version":"another validator"'),
    );
    expect(checked(build())).toEqual([files, files, 0]);
    expect(digests(join(work, 'dist'))).toEqual(published);
    expect(page('IL-0002')).not.toContain('ALTERED');
  });

  it('takes from the last build only the search files that are still right: a build in one index drops the shards of the last, and a new file named like a kept one of other content is found and the bundle written from nothing', () => {
    restoreColdBuild();
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
    expect(existsSync(join(work, 'cache/incident-library-pagefind/recut-1'))).toBe(true);
    build();
    expect(readdirSync(join(work, 'cache/incident-library-pagefind')).sort()).toEqual([
      'recut-0',
      'shard-0',
    ]);
    expect(listed(kept, 'fragment').length).toBeGreaterThan(10);

    // A page's new fragment already kept, holding another page's fragment, as a 28-bit name may
    // collide: Pagefind keeps that file, the check sees one page twice and another missing, and
    // the bundle is written anew. The same for a word index chunk holding other bytes. The new
    // files are those of the edit of IL-0002 taken back: the edited build's are kept, and the
    // cold build's bundle names the files the build will write.
    const expected = join(base, 'dist');
    for (const folder of ['fragment', 'index'] as const) {
      restoreEditedBuild();
      takeBack();
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
      expect(reusedIndex(build())?.[0] ?? 0).toBe(0);
      expect(digests(join(work, 'dist'))).toEqual(digests(expected));
    }
  });
});
