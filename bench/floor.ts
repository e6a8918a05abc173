/**
 * The benchmark's floor: only reading the case files and rendering their Markdown with our
 * remark/rehype plugins, no site. `node bench/floor.ts <content-dir>` renders every case and
 * concept with `renderBody` from src/markdown/index.ts, the function the content loader calls.
 *
 * `--profile` instead runs the same stages one by one (limits check, remark-parse, GFM, each
 * remark plugin, remark-rehype, each rehype plugin, rehype-stringify) and prints each stage's
 * share of the time as JSON, so every plugin has to show what it costs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { setLinkIndex, type LinkIndex } from '../src/markdown/link-index.ts';
import { LINK_KINDS, type LinkKind } from '../src/model/urls.ts';

interface Doc { path: string; file: string; body: string; bodyLine: number; frontmatter: Record<string, unknown> }

/** Reads every case and concept, splitting off the frontmatter without validating it. */
export function readDocs(contentDir: string): Doc[] {
  const docs: Doc[] = [];
  for (const type of ['cases', 'concepts']) {
    for (const name of readdirSync(join(contentDir, type)).sort()) {
      const path = join(contentDir, type, name);
      const text = readFileSync(path, 'utf8');
      const end = text.indexOf('\n---\n', 4);
      const bodyLine = text.slice(0, end + 5).split('\n').length;
      docs.push({ path, file: `content/${type}/${name}`, body: text.slice(end + 5), bodyLine, frontmatter: {} });
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

/** Renders every doc as the loader does; returns the HTML bytes produced. */
async function renderAll(contentDir: string): Promise<{ docs: number; htmlBytes: number }> {
  const { renderBody } = await import('../src/markdown/index.ts');
  const docs = readDocs(contentDir);
  setLinkIndex(linkIndexOf(contentDir));
  let htmlBytes = 0;
  for (const d of docs) htmlBytes += (await renderBody(d.body, { file: d.file, frontmatter: d.frontmatter, bodyLine: d.bodyLine })).html.length;
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

/**
 * Times each stage of the build's own pipeline (`pipeline.attachers` from src/markdown/index.ts,
 * so a plugin added there is measured here) over the corpus; returns ms per stage and shares.
 * Plugins that only extend the parser (GFM) are timed as the difference of two parses.
 */
export async function profilePlugins(contentDir: string): Promise<{ docs: number; stages: { stage: string; ms: number; share: number }[] }> {
  const md = await import('../src/markdown/index.ts');
  const { checkMarkdownLimits } = await import('../src/model/markdown-limits.ts');
  const { unified } = await import('unified');
  const { VFile } = await import('vfile');
  const times: Record<string, number> = {};
  const add = (k: string, ms: number) => { times[k] = (times[k] ?? 0) + ms; };
  const attachers = md.pipeline.attachers as unknown as [Plugin, ...unknown[]][];
  const label = (fn: Plugin) => fn.name || 'anonymous';
  // A plugin is a parser extension if its attacher returns no transformer.
  const probe = unified();
  const extensions = new Set(attachers.filter(([fn, ...o]) => typeof fn.apply(probe, o as never[]) !== 'function').map(([fn]) => fn));
  const build = (withExtensions: boolean) => {
    const proc = unified();
    for (const [fn, ...o] of attachers) {
      if (extensions.has(fn)) { if (withExtensions || /parse|stringify/i.test(label(fn))) proc.use(fn as never, ...(o as never[])); }
      else proc.use(timed(label(fn), fn, times) as never, ...(o as never[]));
    }
    return proc;
  };
  const full = build(true);
  const bare = build(false);
  const extLabel = [...extensions].map(label).filter((n) => !/parse|stringify/i.test(n)).join(', ');
  const docs = readDocs(contentDir);
  setLinkIndex(linkIndexOf(contentDir));
  for (const d of docs) {
    let t0 = performance.now();
    checkMarkdownLimits(d.body, d.bodyLine);
    add('markdown limits check', performance.now() - t0);
    t0 = performance.now();
    bare.parse(d.body);
    const bareParse = performance.now() - t0;
    const file = new VFile({ value: d.body, path: d.file, data: { astro: { frontmatter: d.frontmatter }, bodyLine: d.bodyLine } });
    t0 = performance.now();
    const tree = full.parse(file);
    const parse = performance.now() - t0;
    add('parse (remark-parse, micromark)', Math.min(bareParse, parse));
    add(`parse extensions (${extLabel})`, Math.max(0, parse - bareParse));
    const out = await full.run(tree, file);
    t0 = performance.now();
    full.stringify(out as never, file);
    add('stringify (rehype-stringify)', performance.now() - t0);
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
