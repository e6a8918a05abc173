/**
 * The benchmark's floor: only reading the case files and rendering their Markdown with our
 * remark/rehype plugins, no site. `node bench/floor.ts <content-dir>` renders with exactly the
 * processor the build uses (`unified(markdownProcessorOptions)` from astro.config.mjs).
 *
 * `--profile` instead rebuilds the same pipeline stage by stage (Astro's `createMarkdownProcessor`
 * order: parse, gfm, our remark plugins, collect-images, remark-rehype, our rehype plugins,
 * images, heading ids, rehype-raw, stringify) and prints each stage's share of the time as JSON,
 * so every plugin has to show what it costs. The pipeline order is adapted from
 * node_modules/@astrojs/markdown-remark/dist/index.js.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { setLinkIndex, type LinkIndex } from '../src/markdown/link-index.ts';
import { LINK_KINDS, type LinkKind } from '../src/lib/urls.ts';

interface Doc { path: string; body: string; frontmatter: Record<string, unknown> }

/** Reads every case and concept, splitting off the frontmatter without validating it. */
export function readDocs(contentDir: string): Doc[] {
  const docs: Doc[] = [];
  for (const type of ['cases', 'concepts']) {
    for (const name of readdirSync(join(contentDir, type)).sort()) {
      const path = join(contentDir, type, name);
      const text = readFileSync(path, 'utf8');
      const end = text.indexOf('\n---\n', 4);
      docs.push({ path, body: text.slice(end + 5), frontmatter: {} });
    }
  }
  return docs;
}

/** A link index from file names and vocabulary keys only: enough for the cross-link plugin. */
export function linkIndexOf(contentDir: string): LinkIndex {
  const targets = Object.fromEntries(Object.keys(LINK_KINDS).map((k) => [k, new Set<string>()])) as Record<LinkKind, Set<string>>;
  for (const name of readdirSync(join(contentDir, 'cases'))) targets.case.add(name.slice(0, -3));
  for (const name of readdirSync(join(contentDir, 'concepts'))) targets.concept.add(name.slice(0, -3));
  const vocab = { component: 'components', 'root-cause': 'root-causes', factor: 'contributing-factors', organisation: 'organisations', impact: 'impact-categories' } as const;
  for (const [kind, file] of Object.entries(vocab)) {
    for (const slug of Object.keys(parseYaml(readFileSync(join(contentDir, 'taxonomies', `${file}.yaml`), 'utf8')) ?? {})) targets[kind as LinkKind].add(slug);
  }
  return { base: '/', targets, titles: new Map(), anchors: new Map() };
}

/** Renders every doc with the build's processor; returns the HTML bytes produced. */
async function renderAll(contentDir: string): Promise<{ docs: number; htmlBytes: number }> {
  const { markdownProcessorOptions } = await import('../src/markdown/index.ts');
  const { unified } = await import('@astrojs/markdown-remark');
  const renderer = await unified(markdownProcessorOptions as never).createRenderer({ syntaxHighlight: false } as never);
  const docs = readDocs(contentDir);
  setLinkIndex(linkIndexOf(contentDir));
  let htmlBytes = 0;
  for (const d of docs) {
    const r = await renderer.render(d.body, { fileURL: pathToFileURL(d.path), frontmatter: d.frontmatter });
    htmlBytes += r.code.length;
  }
  return { docs: docs.length, htmlBytes };
}

type Plugin = (...args: never[]) => unknown;

/** Wraps a unified attacher so the transformer it returns adds its time to `times[name]`. */
function timed(name: string, plugin: Plugin, times: Record<string, number>): Plugin {
  return function (this: unknown, ...args: never[]) {
    const transformer = plugin.apply(this, args) as ((...a: unknown[]) => unknown) | undefined;
    if (typeof transformer !== 'function') return transformer;
    return function (this: unknown, ...a: unknown[]) {
      const t0 = performance.now();
      const out = transformer.apply(this, a);
      times[name] = (times[name] ?? 0) + performance.now() - t0;
      return out;
    };
  } as Plugin;
}

