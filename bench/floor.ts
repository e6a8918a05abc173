/**
 * The benchmark's floor: only reading the case files and rendering their Markdown with our
 * pipeline, no site. `node bench/floor.ts <content-dir>` parses every case and concept body with
 * `parseBody` (src/model/markdown-tree.ts, the tree the validator checks) and renders it with
 * `renderTree` (src/markdown/index.ts), the two calls the build makes per entry.
 *
 * `--profile` instead runs the same stages one by one (limits check, remark-parse, GFM, each
 * remark plugin, remark-rehype, each rehype plugin, rehype-stringify) and prints each stage's
 * share of the time as JSON, so every plugin has to show what it costs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { defaultVocabularyList } from '../src/config/vocabularies.ts';
import { PAGE_KINDS } from '../src/model/kinds.ts';
import { emptyLinkIndex, type LinkIndex } from '../src/model/link-index.ts';
import { vocabularyModel } from '../src/model/vocabularies.ts';

interface Doc {
  path: string;
  file: string;
  body: string;
  bodyLine: number;
  frontmatter: Record<string, unknown>;
}

/** Reads every Markdown entry (cases and concepts in the benchmark's corpus), splitting off the frontmatter without validating it. */
export function readDocs(contentDir: string): Doc[] {
  const docs: Doc[] = [];
  for (const { type } of PAGE_KINDS) {
    if (!existsSync(join(contentDir, type))) continue;
    for (const name of readdirSync(join(contentDir, type)).sort()) {
      const path = join(contentDir, type, name);
      const text = readFileSync(path, 'utf8');
      const end = text.indexOf('\n---\n', 4);
      const bodyLine = text.slice(0, end + 5).split('\n').length;
      docs.push({
        path,
        file: `content/${type}/${name}`,
        body: text.slice(end + 5),
        bodyLine,
        frontmatter: {},
      });
    }
  }
  return docs;
}

/**
 * A link index from file names and vocabulary keys only: enough for the cross-link plugin. The
 * benchmark's corpus has the default vocabularies.
 */
export function linkIndexOf(contentDir: string): LinkIndex {
  const vocabularies = vocabularyModel(defaultVocabularyList());
  const index = emptyLinkIndex(vocabularies.linkKinds, '/');
  for (const k of PAGE_KINDS) {
    if (!existsSync(join(contentDir, k.type))) continue;
    for (const name of readdirSync(join(contentDir, k.type)))
      index.targets[k.link].add(name.slice(0, -3));
  }
  for (const v of vocabularies.rows) {
    for (const slug of Object.keys(
      parseYaml(readFileSync(join(contentDir, 'taxonomies', `${v.name}.yaml`), 'utf8')) ?? {},
    ))
      index.targets[v.link].add(slug);
  }
  return index;
}

/** Renders every doc as the loader does; returns the HTML bytes produced. */
async function renderAll(contentDir: string): Promise<{ docs: number; htmlBytes: number }> {
  const { renderTree } = await import('../src/markdown/index.ts');
  const { parseBody } = await import('../src/model/markdown-tree.ts');
  const { checkMarkdownLimits } = await import('../src/model/markdown-limits.ts');
  const docs = readDocs(contentDir);
  const links = linkIndexOf(contentDir);
  let htmlBytes = 0;
  for (const d of docs) {
    if (checkMarkdownLimits(d.body, d.bodyLine))
      throw new Error(`${d.file}: over the Markdown limits`);
    htmlBytes += renderTree(parseBody(d.body, d.bodyLine), {
      file: d.file,
      frontmatter: d.frontmatter,
      bodyLine: d.bodyLine,
      links,
    }).html.length;
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

/**
 * Times each stage of the build's own pipeline (`pipeline.attachers` from src/markdown/index.ts,
 * so a plugin added there is measured here) over the corpus; returns ms per stage and shares.
 * Plugins that only extend the parser (GFM) are timed as the difference of two parses.
 */
export async function profilePlugins(
  contentDir: string,
): Promise<{ docs: number; stages: { stage: string; ms: number; share: number }[] }> {
  const md = await import('../src/markdown/index.ts');
  const { checkMarkdownLimits } = await import('../src/model/markdown-limits.ts');
  const { unified } = await import('unified');
  const { VFile } = await import('vfile');
  const times: Record<string, number> = {};
  const add = (k: string, ms: number) => {
    times[k] = (times[k] ?? 0) + ms;
  };
  const attachers = md.pipeline.attachers as unknown as [Plugin, ...unknown[]][];
  const label = (fn: Plugin) => fn.name || 'anonymous';
  // A plugin is a parser extension if its attacher returns no transformer.
  const probe = unified();
  const extensions = new Set(
    attachers
      .filter(([fn, ...o]) => typeof fn.apply(probe, o as never[]) !== 'function')
      .map(([fn]) => fn),
  );
  const build = (withExtensions: boolean) => {
    const proc = unified();
    for (const [fn, ...o] of attachers) {
      if (extensions.has(fn)) {
        if (withExtensions || /parse|stringify/i.test(label(fn)))
          proc.use(fn as never, ...(o as never[]));
      } else proc.use(timed(label(fn), fn, times) as never, ...(o as never[]));
    }
    return proc;
  };
  const full = build(true);
  const bare = build(false);
  const extLabel = [...extensions]
    .map(label)
    .filter((n) => !/parse|stringify/i.test(n))
    .join(', ');
  const docs = readDocs(contentDir);
  const links = linkIndexOf(contentDir);
  for (const d of docs) {
    let t0 = performance.now();
    checkMarkdownLimits(d.body, d.bodyLine);
    add('markdown limits check', performance.now() - t0);
    t0 = performance.now();
    bare.parse(d.body);
    const bareParse = performance.now() - t0;
    const file = new VFile({
      value: d.body,
      path: d.file,
      data: { astro: { frontmatter: d.frontmatter }, bodyLine: d.bodyLine, links },
    });
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
  const stages = Object.entries(times)
    .map(([stage, ms]) => ({ stage, ms: Math.round(ms), share: ms / total }))
    .sort((a, b) => b.ms - a.ms);
  return { docs: docs.length, stages };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? '/tmp/il-bench/content';
  const t0 = performance.now();
  if (args.includes('--profile')) console.log(JSON.stringify(await profilePlugins(dir)));
  else
    console.log(
      JSON.stringify({ ...(await renderAll(dir)), ms: Math.round(performance.now() - t0) }),
    );
}
