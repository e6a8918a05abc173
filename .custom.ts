// experiment: index the same pages as custom records (from the fragments of a previous bundle)
import { readFileSync, readdirSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
const [src, out] = process.argv.slice(2);
const dir = join(src, 'fragment');
const recs = readdirSync(dir).map((f) => { const s = gunzipSync(readFileSync(join(dir, f))).toString('utf8'); return JSON.parse(s.slice(s.indexOf('{'))); });
const t0 = performance.now();
const { index } = await pagefind.createIndex({});
for (const r of recs) {
  const res = await index!.addCustomRecord({ url: r.url, content: r.content, language: 'en', meta: r.meta, filters: r.filters, sort: r.url.startsWith('/cases/') ? { case: '0' } : undefined });
  if (res.errors.length) throw new Error(res.errors.join());
}
const t1 = performance.now();
await index!.writeFiles({ outputPath: out });
const t2 = performance.now();
console.log(recs.length, 'add', Math.round(t1 - t0), 'write', Math.round(t2 - t1));
const { pagefindChildren } = await import('./src/postbuild/pagefind-process.ts');
for (const pid of pagefindChildren()) {
  const st = readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
  const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  console.log('pagefind cpu s', (Number(f[11]) + Number(f[12])) / 100, 'peak MiB', Math.round(Number(hwm) / 1024));
}
console.log('node cpu s', (process.cpuUsage().user + process.cpuUsage().system) / 1e6);
await pagefind.close();
