/**
 * What Pagefind's indexing costs in memory, and what sharding would save: indexes a built site
 * (`<dist>`, Pagefind bundle not needed) once whole, then in `k` shards, each shard in a fresh
 * Pagefind process (`pagefind.close()` between shards) written to its own bundle
 * (`pagefind-shard-<i>/`), which a search UI would combine with Pagefind's `mergeIndex`.
 * Each step runs as a child process measured by bench/measure.ts; prints JSON.
 *
 * Usage: `node bench/pagefind-memory.ts <dist> [k=4]`; inside: `--child <dist> <out> <i> <k>`.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import { dirBytes, measure } from './measure.ts';

/** Every HTML file under `dir`, sorted, relative to it. */
function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith('pagefind')) walk(p);
      } else if (e.name.endsWith('.html')) out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

/** Indexes shard `i` of `k` (every k-th file) of `dist` into `out`. */
async function indexShard(dist: string, out: string, i: number, k: number): Promise<number> {
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('pagefind: no index');
  let pages = 0;
  const files = htmlFiles(dist).filter((_, n) => n % k === i);
  for (const f of files) {
    const r = await index.addHTMLFile({
      sourcePath: f,
      content: readFileSync(join(dist, f), 'utf8'),
    });
    if (r.errors.length) throw new Error(r.errors.join('; '));
    if (r.file) pages++;
  }
  await index.writeFiles({ outputPath: out });
  await pagefind.close();
  return pages;
}

if (process.argv[2] === '--child') {
  const [dist, out, i, k] = process.argv.slice(3);
  console.log(await indexShard(dist, out, Number(i), Number(k)));
} else if (import.meta.main) {
  const dist = process.argv[2];
  const k = Number(process.argv[3] ?? 4);
  const work = `${dist}-pagefind-memory`;
  rmSync(work, { recursive: true, force: true });
  const results: Record<string, unknown>[] = [];
  for (const [shards, label] of [
    [1, 'one index'],
    [k, `${k} shards`],
  ] as const) {
    for (let i = 0; i < shards; i++) {
      const out = join(work, shards === 1 ? 'pagefind' : `pagefind-shard-${i}`);
      const r = await measure(
        process.execPath,
        [import.meta.filename, '--child', dist, out, String(i), String(shards)],
        { cwd: process.cwd() },
      );
      results.push({
        label,
        shard: i,
        ok: r.ok,
        wallS: r.wallS,
        cpuS: r.cpuS,
        pagefindPeakMiB: r.peaks.pagefind,
        nodePeakMiB: r.peaks.node,
        pages: Number(r.stdout.trim()),
        bundleBytes: dirBytes(out),
        error: r.ok ? undefined : r.stderr.slice(-500),
      });
      console.error(JSON.stringify(results.at(-1)));
    }
  }
  console.log(JSON.stringify(results, null, 1));
}
