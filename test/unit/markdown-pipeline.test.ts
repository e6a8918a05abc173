// The sanitiser is the last step that changes a rendered body, and the content is rendered by our
// pipeline, not by Astro's (which appends its own rehype steps after every user plugin).
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { pathToFileURL } from 'node:url';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { AstroIntegration } from 'astro';
import config from '../../astro.config.mjs';
import { ROOT } from '../helpers/build-site.ts';
import { PAGE_CONCURRENCY } from '../../src/index.ts';
import { libraryMarkdownPlugins, processorPlugins } from '../../src/astro/markdown-plugins.ts';
import {
  createPipeline,
  markdownProcessor,
  pipeline,
  REHYPE_PLUGINS,
  REMARK_PLUGINS,
  REMARK_REHYPE_OPTIONS,
  renderBody,
} from '../../src/markdown/index.ts';
import { sanitizeSchema } from '../../src/markdown/sanitize.ts';
import { loadCorpus } from '../fixtures/hostile/corpus.ts';

const resanitize = unified().use(rehypeSanitize, sanitizeSchema).use(rehypeStringify);
const reparse = unified().use(rehypeStringify);

/** `html` parsed as a browser would and written out again: without and with a second sanitising. */
function roundTrips(html: string): [string, string] {
  const plain = reparse.stringify(fromHtml(html, { fragment: true }));
  const sanitized = resanitize.stringify(
    resanitize.runSync(fromHtml(html, { fragment: true })) as Root,
  );
  return [plain, sanitized];
}

const SAMPLE =
  '## Timeline\n\nFirst[^1], see [later](#timeline-1).\n\n## Timeline\n\n| a | b |\n|:-:|---|\n| `x` | ~~y~~ |\n\n- [x] done\n\n![logo](/favicon.svg "Logo")\n\n[^1]: A note.\n';

