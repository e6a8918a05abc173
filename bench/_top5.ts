import { loadPagefind, topResults } from '../test/helpers/pagefind-query.ts';
const dist = process.argv[2];
const pf = await loadPagefind(dist);
const qs = process.argv.slice(3).length ? process.argv.slice(3) : ['kubernetes upgrade outage', 'k8s etcd', 'LB timeout', 'config push', 'clodflare'];
for (const q of qs) {
  const hits = await topResults(pf, dist, q, 5);
  console.log(`## ${q}`);
  for (const h of hits) console.log(`- ${h.bestMatch ? '[best] ' : ''}${h.title.slice(0, 100)}${h.matched ? ` (matches ${h.matched.join(', ')})` : ''}`);
}
