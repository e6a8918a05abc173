// A library built with Astro's own `astro build`, not through `incident-library build`: it
// gets its search index and the post-build checks all the same, and a broken link fails it.
// The same library brings Markdown plugins of its own, which run in our pipeline: their effect
// reaches the case pages, and what a rehype plugin adds still passes the sanitiser. Built last
// with `incident-library build` under a base path, it also shows the library's own page linking
// its cases under that base (the internal library's own tests, test/build/internal-site.test.ts,
// read a build at the root).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type BuiltSite } from '../helpers/build-site.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';
import { runSiteBuild } from '../helpers/site-builds.ts';

/** The library's plugins: one remark, one rehype that also tries to add a script and a handler. */
const PLUGINS = `
import { visit } from 'unist-util-visit';

/** Ends every body with a line of the team's own. */
export function remarkReviewed() {
  return (tree) => {
    tree.children.push({
      type: 'paragraph',
      children: [{ type: 'text', value: 'Reviewed by the Initech SRE guild.' }],
    });
  };
}

/** Marks every body as checked, and tries what no plugin may: a script and an event handler. */
export function rehypeHostile() {
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'p') node.properties.onClick = 'alert(1)';
    });
    tree.children.push(
      { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(2)' }] },
      { type: 'element', tagName: 'p', properties: { onMouseOver: 'alert(3)' }, children: [
        { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'Checked by rehype.' }] },
      ] },
    );
  };
}
`;

/**
 * Runs Astro's own `astro build` in `root`, as `npx astro build` does. The library's config leaves
 * Astro's cache where Astro puts it (`node_modules/.astro`): `ASTRO_CACHE_DIR` names that folder
 * only so that the run's build log tells a build over it from a cold one.
 */
