/**
 * Where a built site's bytes are: totals by top-level folder, by page template (case pages,
 * term pages and their later pages, year pages, listings, data files...), the largest files,
 * and for one sample case page the bytes of each element down to a depth (head, header, each
 * section of the page). Reads the output folder only.
 *
 *   npm exec -- node bench/output-parts.ts <dist> [--case IL-0100] [--depth 5] [--gzip] [--json]
 *
 * Bytes are bytes on disk (UTF-8): what Astro writes, Pagefind reads, the post-build checks parse
 * and a host's deploy limits count. `--gzip` adds each group's size as a host would send it: text
 * files (HTML, CSS, JS, JSON, XML, CSV, SVG...) gzipped at level 6, the others as they are
 * (Pagefind's index files are gzipped already, audio and images do not shrink).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { defaultVocabularyList } from '../src/config/vocabularies.ts';

/** One file of the output: its path (with `/`) and size in bytes; `gzip`, its size as sent (see `sentBytes`). */
export interface OutputFile {
  path: string;
  bytes: number;
  gzip?: number;
}

// Files a host compresses when it sends them; the rest (Pagefind's gzipped index, audio,
// images, fonts) go as they are.
const COMPRESSED = /\.(html|css|js|mjs|json|xml|csv|svg|txt|vtt|webmanifest|bib)$/;

/** The bytes of `file` in `dist` as a host sends it: gzip at level 6 for text files, raw otherwise. */
export function sentBytes(dist: string, file: OutputFile): number {
  if (!COMPRESSED.test(file.path)) return file.bytes;
  return gzipSync(readFileSync(join(dist, file.path)), { level: 6 }).length;
}

/** Every file under `dist`, paths relative to it with `/`. */
export function outputFiles(dist: string): OutputFile[] {
  const out: OutputFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile())
        out.push({ path: relative(dist, p).split(sep).join('/'), bytes: statSync(p).size });
    }
  };
  walk(dist);
  return out;
}

// The flagship's output, whose vocabularies are the default ones.
const TAXONOMY_SET = new Set<string>(defaultVocabularyList().map((v) => v.name));

/**
 * The template a file comes from, by its path: `case`, `term`, `term page 2+`, `year`,
 * `case index`, `data`, `pagefind`, `assets` and so on; `other page` for any other HTML page.
 */
export function templateOf(path: string): string {
  const parts = path.split('/');
  const top = parts[0];
  if (top === 'pagefind') return 'pagefind';
  if (top === '_astro' || top === 'icons' || /\.(svg|png|js|css)$/.test(path)) return 'assets';
  if (top === 'data') return path.endsWith('.html') ? 'other page' : 'data';
  if (!path.endsWith('.html')) return path.endsWith('.xml') ? 'feeds and sitemaps' : 'other file';
  if (top === 'cases') return /^cases\/IL-\d+\/index\.html$/.test(path) ? 'case' : 'case index';
  if (TAXONOMY_SET.has(top) || top === 'years') {
    const kind = top === 'years' ? 'year' : 'term';
    if (parts.length === 2) return `${kind} index`;
    return parts[2] === 'page' ? `${kind} page 2+` : kind;
  }
  return 'other page';
}

/** Bytes and file counts grouped by a key of each file. */
export function groupBytes(
  files: readonly OutputFile[],
  key: (f: OutputFile) => string,
): { key: string; files: number; bytes: number; gzip: number }[] {
  const groups = new Map<string, { key: string; files: number; bytes: number; gzip: number }>();
  for (const f of files) {
    const k = key(f);
    const g = groups.get(k) ?? { key: k, files: 0, bytes: 0, gzip: 0 };
    g.files++;
    g.bytes += f.bytes;
    g.gzip += f.gzip ?? 0;
    groups.set(k, g);
  }
  return [...groups.values()].sort((a, b) => b.bytes - a.bytes);
}

/** One element's share of a page: its depth, a label (`tag.class` or `tag#id`) and its bytes, start to end tag. */
export interface Part {
  depth: number;
  label: string;
  bytes: number;
}

/**
 * The bytes of each element of an HTML page down to `maxDepth` (0 is `<html>`), in document
 * order, leaving out elements under `minBytes`. Offsets come from the parser's positions, so a
 * part is the element's source text, tags included.
 */
