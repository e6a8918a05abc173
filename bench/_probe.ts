import { loadPagefind } from '../test/helpers/pagefind-query.ts';
const pf = await loadPagefind('/tmp/search-dist-before');
const all = await pf.search(null, { sort: { case: 'asc' } });
const cases = new Set(all!.results.map(r => r.id));
for (const q of ['kubernetes', 'outage', 'upgrade', 'etcd', 'quorum', 'etcd quorum', 'timeout', 'incident', 'lb', 'cloudflare']) {
  const r = await pf.search(q);
  console.log(q, r?.results.length, r?.results.filter(x => cases.has(x.id)).length);
}