/** Times each stage of the pipeline over the corpus; returns ms per stage and their shares. */
export async function profilePlugins(contentDir: string): Promise<{ docs: number; stages: { stage: string; ms: number; share: number }[] }> {
  const { markdownProcessorOptions: o } = await import('../src/markdown/index.ts');
  const { unified } = await import('unified');
  const { default: remarkParse } = await import('remark-parse');
  const { default: remarkGfm } = await import('remark-gfm');
  const { default: remarkRehype } = await import('remark-rehype');
  const { default: rehypeRaw } = await import('rehype-raw');
  const { default: rehypeStringify } = await import('rehype-stringify');
  const { remarkCollectImages, rehypeHeadingIds } = await import('@astrojs/markdown-remark');
  const astroDist = join(import.meta.dirname, '../node_modules/@astrojs/markdown-remark/dist');
  const { rehypeImages } = await import(pathToFileURL(join(astroDist, 'rehype-images.js')).href);
  const { VFile } = await import('vfile');
  const times: Record<string, number> = {};
  const name = (p: unknown) => (p as { name?: string }).name || 'anonymous';
  const asPair = (p: unknown): [Plugin, unknown?] => (Array.isArray(p) ? [p[0], p[1]] : [p as Plugin]);
  const build = (withGfm: boolean) => {
    const proc = unified().use(remarkParse);
    if (withGfm) proc.use(remarkGfm);
    for (const p of o.remarkPlugins) { const [fn, opt] = asPair(p); proc.use(timed(`remark: ${name(fn)}`, fn, times) as never, opt); }
    proc.use(timed('astro: remark-collect-images', remarkCollectImages as Plugin, times) as never);
    proc.use(timed('remark-rehype (mdast to hast)', remarkRehype as unknown as Plugin, times) as never, { allowDangerousHtml: true, passThrough: [], ...o.remarkRehype });
    for (const p of o.rehypePlugins) { const [fn, opt] = asPair(p); proc.use(timed(`rehype: ${name(fn)}`, fn, times) as never, opt); }
    proc.use(timed('astro: rehype-images', rehypeImages, times) as never);
    proc.use(timed('astro: rehype-heading-ids', rehypeHeadingIds as Plugin, times) as never);
    proc.use(timed('astro: rehype-raw (parse5 round trip)', rehypeRaw as unknown as Plugin, times) as never);
    proc.use(rehypeStringify, { allowDangerousHtml: true });
    return proc;
  };
  const docs = readDocs(contentDir);
  setLinkIndex(linkIndexOf(contentDir));
  const full = build(o.gfm);
  const plain = build(false);
  const add = (k: string, ms: number) => { times[k] = (times[k] ?? 0) + ms; };
  for (const d of docs) {
    const file = new VFile({ value: d.body, path: pathToFileURL(d.path), data: { astro: { frontmatter: d.frontmatter } } });
    let t0 = performance.now();
    plain.parse(d.body);
    const plainParse = performance.now() - t0;
    t0 = performance.now();
    const tree = full.parse(file);
    const parse = performance.now() - t0;
    add('remark-parse (micromark)', Math.min(plainParse, parse));
    add('remark-gfm (parse extensions)', Math.max(0, parse - plainParse));
    const out = await full.run(tree, file);
    t0 = performance.now();
    full.stringify(out as never, file);
    add('rehype-stringify', performance.now() - t0);
  }
  const total = Object.values(times).reduce((a, b) => a + b, 0);
  const stages = Object.entries(times).map(([stage, ms]) => ({ stage, ms: Math.round(ms), share: ms / total })).sort((a, b) => b.ms - a.ms);
  return { docs: docs.length, stages };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? '/tmp/il-bench/content';
  const t0 = performance.now();
  if (args.includes('--profile')) console.log(JSON.stringify(await profilePlugins(dir)));
  else console.log(JSON.stringify({ ...(await renderAll(dir)), ms: Math.round(performance.now() - t0) }));
}
