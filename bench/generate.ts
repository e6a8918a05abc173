/**
 * A deterministic generator of synthetic incident cases for the benchmark: `N` case files of
 * about 600 words that pass our schemas, plus the vocabularies and concept pages they name.
 *
 * Shape: seven sections (three required), bullet lists, inline code, 40 components,
 * 8 root causes, 16 contributing factors, 6 impact categories, 50 organisations, 12 concept pages;
 * body cross-links to terms, concepts and other cases (some with `#trigger` anchors) and 0 to 2
 * typed `related` cases. Prose is drawn from a fixed word list plus about 4,000 made-up words
 * picked with a Zipf-like skew, so the search index grows the way a real corpus's does.
 * The same `n` and seed always give the same bytes.
 *
 * Usage: `node bench/generate.ts <n> <out-dir>` writes `<out-dir>/{cases,concepts,taxonomies}`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** mulberry32: a tiny seeded PRNG; returns floats in [0, 1). */
export function makeRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Case ID for a 1-based number: IL-0001 .. IL-9999, then IL-10000 upwards. */
export function caseId(i: number): string {
  return `IL-${String(i).padStart(4, '0')}`;
}

const COMPONENT_NAMES = [
  'etcd',
  'kubelet',
  'kube-apiserver',
  'kube-scheduler',
  'coredns',
  'dns-resolver',
  'bgp',
  'load-balancer',
  'cdn-edge',
  'tls-certificates',
  'service-mesh',
  'envoy',
  'ingress-controller',
  'container-runtime',
  'object-storage',
  'block-storage',
  'postgres',
  'mysql',
  'redis',
  'kafka',
  'zookeeper',
  'consul',
  'vault',
  'terraform',
  'ci-pipeline',
  'feature-flags',
  'config-service',
  'identity-provider',
  'rate-limiter',
  'message-queue',
  'autoscaler',
  'gpu-scheduler',
  'inference-server',
  'model-registry',
  'nvidia-driver',
  'network-fabric',
  'firewall',
  'ntp',
  'logging-pipeline',
  'monitoring',
];
const ROOT_CAUSES = [
  'software-defect',
  'configuration-change',
  'capacity-exhaustion',
  'hardware-failure',
  'dependency-failure',
  'operator-error',
  'expired-credential',
  'network-partition',
];
const FACTORS = [
  'no-client-keepalive',
  'missing-canary',
  'alert-fatigue',
  'single-region',
  'retry-storm',
  'thundering-herd',
  'stale-runbook',
  'untested-failover',
  'hidden-dependency',
  'global-config-push',
  'slow-rollback',
  'noisy-neighbour',
  'missing-rate-limit',
  'clock-skew',
  'manual-change',
  'shared-fate',
];
const IMPACTS = [
  'full-outage',
  'partial-outage',
  'increased-errors',
  'increased-latency',
  'data-loss',
  'degraded-feature',
];
const CONCEPTS = [
  'etcd',
  'consul',
  'kubelet',
  'coredns',
  'bgp',
  'envoy',
  'kafka',
  'postgres',
  'redis',
  'terraform',
  'autoscaler',
  'inference-server',
];
const SECTIONS = [
  'Symptoms',
  'Trigger',
  'Root cause',
  'Detection',
  'Remediation',
  'Action items',
  'Lessons',
];

/** Common words of incident write-ups; made-up words are added to these for the long tail. */
const WORDS = (
  'the a of to and in on for with was were is it that as by from at after before during when while ' +
  'request requests write writes read reads node nodes cluster clusters leader election replica replicas ' +
  'timeout timeouts error errors latency traffic region zone zones deploy deployment rollout rollback ' +
  'config configuration change changes certificate expiry expired dns resolver resolvers query queries ' +
  'cache caches queue backlog retry retries connection connections pool database primary secondary failover ' +
  'disk memory cpu quota limit limits throttle throttled load balancer health check checks probe probes ' +
  'alert alerts page paged engineer engineers operator operators customer customers service services api ' +
  'control plane data packet packets route routes upstream downstream dependency dependencies version ' +
  'upgrade upgrades patch restart restarted drain drained scale scaled capacity storage volume volumes ' +
  'token tokens credential credentials key keys lease leases heartbeat heartbeats lock locks consensus ' +
  'quorum partition partitions network link links switch switches firmware driver drivers gpu gpus model ' +
  'inference batch batches job jobs scheduler scheduling pod pods container containers image images'
).split(' ');

