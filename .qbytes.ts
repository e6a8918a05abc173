// experiment: bytes a first query loads from a bundle, Pagefind JS in Node
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { rankedSearch } from './src/site/search-rank.ts';
const bundle = process.argv[2];
const Q = ['etcd', 'leader election', 'certificate expiry', 'dns resolver timeout'];
let parts: Record<string, number> = {};
globalThis.fetch = (async (input: any) => {
  const url = typeof input === 'string' ? input : input.href ?? input.url;
  const p = fileURLToPath(url.replace(/[?#].*$/, ''));
  try {
    const b = readFileSync(p);
    const part = p.includes('/index/') ? 'index' : p.includes('/filter/') ? 'filter' : p.includes('/fragment/') ? 'fragment' : p.endsWith('.pf_meta') ? 'meta' : p.endsWith('.pagefind') ? 'wasm' : 'other';
    if (process.env.LIST && part === "index") console.log("  ", p.split("/").pop(), b.length);
    parts[part] = (parts[part] ?? 0) + (/\.(js|json)$/.test(p) ? gzipSync(b).length : b.length);
    return new Response(b);
  } catch { return new Response(null, { status: 404 }); }
}) as any;
const out: any[] = [];
for (const [i, q] of Q.entries()) {
  parts = {};
  const pf: any = await import(pathToFileURL(join(bundle, 'pagefind.js')).href + `?v=${i}`);
  await pf.options({ excerptLength: 30 });
  await pf.init();
  const r = await rankedSearch(pf, q, {});
  await Promise.all(r!.results.slice(0, 5).map((x) => x.data()));
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  out.push({ q, n: r!.results.length, totalKiB: +(total / 1024).toFixed(1), ...Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, +(v / 1024).toFixed(1)])) });
  if (process.argv[3]) { parts = {}; await pf.filters(); out.at(-1).filtersKiB = +(Object.values(parts).reduce((a, b) => a + b, 0) / 1024).toFixed(1); }
}
console.table(out);