describe('the Markdown pipeline', () => {
  it('runs rehype-sanitize as the last transformer, right before the stringifier', () => {
    const plugins = pipeline.attachers.map(([plugin]) => plugin as unknown);
    expect(plugins.at(-1)).toBe(rehypeStringify);
    expect(plugins.at(-2)).toBe(rehypeSanitize);
    expect(plugins.filter((p) => p === rehypeSanitize)).toHaveLength(1);
  });

  it('gives output that sanitising again leaves byte for byte the same, for every corpus input', async () => {
    const inputs = [SAMPLE, ...loadCorpus().map((i) => i.body)];
    for (const body of inputs) {
      const { html } = await renderBody(body, { file: 'content/cases/IL-0001.md' });
      const [plain, sanitized] = roundTrips(html);
      expect(sanitized, body).toBe(plain);
    }
  });

  it('is the markdown.processor the integration in astro.config.mjs sets, rendering exactly as renderBody does', async () => {
    // The integration sets Astro's config when Astro sets up: run that hook and see what it sets.
    const integration = config.integrations
      ?.flat()
      .find((i): i is AstroIntegration => !!i && i.name === 'incident-library');
    const setup = integration?.hooks['astro:config:setup'] as unknown as (o: object) => void;
    const updates: { markdown?: { processor?: unknown } }[] = [];
    const middleware: string[] = [];
    // The repository's own folders: the hook checks that the files options name are there.
    const dir = pathToFileURL(`${ROOT}/`);
    setup({
      config: {
        root: dir,
        publicDir: new URL('public/', dir),
        cacheDir: dir,
        base: '/',
        build: { concurrency: 1 },
      },
      injectRoute: () => undefined,
      addMiddleware: (m: { entrypoint: URL | string }) => middleware.push(String(m.entrypoint)),
      updateConfig: (u: (typeof updates)[number]) => updates.push(u),
    });
    // The middleware that gives each page's CSP only its own inline hashes runs after any other.
    expect(middleware.some((m) => m.endsWith('/csp-middleware.ts'))).toBe(true);
    const processor = updates.find((u) => u.markdown)?.markdown?.processor as {
      name: string;
      createRenderer(
        o: object,
      ): Promise<{ render(c: string, o?: object): Promise<{ code: string }> }>;
    };
    expect(processor.name).toBe('incident-library');
    const renderer = await processor.createRenderer({});
    expect((await renderer.render(SAMPLE)).code).toBe((await renderBody(SAMPLE)).html);
  });

  it("asks Astro for 16 pages at once, unless the library's Astro config sets a number", () => {
    const integration = config.integrations
      ?.flat()
      .find((i): i is AstroIntegration => !!i && i.name === 'incident-library');
    const setup = integration?.hooks['astro:config:setup'] as unknown as (o: object) => void;
    // The repository's own folders: the hook checks that the files options name are there.
    const dir = pathToFileURL(`${ROOT}/`);
    const asked = (concurrency: number) => {
      const updates: { build?: { concurrency?: number } }[] = [];
      setup({
        config: {
          root: dir,
          publicDir: new URL('public/', dir),
          cacheDir: dir,
          base: '/',
          build: { concurrency },
        },
        injectRoute: () => undefined,
        addMiddleware: () => undefined,
        updateConfig: (u: (typeof updates)[number]) => updates.push(u),
      });
      return updates.find((u) => u.build)?.build?.concurrency;
    };
    // Astro's default is 1: one page rendered while the last one's file is written.
    expect(asked(1)).toBe(PAGE_CONCURRENCY);
    expect(PAGE_CONCURRENCY).toBe(16);
    expect(asked(4)).toBe(4);
  });

  it("exists because Astro's own processor changes the tree after the last user plugin", async () => {
    // createMarkdownProcessor appends rehype-images, its heading ids and rehype-raw after our
    // rehype plugins: here rehype-images rewrites a sanitised <img> into an Astro image marker.
    const astro = await createMarkdownProcessor({
      remarkPlugins: REMARK_PLUGINS,
      rehypePlugins: REHYPE_PLUGINS,
      remarkRehype: REMARK_REHYPE_OPTIONS,
      smartypants: false,
      gfm: true,
    } as never);
    const body = '![diagram](diagram.png)\n';
    const theirs = await astro.render(body, {
      fileURL: new URL('file:///repo/content/cases/IL-0001.md'),
    } as never);
    expect(theirs.code).toContain('__ASTRO_IMAGE_');
    expect((await renderBody(body)).html).toBe('<p><img src="diagram.png" alt="diagram"></p>');
  });

  it('passes the frontmatter to the plugins (citations link to the reference list)', async () => {
    const { html } = await renderBody('As shown [CP1], not [XX9].\n', {
      file: 'content/articles/a.md',
      frontmatter: { references: [{ key: 'CP1' }] },
    });
    expect(html).toBe('<p>As shown <a href="#ref-cp1">[CP1]</a>, not [XX9].</p>');
  });

  it("runs a library's remark plugins after ours and its rehype plugins before the sanitiser", async () => {
    const seen: string[] = [];
    // The remark plugin runs right after our last one; the rehype plugin's script, handler and
    // unprefixed id do not survive the sanitiser, which stays the last transformer.
    const remarkSeeLinks = () => (tree: { children: unknown[] }) => {
      seen.push(JSON.stringify(tree));
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Reviewed.' }] });
    };
    const rehypeHostile = () => (tree: { children: unknown[] }) => {
      tree.children.push(
        { type: 'element', tagName: 'script', properties: {}, children: [] },
        {
          type: 'element',
          tagName: 'p',
          properties: { onClick: 'alert(1)', id: 'top' },
          children: [{ type: 'text', value: 'Checked.' }],
        },
      );
    };
    const run = createPipeline({ remarkPlugins: [remarkSeeLinks], rehypePlugins: [rehypeHostile] });
    const plugins = run.attachers.map(([plugin]) => plugin as unknown);
    expect(plugins.slice(-3)).toEqual([rehypeHostile, rehypeSanitize, rehypeStringify]);
    expect(plugins.indexOf(remarkSeeLinks)).toBe(plugins.indexOf(REMARK_PLUGINS.at(-1)) + 1);
    const { html } = await renderBody('See [the docs](/docs/).\n', { pipeline: run });
    expect(html).toBe('<p>See <a href="/docs/">the docs</a>.</p>\n<p>Reviewed.</p><p>Checked.</p>');
    expect(seen).toHaveLength(1);
    // Astro's processor interface renders with the same plugins.
    const renderer = await markdownProcessor({
      remarkPlugins: [remarkSeeLinks],
      rehypePlugins: [rehypeHostile],
    }).createRenderer();
    expect((await renderer.render('See [the docs](/docs/).\n')).code).toBe(html);
  });

  it("takes a library's plugins from unified() and the deprecated lists, each once, and hands them to the loader", () => {
    const a = () => () => undefined;
    const b = () => () => undefined;
    const withOptions = [b, { x: 1 }];
    const markdown = {
      processor: { name: 'unified', options: { remarkPlugins: [a], rehypePlugins: [withOptions] } },
      // Astro copies the deprecated lists into the unified() processor's options.
      remarkPlugins: [a],
      rehypePlugins: [withOptions],
    };
    const plugins = libraryMarkdownPlugins(markdown as never);
    expect(plugins).toEqual({ remarkPlugins: [a], rehypePlugins: [withOptions] });
    // Emptied: Astro would otherwise warn that our processor ignores them.
    expect(markdown.remarkPlugins).toEqual([]);
    expect(processorPlugins({ processor: markdownProcessor(plugins) } as never)).toEqual(plugins);
    expect(processorPlugins({ processor: { name: 'unified', options: {} } } as never)).toEqual({
      remarkPlugins: [],
      rehypePlugins: [],
    });
    expect(() =>
      libraryMarkdownPlugins({ remarkPlugins: ['remark-toc'], rehypePlugins: [] } as never),
    ).toThrow(/^markdown\.remarkPlugins: the plugin "remark-toc" is named by a string/);
  });

  it('reads a body that starts with --- as Markdown, never as more frontmatter', async () => {
    const { html } = await renderBody('---\ntitle: injected\n---\n\nText.\n');
    expect(html).toBe(
      '<hr>\n<h2 id="user-content-title-injected">title: injected</h2>\n<p>Text.</p>',
    );
  });
});