function astroBuild(root: string) {
  const cacheDir = join(root, 'node_modules/.astro');
  // Vitest's own variables (NODE_ENV=test, BASE_URL, MODE...) would change how Astro builds.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(VITEST|NODE_ENV$|BASE_URL$|MODE$|DEV$|PROD$|SSR$|TEST$)/.test(k),
    ),
  );
  const r = runSiteBuild(
    'examples/internal',
    process.execPath,
    [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'],
    { cwd: root, env: { ...env, ASTRO_CACHE_DIR: cacheDir } },
  );
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('astro build of a library with Markdown plugins of its own', () => {
  let copy: LibraryCopy;
  let built: { status: number; output: string };
  let dist: string;
  let casePage: string;
  beforeAll(() => {
    copy = copyLibrary('examples/internal');
    dist = join(copy.root, 'dist');
    writeFileSync(join(copy.root, 'plugins.mjs'), PLUGINS);
    // One plugin through Astro 7's unified() processor, one through the deprecated top-level list
    // (which Astro moves into that processor): the integration takes both.
    const config = readFileSync(join(copy.root, 'astro.config.mjs'), 'utf8')
      // After the config's own import of the integration.
      .replace(
        /^(import incidentLibrary\b.*)$/m,
        "$1\nimport { unified } from '@astrojs/markdown-remark';\nimport { rehypeHostile, remarkReviewed } from './plugins.mjs';",
      )
      .replace(
        '  integrations: [',
        '  markdown: { processor: unified({ remarkPlugins: [remarkReviewed] }), rehypePlugins: [rehypeHostile] },\n  integrations: [',
      );
    expect(config).toContain('rehypePlugins: [rehypeHostile]');
    expect(config).toContain("from './plugins.mjs'");
    writeFileSync(join(copy.root, 'astro.config.mjs'), config);
    built = astroBuild(copy.root);
    if (built.status !== 0) throw new Error(`astro build failed:\n${built.output}`);
    casePage = readFileSync(join(dist, 'cases/OPS-0001/index.html'), 'utf8');
  });
  afterAll(() => copy?.remove());

  it('writes the search index', () => {
    expect(existsSync(join(dist, 'pagefind/pagefind.js'))).toBe(true);
    expect(existsSync(join(dist, 'pagefind/shards.json'))).toBe(true);
    expect(built.output).toMatch(/indexed \d+ pages with Pagefind and checked \d+ pages/);
  });

  it("runs the library's remark and rehype plugins on the case pages", () => {
    expect(casePage).toContain('<p>Reviewed by the Initech SRE guild.</p>');
    expect(casePage).toContain('<p><strong>Checked by rehype.</strong></p>');
    // Astro would say the deprecated lists are ignored under a processor not named unified().
    expect(built.output).not.toContain("processor doesn't run them");
  });

  it('sanitises what a rehype plugin adds: no script, no event handler', () => {
    expect(casePage).not.toMatch(/alert\(/);
    expect(casePage).not.toMatch(/\son[a-z]+=/i);
  });

  it("publishes no case page from Astro's cache that differs from the page it kept", () => {
    // Astro restores its copy of a case page whose key is unchanged, unread; the guard deletes a
    // copy that is not the page the last checked build published, and Astro renders it again.
    // The library's config leaves Astro's cache where Astro puts it: node_modules/.astro.
    const cached = join(copy.root, 'node_modules/.astro/dist/cases/OPS-0001/index.html');
    expect(existsSync(cached)).toBe(true);
    writeFileSync(cached, readFileSync(cached, 'utf8').replace('<main', '<p>ALTERED</p><main'));
    const r = astroBuild(copy.root);
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/1 of the case pages Astro kept were not the pages last published/);
    expect(readFileSync(join(dist, 'cases/OPS-0001/index.html'), 'utf8')).toBe(casePage);
  });

  it('fails on a broken internal link, which the checks name', () => {
    mkdirSync(join(copy.root, 'public/stray'), { recursive: true });
    writeFileSync(
      join(copy.root, 'public/stray/index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stray</title></head><body><main><a href="/nowhere/">gone</a></main></body></html>\n',
    );
    try {
      const r = astroBuild(copy.root);
      expect(r.status).not.toBe(0);
      expect(r.output).toContain('The post-build checks failed');
      expect(r.output).toMatch(/stray\/index\.html:\d+ links: .*\/nowhere\//);
    } finally {
      rmSync(join(copy.root, 'public/stray'), { recursive: true, force: true });
    }
  });

  // The library built by its own command, under a base path, over Astro's cache of the builds
  // above: made once, by the first test that reads it.
  let underBase: BuiltSite | undefined;
  const libraryBuild = (): BuiltSite =>
    (underBase ??= copy.build({
      ASTRO_LOG_LEVEL: 'info',
      SITE_BASE: '/ops/',
      ASTRO_CACHE_DIR: join(copy.root, 'node_modules/.astro'),
    }));

  it('is indexed and checked once under incident-library build, by the command itself', () => {
    const site = libraryBuild();
    expect(site.status, `${site.stdout}\n${site.stderr}`).toBe(0);
    expect(site.stdout.match(/pagefind: indexed \d+ pages/g)).toHaveLength(1);
    expect(site.stdout).not.toMatch(/indexed \d+ pages with Pagefind and checked/);
    expect(existsSync(join(site.dist, 'pagefind/pagefind.js'))).toBe(true);
    expect(readFileSync(join(site.dist, 'cases/OPS-0001/index.html'), 'utf8')).toContain(
      'Reviewed by the Initech SRE guild.',
    );
  });

  it('links its own page to its cases under the base', () => {
    const site = libraryBuild();
    expect(site.status, `${site.stdout}\n${site.stderr}`).toBe(0);
    const page = readFileSync(join(site.dist, 'runbooks/index.html'), 'utf8');
    expect([...page.matchAll(/<a href="(\/ops\/cases\/[^"]+)"/g)].map((m) => m[1])).toEqual([
      '/ops/cases/OPS-0001/',
      '/ops/cases/OPS-0003/',
    ]);
    expect(page).toContain('<a href="/ops/search/">Search the library</a>');
    expect(page).not.toMatch(/href="\/(cases|search|components)\//);
  });
});
