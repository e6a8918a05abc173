/**
 * Where a build's CPU went, from V8 CPU profiles: for each `.cpuprofile` file, the sampled time
 * split into the parts of a build (start-up, validation, the content sync's render pipeline and
 * body files, the data store write, bundling, page rendering, sitemap, checks, Pagefind, GC), then
 * self time by npm package, our source file or Node internal, and by function.
 *
 *   npm exec -- node --cpu-prof --cpu-prof-dir=/tmp/prof src/cli/build.ts   (NODE_OPTIONS refuses --cpu-prof)
 *   npm exec -- node bench/cpu-profile.ts /tmp/prof/*.cpuprofile [--top 30]
 *
 * Each thread writes its own profile (the checks' workers too); Pagefind's binary and the native
 * threads of Astro's bundler (rolldown) are in none, so a profile's busy time is less than the
 * build's CPU. A sample belongs to the first part whose rule matches its frame or, failing that,
 * the nearest caller's; a sample of the garbage collector has no caller, so GC is a part of its own.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
/** The `.cpuprofile` format (Chrome DevTools protocol `Profiler.Profile`); times in microseconds. */
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts of a build, in the order their rules are tried on a frame. */
const PARTS: [string, (f: CallFrame) => boolean][] = [
  ['validation', (f) => f.functionName === 'readSnapshot' && f.url.includes('/src/astro/snapshot')],
  ['content sync: render pipeline', (f) => f.functionName === 'renderTree'],
  ['content sync: case learnings', (f) => f.functionName === 'caseLearnings'],
  ['content sync: body files', (f) => f.functionName === 'writeBodyFile'],
  [
    'content sync: other',
    (f) => f.functionName === 'syncEntries' || f.functionName === 'syncTaxonomies',
  ],
  [
    'data store write',
    (f) => /astro\/dist\/content\/(data-store-writer|mutable-data-store)/.test(f.url),
  ],
  ['sitemap', (f) => f.url.includes('/@astrojs/sitemap/')],
  ['pages', (f) => /\.prerender\/|astro\/dist\/core\/(build\/generate|render)/.test(f.url)],
  ['bundling (JS side)', (f) => /\/node_modules\/(rolldown|vite)\//.test(f.url)],
  ['checks', (f) => f.functionName === 'checkSite' || f.url.includes('/src/postbuild/check')],
  ['pagefind', (f) => f.functionName === 'indexSite' || f.url.includes('pagefind')],
  ['publish', (f) => f.functionName === 'publish' && f.url.includes('/src/postbuild/output')],
];

/** The package, our file or the Node internal a frame's code is in. */
export function placeOf(f: CallFrame): string {
  if (!f.url) return f.functionName.startsWith('(') ? f.functionName : `(native) ${f.functionName}`;
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url);
  if (pkg) return `package ${pkg[1]}`;
  if (f.url.startsWith('node:')) return `node ${f.url.slice(5).split('/')[0]}`;
  const ours = /\/((?:src|schemas|bench)\/.*|\.build-tmp\/.*)$/.exec(
    f.url.replace(/^file:\/\//, ''),
  );
  return ours ? ours[1].replace(/dist-\d+\//, '').replace(/\?.*/, '') : f.url;
}

/** Seconds by part and by place of one profile. */
export function splitProfile(p: Profile): {
  busy: number;
  idle: number;
  parts: Map<string, number>;
  places: Map<string, number>;
  functions: Map<string, number>;
} {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partOf = new Map<number, string | undefined>();
  const classify = (id: number): string | undefined => {
    if (partOf.has(id)) return partOf.get(id);
    const f = byId.get(id)!.callFrame;
    const up = parent.get(id);
    const part =
      PARTS.find(([, test]) => test(f))?.[0] ?? (up === undefined ? undefined : classify(up));
    partOf.set(id, part);
    return part;
  };
  const parts = new Map<string, number>();
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, s: number) => m.set(k, (m.get(k) ?? 0) + s);
  let busy = 0;
  let idle = 0;
  let validationSeen = false;
  for (let i = 0; i < p.samples.length; i++) {
    const s = (p.timeDeltas[i + 1] ?? 0) / 1e6;
    const f = byId.get(p.samples[i])!.callFrame;
    if (f.functionName === '(idle)') {
      idle += s;
      continue;
    }
    busy += s;
    add(places, placeOf(f), s);
    add(functions, `${f.functionName || '(anonymous)'} (${placeOf(f)})`, s);
    const part = classify(p.samples[i]);
    if (part === 'validation') validationSeen = true;
    add(
      parts,
      part ??
        (f.functionName === '(garbage collector)'
          ? 'GC'
          : validationSeen
            ? 'other'
            : 'before validation (start-up, config; a worker: its module loading)'),
      s,
    );
  }
  return { busy, idle, parts, places, functions };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt === -1 ? 30 : Number(args.splice(topAt, 2)[1]);
  const rows = (m: Map<string, number>, n = Infinity) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(2).padStart(6)}  ${k}`)
      .join('\n');
  for (const file of args) {
    const r = splitProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile);
    console.log(
      `${file}: ${r.busy.toFixed(2)} s busy, ${r.idle.toFixed(2)} s idle\nby part (s):\n${rows(r.parts)}\nself time by place (s, top ${top}):\n${rows(r.places, top)}\nself time by function (s, top ${top}):\n${rows(r.functions, top)}\n`,
    );
  }
}