/** ~4,000 made-up words (syllable products), so the vocabulary has a realistic long tail. */
function madeUpWords(): string[] {
  const a = [
    'ka',
    'lo',
    'mi',
    'ter',
    'zan',
    'qu',
    've',
    'dor',
    'ix',
    'pra',
    'sul',
    'nem',
    'tho',
    'rab',
    'fen',
    'gli',
  ];
  const b = [
    'ra',
    'no',
    'li',
    'vex',
    'sta',
    'mon',
    'pel',
    'dri',
    'ko',
    'sa',
    'tu',
    'ber',
    'cal',
    'om',
    'fi',
    'yen',
  ];
  const c = ['d', 'n', 'x', 'rt', 'ss', 'l', 'm', 'k', 'p', 'th', 's', 'ft', 'ng', 'ck', 'v', 'z'];
  const out: string[] = [];
  for (const x of a) for (const y of b) for (const z of c) out.push(x + y + z);
  return out;
}

/** The vocabularies and concept pages a corpus uses, as file path to text. */
export function vocabularyFiles(): Record<string, string> {
  const yaml = (entries: [string, string, string, string?][]) =>
    entries
      .map(
        ([slug, label, description, extra]) =>
          `${slug}:\n  label: "${label}"\n  description: "${description}"\n${extra ?? ''}`,
      )
      .join('');
  const title = (s: string) =>
    s
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
  const files: Record<string, string> = {
    'taxonomies/components.yaml': yaml(
      COMPONENT_NAMES.map((s) => [
        s,
        title(s),
        `The ${s.replace(/-/g, ' ')} component, synthetic.`,
        CONCEPTS.includes(s) ? `  concept: ${s}\n` : undefined,
      ]),
    ),
    'taxonomies/root-causes.yaml': yaml(
      ROOT_CAUSES.map((s) => [s, title(s), `Root cause: ${s.replace(/-/g, ' ')}.`]),
    ),
    'taxonomies/contributing-factors.yaml': yaml(
      FACTORS.map((s) => [s, title(s), `Contributing factor: ${s.replace(/-/g, ' ')}.`]),
    ),
    'taxonomies/impact-categories.yaml': yaml(
      IMPACTS.map((s) => [s, title(s), `Impact: ${s.replace(/-/g, ' ')}.`]),
    ),
    'taxonomies/organisations.yaml': yaml(
      Array.from({ length: 50 }, (_, i) => [
        `org-${i + 1}`,
        `Organisation ${i + 1}`,
        `Synthetic organisation number ${i + 1}.`,
        `  url: "https://org-${i + 1}.example.org/"\n`,
      ]),
    ),
  };
  for (const slug of CONCEPTS) {
    files[`concepts/${slug}.md`] =
      `---\ntitle: "${title(slug)}"\nsummary: "What ${slug} is and how it fails, synthetic."\ncomponents: [${slug}]\n---\n\n## How it fails\n\n${title(slug)} fails in the ways the cases below describe. See [${title(slug)}](component:${slug}).\n`;
  }
  return files;
}