export function pageParts(html: string, maxDepth = 5, minBytes = 200): Part[] {
  const tree: Root = fromHtml(html);
  const size = Buffer.byteLength(html);
  const byteAt = (offset: number) => Buffer.byteLength(html.slice(0, offset));
  const out: Part[] = [];
  const walk = (nodes: RootContent[], depth: number) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const el = node as Element;
      const start = el.position?.start.offset;
      const end = el.position?.end.offset;
      if (start !== undefined && end !== undefined) {
        const bytes = byteAt(end) - byteAt(start);
        const cls = el.properties.className;
        const label = `${el.tagName}${Array.isArray(cls) && cls.length ? `.${cls.join('.')}` : el.properties.id ? `#${String(el.properties.id)}` : el.properties.type ? `[${String(el.properties.type)}]` : ''}`;
        if (bytes >= minBytes) out.push({ depth, label, bytes });
      }
      if (depth < maxDepth) walk(el.children, depth + 1);
    }
  };
  walk(tree.children, 0);
  if (out[0]?.label === 'html') out[0].bytes = size;
  return out;
}

const kib = (n: number) => (n / 1024).toFixed(1).padStart(9);
const mib = (n: number) => (n / 1024 / 1024).toFixed(2).padStart(8);

function main(argv: string[]) {
  const args = argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const caseId = flag('--case');
  const depth = Number(flag('--depth') ?? 5);
  const json = args.includes('--json');
  const gzip = args.includes('--gzip');
  const dist = args.find((a) => !a.startsWith('--'));
  if (!dist) {
    console.error(
      'usage: node bench/output-parts.ts <dist> [--case IL-0100] [--depth 5] [--gzip] [--json]',
    );
    process.exit(2);
  }
  const files = outputFiles(dist);
  if (gzip) for (const f of files) f.gzip = sentBytes(dist, f);
  const totalGzip = files.reduce((s, f) => s + (f.gzip ?? 0), 0);
  const cases = files.filter((f) => templateOf(f.path) === 'case');
  const total = files.reduce((s, f) => s + f.bytes, 0);
  const folders = groupBytes(files, (f) =>
    f.path.includes('/') ? `${f.path.split('/')[0]}/` : f.path,
  );
  const templates = groupBytes(files, (f) => templateOf(f.path));
  const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 12);
  const sample = caseId ? `cases/${caseId}/index.html` : cases[Math.floor(cases.length / 2)]?.path;
  const parts = sample ? pageParts(readFileSync(join(dist, sample), 'utf8'), depth) : [];
  const perThousand = cases.length ? (total / 1024 / 1024 / cases.length) * 1000 : 0;
  if (json) {
    console.log(
      JSON.stringify(
        {
          dist,
          total,
          cases: cases.length,
          mibPerThousandCases: perThousand,
          ...(gzip ? { gzip: totalGzip } : {}),
          folders,
          templates,
          largest,
          sample,
          parts,
        },
        null,
        2,
      ),
    );
    return;
  }
  console.log(
    `${dist}: ${mib(total).trim()} MiB in ${files.length} files; ${cases.length} case pages; ${perThousand.toFixed(1)} MiB per 1,000 cases`,
  );
  if (gzip && cases.length)
    console.log(
      `sent gzipped: ${mib(totalGzip).trim()} MiB; ${((totalGzip / 1024 / 1024 / cases.length) * 1000).toFixed(1)} MiB per 1,000 cases`,
    );
  // With --gzip, each group's sent size after its raw size.
  const z = (g: { gzip: number }) => (gzip ? `${mib(g.gzip)}  ` : '');
  console.log(`\nBy folder (MiB${gzip ? ', MiB gzipped' : ''}, files):`);
  for (const g of folders.slice(0, 20))
    console.log(`${mib(g.bytes)}  ${z(g)}${String(g.files).padStart(6)}  ${g.key}`);
  console.log(`\nBy template (MiB${gzip ? ', MiB gzipped' : ''}, files, KiB per file):`);
  for (const g of templates)
    console.log(
      `${mib(g.bytes)}  ${z(g)}${String(g.files).padStart(6)}  ${kib(g.bytes / g.files)}  ${g.key}`,
    );
  console.log('\nLargest files (KiB):');
  for (const f of largest) console.log(`${kib(f.bytes)}  ${f.path}`);
  if (sample) {
    console.log(`\n${sample} by part (bytes):`);
    for (const p of parts)
      console.log(`${String(p.bytes).padStart(8)}  ${'  '.repeat(p.depth)}${p.label}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv);
