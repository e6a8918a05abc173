import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { searchDocument } from '/work/main/src/postbuild/search-document.ts';
import { htmlPages } from '/work/main/src/postbuild/pagefind-shards.ts';
const dir = '/tmp/abwork/n5000/ours-dist';
const mode = process.argv[2];
const files = htmlPages(dir);
let t = performance.now();
let docs: [string, string][] | undefined;
if (mode === 'pre') { docs = []; for (const f of files) { const c = searchDocument(readFileSync(join(dir, f), 'utf8')); if (c !== undefined) docs.push([f, c]); } console.log('cut', (performance.now()-t).toFixed(0)); t = performance.now(); }
const { index } = await pagefind.createIndex({});
const pending: Promise<unknown>[] = [];
const it = docs ?? files.map((f) => [f, searchDocument(readFileSync(join(dir, f), 'utf8'))] as const);
let n = 0;
for (const [sourcePath, content] of (docs ? docs : (function* () { for (const f of files) { const c = searchDocument(readFileSync(join(dir, f), 'utf8')); if (c !== undefined) yield [f, c] as [string,string]; } })())) {
  if (pending.length >= 8) await pending.shift();
  pending.push(index!.addHTMLFile({ sourcePath, content })); n++;
}
await Promise.all(pending);
console.log(mode, 'add', n, (performance.now() - t).toFixed(0), 'ms');
await pagefind.close();