/** Picks from `list` with a Zipf-like skew toward the front (rank^-1.1 approximately). */
function zipf(rand: () => number, list: readonly string[]): string {
  return list[Math.min(list.length - 1, Math.floor(list.length * rand() ** 3))];
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

function pickSome<T>(rand: () => number, list: readonly T[], min: number, max: number): T[] {
  const k = min + Math.floor(rand() * (max - min + 1));
  const out = new Set<T>();
  while (out.size < k) out.add(pick(rand, list));
  return [...out];
}

/** Builds one case file. `n` is the corpus size, so cross-links only name cases that exist. */
export function caseFile(i: number, n: number, seed = 7): string {
  const rand = makeRandom(seed * 1_000_003 + i);
  const tail = MADE_UP;
  const word = () => (rand() < 0.3 ? zipf(rand, tail) : zipf(rand, WORDS));
  const sentence = (len: number) => {
    const w = Array.from({ length: len }, word);
    w[0] = w[0][0].toUpperCase() + w[0].slice(1);
    return `${w.join(' ')}.`;
  };
  const id = caseId(i);
  const org = `org-${1 + Math.floor(rand() * 50)}`;
  const components = pickSome(rand, COMPONENT_NAMES, 2, 4);
  const causes = pickSome(rand, ROOT_CAUSES, 1, 2);
  const factors = pickSome(rand, FACTORS, 0, 3);
  const impacts = pickSome(rand, IMPACTS, 1, 2);
  const concepts = components.filter((c) => CONCEPTS.includes(c));
  const other = () => {
    const j = 1 + Math.floor(rand() * (n - 1));
    return caseId(j >= i ? j + 1 : j);
  };
  const related =
    n > 1
      ? [...new Set(Array.from({ length: Math.floor(rand() * 3) }, other))].filter((r) => r !== id)
      : [];
  const year = 2015 + Math.floor(rand() * 11);
  const month = String(1 + Math.floor(rand() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(rand() * 28)).padStart(2, '0');
  const hour = String(Math.floor(rand() * 22)).padStart(2, '0');
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence(8 + Math.floor(rand() * 12))).join(' ');
  const link = () => {
    const r = rand();
    if (r < 0.4) {
      const c = pick(rand, components);
      return `[${c.replace(/-/g, ' ')}](component:${c})`;
    }
    if (r < 0.55) {
      const c = pick(rand, causes);
      return `[${c.replace(/-/g, ' ')}](root-cause:${c})`;
    }
    if (r < 0.65 && factors.length) {
      const f = pick(rand, factors);
      return `[${f.replace(/-/g, ' ')}](factor:${f})`;
    }
    if (r < 0.75 && concepts.length) {
      const c = pick(rand, concepts);
      return `[the ${c} concept](concept:${c})`;
    }
    if (n > 1)
      return rand() < 0.5 ? `[](case:${other()})` : `[an earlier failure](case:${other()}#trigger)`;
    return '`kubectl get nodes`';
  };
  const linked = (sentences: number) =>
    `${paragraph(sentences)} See ${link()} and ${link()}. ${paragraph(1)} The \`${zipf(rand, WORDS)}_${zipf(rand, tail)}\` setting mattered.`;
  const list = (items: number) =>
    Array.from(
      { length: items },
      () => `- ${sentence(6 + Math.floor(rand() * 8))}${rand() < 0.3 ? ` (${link()})` : ''}`,
    ).join('\n');
  const body: string[] = [];
  for (const s of SECTIONS) {
    body.push(`## ${s}`, '');
    if (s === 'Remediation' || s === 'Action items')
      body.push(`${paragraph(1)}`, '', list(3 + Math.floor(rand() * 3)), '');
    else
      body.push(
        linked(2 + Math.floor(rand() * 2)),
        '',
        ...(s === 'Root cause' || s === 'Lessons' ? [paragraph(3), ''] : []),
      );
  }
  const fm = [
    `id: ${id}`,
    `title: "Synthetic incident ${i}: ${components[0]} ${causes[0].replace(/-/g, ' ')} at ${org}"`,
    `summary: "${sentence(20)} ${sentence(14)}"`,
    `organisation: ${org}`,
    `service: "Service ${1 + Math.floor(rand() * 200)}"`,
    'status: published',
    'incident:',
    `  start: "${year}-${month}-${day}T${hour}:00:00Z"`,
    `  end: "${year}-${month}-${day}T${String(+hour + 1).padStart(2, '0')}:30:00Z"`,
    '  precision: minute',
    '  timezone_reported: UTC',
    'impact:',
    `  description: "${sentence(16)}"`,
    `  categories: [${impacts.join(', ')}]`,
    'root_causes:',
    ...causes.flatMap((c, k) => [
      `  - term: ${c}`,
      `    evidence: ${k === 0 ? 'stated' : 'inferred'}`,
    ]),
    `components: [${components.join(', ')}]`,
    `contributing_factors: [${factors.join(', ')}]`,
    'sources:',
    '  - title: "Postmortem"',
    `    url: "https://${org}.example.org/postmortems/${id.toLowerCase()}"`,
    `    publisher: "Organisation ${org.slice(4)}"`,
    '    type: official-postmortem',
    `    published: "${year}-${month}-${day}"`,
    `related: [${related.map((r) => `{ id: ${r}, relation: ${pick(rand, ['same-component', 'similar-failure', 'contrasts-with'])} }`).join(', ')}]`,
    `concepts: [${concepts.join(', ')}]`,
    'added: "2026-11-30"',
    'last_reviewed: "2026-11-30"',
  ];
  return `---\n${fm.join('\n')}\n---\n\n${body.join('\n')}`;
}

const MADE_UP = madeUpWords();

/** Writes a corpus of `n` cases into `dir` (emptied first); returns the bytes written. */
export function generateCorpus(n: number, dir: string, seed = 7): { files: number; bytes: number } {
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['cases', 'concepts', 'taxonomies'])
    mkdirSync(join(dir, sub), { recursive: true });
  let bytes = 0;
  let files = 0;
  for (const [path, text] of Object.entries(vocabularyFiles())) {
    writeFileSync(join(dir, path), text);
    bytes += Buffer.byteLength(text);
    files++;
  }
  for (let i = 1; i <= n; i++) {
    const text = caseFile(i, n, seed);
    writeFileSync(join(dir, 'cases', `${caseId(i)}.md`), text);
    bytes += Buffer.byteLength(text);
    files++;
  }
  return { files, bytes };
}

/** The component and root-cause slugs, for baselines that need one page per term. */
export const VOCAB = {
  components: COMPONENT_NAMES,
  rootCauses: ROOT_CAUSES,
  factors: FACTORS,
  impacts: IMPACTS,
  concepts: CONCEPTS,
};

if (import.meta.main) {
  const [n, dir] = [Number(process.argv[2] ?? 200), process.argv[3] ?? '/tmp/il-bench/content'];
  const r = generateCorpus(n, dir);
  console.log(`wrote ${r.files} files, ${(r.bytes / 1024 / 1024).toFixed(1)} MiB, to ${dir}`);
}
