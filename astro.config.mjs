// @ts-check
// The flagship library: the generator's first user, configured as any team's library is.
import { defineConfig } from 'astro/config';
import incidentLibrary, { defaultVocabularies } from './src/index.ts';

// The default vocabularies, with the flagship's own words for two of them: a public library's
// organisations are those whose reports it retells, and its impact categories follow VOID's.
const intros = /** @type {Record<string, string>} */ ({
  organisations: 'Whose incidents the library holds, from their own public reports.',
  'impact-categories': 'What the incidents did to users, after the VOID categories.',
});
const vocabularies = defaultVocabularies.map((v) =>
  intros[v.name] ? { ...v, intro: intros[v.name] } : v,
);

const env = process.env;

export default defineConfig({
  // SITE_URL and SITE_BASE let a deployment live under a sub-path (GitHub project pages: /<repo>/).
  site: env.SITE_URL ?? 'https://incident-library.example.org',
  base: env.SITE_BASE ?? '/',
  // A cache folder of its own lets a second build run beside another (each holds its cache).
  cacheDir: env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  devToolbar: { enabled: false },
  integrations: [
    incidentLibrary({
      title: 'Incident Library',
      description:
        'A library of public infrastructure incidents, cross-linked by component, root cause and contributing factor.',
      tagline:
        "How real systems failed: {cases} public incidents from {organisations} organisations, each retold from the organisation's own postmortem and cross-linked by component, root cause and contributing factor.",
      about:
        "Public incidents, retold in our own words from the organisations' own reports. Every case cites its sources.",
      idPrefix: 'IL',
      author: 'Incident Library contributors',
      vocabularies,
      // A public library: every case cites a public source, and no host is internal.
      sources: 'required',
      internalHosts: [],
      repository: {
        url: env.REPO_URL ?? 'https://github.com/incident-library/incident-library',
        branch: env.REPO_BRANCH ?? 'main',
      },
      // The groups of the components index, in this order.
      componentKinds: {
        'kubernetes-control-plane': 'Kubernetes control plane',
        'kubernetes-workloads': 'Kubernetes nodes and workloads',
        'cloud-services': 'Managed cloud services',
        networking: 'Networking, DNS and traffic',
        'data-stores': 'Databases, caches and messaging',
        storage: 'Storage and backups',
        'ml-infrastructure': 'ML serving and accelerators',
        'delivery-and-operations': 'Delivery and operations tooling',
        'security-and-identity': 'Security and identity',
        foundations: 'Power, time and other foundations',
      },
      search: { placeholder: 'etcd, DNS, certificate expiry…' },
      // The flagship's own words where the generator's are neutral: a public library of other
      // organisations' incidents, retold from their reports.
      strings: {
        'home.rssNote':
          '{link}; every term and year page (component, root cause, factor, organisation, impact) has its own feed.',
        'cases.lede':
          "Every incident in the library, retold from the organisation's own report, with its impact, how long it lasted and its root causes.",
        'mcp.instructions':
          "{title}: public incidents, each retold from its organisation's postmortem. Use similar_cases with a description of an ongoing incident to find what happened before; search_cases for words and facets; get_case for one case's timeline and sources; list_terms for the vocabularies. Every case comes with its page's URL.",
      },
      podcast: {
        title: 'Incident Library podcast',
        description:
          'Short episodes made from the concept pages of the Incident Library: how the technologies behind public incidents work and how they fail.',
        image: '/podcast-cover.png',
      },
    }),
  ],
});
