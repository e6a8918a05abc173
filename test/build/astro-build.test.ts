// A library built with Astro's own `astro build`, not through `incident-library build`: it
// gets its search index and the post-build checks all the same, and a broken link fails it.
// The same library brings Markdown plugins of its own, which run in our pipeline: their effect
// reaches the case pages, and what a rehype plugin adds still passes the sanitiser. Built last
// with `incident-library build` under a base path, it also shows the library's own page linking
// its cases under that base, and that build is the one the internal library's own tests read
// (the parts it turns off, its German words, its vocabulary, facets and components).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type BuiltSite } from '../helpers/build-site.ts';
import { builtFiles } from '../helpers/dist-files.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';
import { loadPagefind } from '../helpers/pagefind-query.ts';
import { runSiteBuild } from '../helpers/site-builds.ts';
import { visibleText } from '../helpers/visible-text.ts';
import { EN, STRING_TABLES } from '../../src/config/strings/index.ts';

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
    expect(r.output).toMatch(
      /1 of the pages and social cards Astro kept were not the files last published/,
    );
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

  // The internal library's own tests: the parts it turns off, its vocabulary, words, facets,
  // stylesheet, footer, hero and page. They read the build under /ops/ above (its plugins change
  // only the bodies of its cases), with the base taken out of its pages' links, so that the
  // suite builds the library once fewer.
  describe('the internal library with parts turned off, under its base', () => {
    let site: BuiltSite;
    let html: [string, string][];
    /** A built file with the base taken out of its links. */
    const unbased = (text: string) => text.replaceAll('"/ops/', '"/');
    const read = (p: string) => unbased(readFileSync(join(site.dist, p), 'utf8'));
    beforeAll(() => {
      site = libraryBuild();
      if (site.status !== 0)
        throw new Error(`the internal library did not build:\n${site.stdout}\n${site.stderr}`);
      html = builtFiles(site.dist, /\.html$/).map(([p, t]) => [p, unbased(t)]);
    });

    it('writes none of the pages and files of the parts it turned off', () => {
      const all = (p: string) => {
        try {
          statSync(join(site.dist, p));
          return true;
        } catch {
          return false;
        }
      };
      for (const gone of [
        'podcast.xml',
        'stats',
        'data',
        'data/cases.csv',
        'data/cases.json',
        'sitemap-index.xml',
      ])
        expect(all(gone), gone).toBe(false);
      // The feeds of its terms and years: only the site's feed is written.
      expect(builtFiles(site.dist, /\.xml$/).map(([path]) => path)).toEqual(['rss.xml']);
      // What it keeps: its cases, the matrix, the site's feed and the search index.
      for (const kept of [
        'cases/OPS-0001/index.html',
        'matrix/index.html',
        'rss.xml',
        'pagefind/pagefind.js',
      ])
        expect(all(kept), kept).toBe(true);
    });

    it('links none of them from any page', () => {
      expect(html.length).toBeGreaterThan(10);
      for (const [path, text] of html) {
        expect(text, path).not.toMatch(/href="[^"]*\/(stats|data)\/[^"]*"/);
        expect(text, path).not.toMatch(/href="[^"]*\/podcast\.xml"/);
        expect(text, path).not.toMatch(/href="[^"]*\/[^"/]+\/rss\.xml"/);
        expect(text, path).not.toMatch(/sitemap/);
        // Its sources are on its own wiki: no page offers a third party's archive of them.
        expect(text, path).not.toContain('web.archive.org');
      }
    });

    it("loads its own stylesheet (customCss) on every page, after the package's", () => {
      // The stylesheets a page loads, in order: linked files and inline styles alike.
      const css = (page: string) =>
        [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style>([^<]*)<\/style>/g)]
          .map(([, href, inline]) =>
            href ? readFileSync(join(site.dist, href.replace(/^\//, '')), 'utf8') : inline,
          )
          .join('\n');
      for (const [path, text] of html.filter(([, t]) => t.includes('class="site-header"'))) {
        const all = css(text);
        const ours = all.indexOf('.site-header{background:var(--header)');
        const theirs = all.indexOf('.site-header{background:#e6f3f3}');
        expect(ours, path).toBeGreaterThanOrEqual(0);
        expect(theirs, path).toBeGreaterThan(ours);
      }
    });

    it("puts its own footer (components.SiteFooter) on every page, in place of the package's", () => {
      const framed = html.filter(([, t]) => t.includes('class="site-header"'));
      expect(framed.length).toBeGreaterThan(10);
      for (const [path, text] of framed) {
        const footers = [...text.matchAll(/<footer[\s>][\s\S]*?<\/footer>/g)].map((m) => m[0]);
        expect(footers, path).toHaveLength(1);
        const [footer] = footers;
        expect(footer, path).toContain(
          '<a href="https://wiki.initech.example.com/sre/on-call">Bereitschaftsplan</a>',
        );
        expect(footer, path).toContain('Gepflegt vom Site-Reliability-Team von Initech.');
        // The package's footer (its "More" links: sections, feeds, the source repository) is gone.
        expect(footer, path).not.toContain('aria-label="Mehr"');
        expect(footer, path).not.toContain('Quell-Repository');
      }
      // It gets the default's props: the page's title for its problem report, and no report
      // where the page ends with its own (a case page).
      const footerOf = (p: string) => /<footer[\s>][\s\S]*?<\/footer>/.exec(read(p))![0];
      expect(footerOf('runbooks/index.html')).toContain('title=Fehler+auf%3A+Runbooks');
      expect(footerOf('cases/OPS-0001/index.html')).not.toContain('Fehler melden');
    });

    it("wraps the package's home hero, imported from the package, in its own (components.HomeHero)", () => {
      const home = read('index.html');
      // The default hero, with the props it was given, inside the library's wrapper, and its line after it.
      expect(home).toMatch(
        /<div class="layout-lead"><header class="layout-lead hero"><h1>Initech Operations Library<\/h1>[\s\S]*?<input id="home-q" name="q" type="search" placeholder="[^"]+">[\s\S]*?<\/header>\s*<p class="on-call-note">/,
      );
      expect(home).toContain('Beginnen Sie mit den <a href="/runbooks/">Runbooks</a>.');
    });

    it('asks search engines to index nothing', () => {
      for (const [path, text] of html)
        expect(text, path).toContain('<meta name="robots" content="noindex">');
      expect(read('robots.txt')).toBe('User-agent: *\nDisallow: /\n');
    });

    it('has a vocabulary of its own, teams, and none of organisations', () => {
      const exists = (p: string) => {
        try {
          statSync(join(site.dist, p));
          return true;
        } catch {
          return false;
        }
      };
      // A page per team and the teams index; no organisation pages.
      expect(exists('teams/index.html')).toBe(true);
      expect(exists('teams/initech-shop/index.html')).toBe(true);
      // Its terms' pages have no feed of their own (`features.termFeeds` off).
      expect(exists('teams/initech-platform/rss.xml')).toBe(false);
      expect(exists('organisations')).toBe(false);
      const team = read('teams/initech-shop/index.html');
      expect(team).toContain('OPS-0001');
      expect(team).toContain('OPS-0003');
      expect(team).not.toContain('OPS-0002');
      // On a case page, its team is in the facts box, and no line names an organisation (its
      // related cases keep the relation their author gave, "same organisation", in German).
      const casePage = read('cases/OPS-0001/index.html');
      expect(casePage).toMatch(
        /<dt>Teams<\/dt><dd><ul class="chips"><li><a class="chip chip-component" href="\/teams\/initech-shop\/">Initech Shop<\/a>/,
      );
      expect(casePage).not.toMatch(/<dt>Organisation|\/organisations\//);
      // Its own case field, severity (`caseFields`), under its label.
      expect(casePage).toContain('<dt>Schweregrad</dt><dd>sev1</dd>');
      // The home page counts no organisations, and the browse page links the teams.
      const home = read('index.html');
      expect(home).toContain(
        'Fälle: 3 · verknüpft nach Komponente, Grundursache, begünstigender Faktor und Team.',
      );
      const browse = read('browse/index.html');
      expect(browse).toContain('<a href="/teams/">Teams</a>');
      for (const [path, text] of html)
        expect(text, path).not.toMatch(/href="[^"]*\/organisations\//);
    });

    it('filters search by the facets it names, teams first, without organisation', async () => {
      const search = read('search/index.html');
      const map = /<script type="application\/json" id="search-facets">(.*?)<\/script>/s.exec(
        search,
      );
      expect(map, 'the slug→label map of the search page').not.toBeNull();
      expect(Object.keys(JSON.parse(map![1]) as object)).toEqual([
        'type',
        'Team',
        'Grundursache',
        'Komponente',
        'begünstigender Faktor',
        'year',
      ]);
      // The facets in the library's words: its vocabularies' German terms, type and year German.
      expect(search).toContain(
        'Filtern Sie nach Typ, Team, Grundursache, Komponente, begünstigender Faktor, Jahr:',
      );
      expect(search).toContain(
        '<meta name="description" content="Alle Fälle, Konzepte, Artikel und Abschriften durchsuchen und nach Typ, Team, Grundursache, Komponente, begünstigender Faktor und Jahr filtern.">',
      );
      const casePage = read('cases/OPS-0001/index.html');
      expect(casePage).toContain(
        '<span data-pagefind-filter="Komponente">Edge load balancer</span>',
      );
      expect(casePage).not.toContain('data-pagefind-filter="organisation"');
      // What Pagefind indexed: the facets it names, and no organisation.
      const filters = await (await loadPagefind(site.dist)).filters();
      expect(Object.keys(filters).sort()).toEqual([
        'Grundursache',
        'Komponente',
        'Team',
        'begünstigender Faktor',
        'type',
        'year',
      ]);
      expect(filters.Komponente['Edge load balancer']).toBe(1);
      expect(filters.Team['Initech Shop']).toBe(2);
    });

    it('speaks German on its case and home pages: <html lang="de"> and no word of the English table', () => {
      const examples = join(copy.root, 'content');
      // What the library wrote itself, which stays as written: every text of its cases, concepts
      // and vocabularies, its options' sentences and the names of its vocabularies (which come
      // from the library's vocabularies, not from the table of words).
      const own = new Set<string>();
      const collect = (v: unknown) => {
        if (typeof v === 'string') own.add(v.replace(/\s+/g, ' ').trim());
        else if (v && typeof v === 'object') Object.values(v).forEach(collect);
      };
      for (const dir of ['cases', 'concepts'])
        for (const [, text] of builtFiles(join(examples, dir), /\.md$/)) {
          const [, frontmatter, body] = text.split(/^---$/m);
          collect(parse(frontmatter));
          // Its headings are listed under "On this page".
          for (const [, heading] of body.matchAll(/^#+ (.+)$/gm)) own.add(heading.trim());
        }
      for (const [, text] of builtFiles(join(examples, 'taxonomies'), /\.yaml$/))
        collect(parse(text));
      const config = readFileSync(join(copy.root, 'astro.config.mjs'), 'utf8');
      for (const [, text] of config.matchAll(/(?:title|description|author|tagline): '([^']+)'/g))
        for (const piece of text.split(/\{\w+\}/)) own.add(piece.trim());
      own.add('CC-BY-4.0');
      for (const name of [
        'Components',
        'Component',
        'Root causes',
        'Root cause',
        'Contributing factors',
        'Contributing factor',
        'Organisations',
        'Organisation',
        'Impact',
        'Impact category',
      ])
        for (const n of [name, name.toLowerCase()]) own.add(n);
      const ownFirst = [...own].filter(Boolean).sort((a, b) => b.length - a.length);
      // The words only English says: in an English entry and in no German one.
      const words = (s: string) => s.toLowerCase().match(/\p{L}+/gu) ?? [];
      // The MCP server's instructions are no page's words (and name tools, such as search_cases).
      const entries = (table: Record<string, string | Record<string, string>>): string[] =>
        Object.entries(table)
          .filter(([key]) => !key.startsWith('mcp.'))
          .flatMap(([, e]) => (typeof e === 'string' ? [e] : Object.values(e)));
      const german = new Set(
        entries(STRING_TABLES.de).flatMap((e) => words(e.replace(/\{\w+\}/g, ''))),
      );
      const english = new Set(
        entries(EN)
          .flatMap((e) => words(e.replace(/\{\w+\}/g, '')))
          .filter((w) => !german.has(w)),
      );
      for (const page of ['cases/OPS-0001/index.html', 'index.html']) {
        const text = read(page);
        expect(text, page).toMatch(/^<!doctype html><html lang="de">/i);
        // The case's own body is its text, not the site's; code is a machine format (BibTeX).
        const pieces = visibleText(
          text,
          (el) =>
            el.tagName === 'code' ||
            ([el.properties.className].flat() as unknown[]).includes('prose'),
        );
        const left = pieces.flatMap((piece) => {
          let rest = piece.replace(/https?:\/\/\S+/g, ' ');
          for (const o of ownFirst) rest = rest.split(o).join(' ');
          return words(rest)
            .filter((w) => english.has(w))
            .map((w) => `${w} (in "${piece}")`);
        });
        expect(left, page).toEqual([]);
      }
      // The citation's note, in the BibTeX the case page gives, is in German too.
      expect(read('cases/OPS-0001/index.html')).toContain(
        'note         = {Fall OPS-0001 in der Initech Operations Library}',
      );
    });

    it("builds its own page in the site's frame, its links under the site", () => {
      const page = read('runbooks/index.html');
      const home = read('index.html');
      // The same header and footer as the generator's pages, with the library's title.
      const part = (text: string, tag: string) =>
        new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(text)?.[0];
      expect(part(page, 'header')).toBeDefined();
      expect(part(page, 'header')).toBe(part(home, 'header'));
      expect(part(page, 'footer')).toContain('Initech Operations Library');
      expect(page).toContain('<title>Runbooks · Initech Operations Library</title>');
      expect(page).toMatch(/^<!doctype html><html lang="de">/i);
      expect(page).toMatch(/<h1>Runbooks<\/h1>/);
      expect(page).toContain('<span aria-current="page">Runbooks</span>');
      expect(page).toContain('<meta name="robots" content="noindex">');
      // Its links to cases, built with the base-aware helper, lead to pages that were built.
      const links = [...page.matchAll(/<a href="(\/cases\/[^"]+)"/g)].map((m) => m[1]);
      expect(links).toEqual(['/cases/OPS-0001/', '/cases/OPS-0003/']);
      for (const href of links) statSync(join(site.dist, href, 'index.html'));
    });
  });
});
