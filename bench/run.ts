/**
 * `npm run bench`: what a build, a validation and a search cost, side by side with what a user
 * would pick instead. Quick mode: N = 200. `npm run bench -- --full`: N = 1,000, 5,000
 * and 20,000. Options: `--n 1000,5000` (sizes), `--runs 3` (measured runs after one warm-up),
 * `--only ours,astro` (systems), `--work /tmp/il-bench` (scratch folder, default `<tmp>/incident-library-bench`), `--no-warmup-above N`
 * (no warm-up round for sizes over N, where one run takes minutes and the cache is no factor),
 * `--runs-at 20000:1` (another run count for one size).
 *
 * For each N: generate the corpus, then rounds of every system in rotating order (round 0 is
 * the warm-up and is not counted), each in its own process with a fresh output and cache folder;
 * report the median of each measure. Then validate (whole corpus, one changed file), the Pagefind
 * index and what 4 fixed queries fetch in Chromium, and each Markdown stage's share of the time.
 * Prints one table plus ratios and writes JSON to bench/out/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { caseId, generateCorpus } from './generate.ts';
import { dirBytes, fitLine, measure, median, type Run } from './measure.ts';
import { indexSize, searchCosts, uiCosts } from './search-bytes.ts';
import { parsePhases, PHASES } from '../src/node/phases.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BASELINES = join(ROOT, 'bench/baselines');
/** The library project "ours" builds and validates: the flagship's options, its content in BENCH_CONTENT_DIR. */
const PROJECT = join(ROOT, 'bench/project');
const NODE = process.execPath;

/** The Node options of an npm script of ours (`node --import ./x.ts src/cli/y.ts`: `--import <abs>/x.ts`). */
function scriptArgs(script: string): string[] {
  return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts[script] as string)
    .split(/\s+/)
    .slice(1)
    .map((a) => (a.startsWith('./') ? join(ROOT, a) : a))
    .slice(0, -1);
}

/** A system under test: how to run it on a corpus, and where it writes. */
interface System {
  name: string;
  label: string;
  run(content: string, out: string, cache: string): Promise<Run>;
}

const SYSTEMS: System[] = [
  {
    name: 'ours',
    label: 'ours (validate + Astro + Pagefind)',
    run: (content, out, cache) =>
      // The same Node options as `npm run build` (its compile cache preload, as plain Astro's
      // `astro` command turns on Node's compile cache too).
      measure(NODE, [...scriptArgs('build'), join(ROOT, 'src/cli/build.ts')], {
        cwd: PROJECT,
        env: { BENCH_CONTENT_DIR: content, OUT_DIR: out, ASTRO_CACHE_DIR: cache },
      }),
  },
  {
    name: 'floor',
    label: 'floor (read + render our Markdown)',
    run: (content) => measure(NODE, [join(ROOT, 'bench/floor.ts'), content], { cwd: ROOT }),
  },
  {
    name: 'astro',
    label: 'plain Astro 7 (default processor)',
    run: (content, out, cache) =>
      measure(NODE, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
        cwd: join(BASELINES, 'astro'),
        env: { BENCH_CONTENT_DIR: content, ASTRO_OUT_DIR: out, ASTRO_CACHE_DIR: cache },
      }),
  },
  {
    name: 'eleventy',
    label: 'Eleventy 3',
    run: (content, out) =>
      measure(
        NODE,
        [
          join(BASELINES, 'eleventy/node_modules/@11ty/eleventy/cmd.cjs'),
          '--config=eleventy.config.js',
          `--output=${out}`,
          '--quiet',
        ],
        {
          cwd: join(BASELINES, 'eleventy'),
          env: { BENCH_CONTENT_DIR: content },
        },
      ),
  },
  {
    name: 'hugo',
    label: 'Hugo (Debian)',
    run: (content, out, cache) =>
      measure(
        'hugo',
        [
          '--source',
          join(BASELINES, 'hugo'),
          '--contentDir',
          content,
          '--destination',
          out,
          '--cacheDir',
          cache,
          '--quiet',
        ],
        { cwd: join(BASELINES, 'hugo') },
      ),
  },
];

/** Installs what the baselines need when missing: Eleventy from npm, Hugo from Debian. */
function ensureBaselines(names: string[]): void {
  if (
    names.includes('eleventy') &&
    !existsSync(join(BASELINES, 'eleventy/node_modules/@11ty/eleventy/cmd.cjs'))
  ) {
    console.log('installing Eleventy for the baseline (bench/baselines/eleventy)...');
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefix', join(BASELINES, 'eleventy')],
      { stdio: 'inherit' },
    );
  }
  if (names.includes('astro') && !existsSync(join(ROOT, 'node_modules/astro/bin/astro.mjs'))) {
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefix', join(BASELINES, 'astro')],
      { stdio: 'inherit' },
    );
  }
  if (names.includes('hugo') && spawnSync('hugo', ['version']).status !== 0) {
    console.log('installing Hugo from Debian (apt-get install hugo)...');
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args: string[]) =>
      spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (apt(['install', '-y', 'hugo']).status !== 0) {
      apt(['update']);
      if (apt(['install', '-y', 'hugo']).status !== 0)
        throw new Error(
          'could not install Hugo: run `apt-get install hugo`, or leave it out with --only',
        );
    }
  }
}

/** Median of each measure over the counted runs, plus the output size of the last run. */
interface Summary {
  wallS: number;
  cpuS: number;
  peakMiB: number;
  outMiB: number;
  msPerCase: number;
  load: number;
  peaks: Record<string, number>;
  runs: Omit<Run, 'stdout' | 'stderr'>[];
}

function summarise(runs: Run[], outBytes: number, n: number): Summary {
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.peaks)))];
  const wallS = median(runs.map((r) => r.wallS));
  return {
    wallS,
    cpuS: median(runs.map((r) => r.cpuS)),
    peakMiB: median(runs.map((r) => r.peakMiB)),
    outMiB: outBytes / 2 ** 20,
    msPerCase: (wallS * 1000) / n,
    load: median(runs.map((r) => r.load)),
    peaks: Object.fromEntries(names.map((k) => [k, median(runs.map((r) => r.peaks[k] ?? NaN))])),
    runs: runs.map(({ stdout: _o, stderr: _e, ...r }) => r),
  };
}

/** Labels of the rows that are not systems of their own. */
const EXTRA_LABELS: Record<string, string> = {
  rebuild: 'ours, rebuild after one changed case body (same cache)',
  'rebuild-next': 'ours, the next rebuild after another changed body',
};
const labelOf = (name: string) =>
  SYSTEMS.find((x) => x.name === name)?.label ?? EXTRA_LABELS[name] ?? name;

/** Adds a sentence to the last paragraph of one case's body: a change to no title, link or field. */
function touchBody(content: string, round: number, which: number): void {
  const file = join(content, 'cases', `${caseId(which)}.md`);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()} Edited in round ${round}.\n`);
}

/** Rewrites one case's summary so the validator sees a changed file. */
function touchCase(content: string, round: number): string {
  const file = join(content, 'cases', `${caseId(1)}.md`);
  const text = readFileSync(file, 'utf8').replace(
    /^summary: "(.*?)( Edit \d+\.)?"$/m,
    `summary: "$1 Edit ${round}."`,
  );
  writeFileSync(file, text);
  return file;
}

async function benchSize(
  n: number,
  opts: { runs: number; only: string[]; work: string; noWarmupAbove: number },
) {
  const dir = join(opts.work, `n${n}`);
  const content = join(dir, 'content');
  const gen = generateCorpus(n, content);
  console.log(
    `\nN = ${n}: ${gen.files} files, ${(gen.bytes / 2 ** 20).toFixed(1)} MiB of Markdown`,
  );
  const systems = SYSTEMS.filter((s) => opts.only.includes(s.name));
  const runs: Record<string, Run[]> = Object.fromEntries(systems.map((s) => [s.name, []]));
  if (opts.only.includes('rebuild')) runs.rebuild = [];
  const validate: Run[] = [];
  const validateOne: Run[] = [];
  const validateWarm: Run[] = [];
  const failures: Record<string, string> = {};
  for (let round = n > opts.noWarmupAbove ? 1 : 0; round <= opts.runs; round++) {
    const order = systems.map((_, i) => systems[(i + round) % systems.length]);
    for (const s of order) {
      const out = join(dir, `${s.name}-dist`);
      const cache = join(dir, `${s.name}-cache`);
      rmSync(out, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
      const r = await s.run(content, out, cache);
      // A failed run (out of memory, say) is recorded, not fatal: the table shows it.
      if (!r.ok) {
        const why = /heap out of memory|Allocation failed/i.test(r.stderr)
          ? 'JavaScript heap out of memory'
          : r.stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300);
        console.log(`  ${s.name} FAILED at N = ${n}: ${why}`);
        failures[s.name] = why;
        continue;
      }
      console.log(
        `  ${round === 0 ? 'warm-up' : `run ${round}`} ${s.name.padEnd(8)} ${r.wallS.toFixed(1).padStart(7)} s wall ${r.cpuS.toFixed(1).padStart(7)} s CPU ${String(r.peakMiB).padStart(6)} MiB peak (load ${r.load})`,
      );
      if (round > 0) runs[s.name].push(r);
      if (s.name === 'ours' && runs.rebuild) {
        // What a contributor's next builds cost: one body changed, the caches of the build before
        // kept; twice (a first and a later rebuild), as one run of each on a shared machine varies.
        for (const [k, list] of [
          [2, runs.rebuild] as const,
          [3, (runs['rebuild-next'] ??= [])] as const,
        ]) {
          touchBody(content, round, k);
          const again = await s.run(content, out, cache);
          if (!again.ok)
            throw new Error(`the rebuild failed at N = ${n}:\n${again.stderr.slice(-3000)}`);
          console.log(
            `  ${round === 0 ? 'warm-up' : `run ${round}`} rebuild  ${again.wallS.toFixed(1).padStart(7)} s wall ${again.cpuS.toFixed(1).padStart(7)} s CPU ${String(again.peakMiB).padStart(6)} MiB peak`,
          );
          if (round > 0) list.push(again);
        }
      }
    }
    if (opts.only.includes('validate')) {
      // Cold (`--no-cache`, as in a fresh clone or CI), then a run that fills the validator's
      // cache, then one file changed and validated by path: what a contributor waits for.
      const env = { BENCH_CONTENT_DIR: content };
      const validateCli = join(ROOT, 'src/cli/validate.ts');
      // The same Node options as `npm run validate` (its compile cache preload).
      const validateArgs = scriptArgs('validate');
      const cacheFlag = readFileSync(validateCli, 'utf8').includes('--no-cache')
        ? ['--no-cache']
        : [];
      const v = await measure(NODE, [...validateArgs, validateCli, ...cacheFlag], {
        cwd: PROJECT,
        env,
      });
      const warm = await measure(NODE, [...validateArgs, validateCli], { cwd: PROJECT, env });
      const changed = touchCase(content, round);
      const v1 = await measure(NODE, [...validateArgs, validateCli, changed], {
        cwd: PROJECT,
        env,
      });
      if (!v.ok || !v1.ok || !warm.ok)
        throw new Error(
          `validate failed at N = ${n}:\n${v.stderr.slice(-3000)}${v1.stderr.slice(-3000)}`,
        );
      console.log(
        `  ${round === 0 ? 'warm-up' : `run ${round}`} validate ${v.wallS.toFixed(2)} s all (cold), ${warm.wallS.toFixed(2)} s all (cached), ${v1.wallS.toFixed(2)} s one changed file`,
      );
      if (round > 0) {
        validate.push(v);
        validateWarm.push(warm);
        validateOne.push(v1);
      }
    }
  }
  const result: Record<string, unknown> = { n, corpus: { files: gen.files, bytes: gen.bytes } };
  result.systems = Object.fromEntries(
    Object.keys(runs)
      .filter((name) => runs[name].length)
      .map((name) => [
        name,
        summarise(
          runs[name],
          dirBytes(join(dir, `${name.startsWith('rebuild') ? 'ours' : name}-dist`)),
          n,
        ),
      ]),
  );
  result.failures = failures;
  // Our build prints how long Pagefind and the post-build checks took; keep their medians.
  const phase = (re: RegExp) =>
    median((runs.ours ?? []).map((r) => Number(re.exec(r.stdout)?.[1] ?? NaN)));
  if (runs.ours?.length)
    result.phases = {
      pagefindS: phase(/pagefind: indexed \d+ pages.*? in (\d+) ms/) / 1000,
      checksS: phase(/checks: \d+ pages(?: \([^)]*\))? in ([\d.]+) s/),
    };
  // Every phase the build reports (src/node/phases.ts), as medians, for the first build and the rebuild.
  const phaseMedians = (list: Run[] | undefined) => {
    const parsed = (list ?? []).map((r) => parsePhases(r.stdout) ?? []);
    if (!parsed.some((p) => p.length)) return undefined;
    return Object.fromEntries(
      PHASES.map((ph) => [
        ph,
        {
          wall: median(parsed.map((p) => p.find((x) => x.phase === ph)?.wall ?? NaN)),
          cpu: median(parsed.map((p) => p.find((x) => x.phase === ph)?.cpu ?? NaN)),
        },
      ]),
    );
  };
  const each = phaseMedians(runs.ours);
  if (each)
    result.buildPhases = {
      ours: each,
      ...(runs.rebuild?.length && {
        rebuild: phaseMedians(runs.rebuild),
        'rebuild-next': phaseMedians(runs['rebuild-next']),
      }),
    };
  if (validate.length)
    result.validate = {
      all: summarise(validate, 0, n),
      allCached: summarise(validateWarm, 0, n),
      oneChanged: summarise(validateOne, 0, n),
    };
  if (opts.only.includes('ours') && runs.ours.length) {
    const dist = join(dir, 'ours-dist');
    const pf = /pagefind: indexed (\d+) pages.*? in (\d+) ms/.exec(runs.ours.at(-1)!.stdout);
    result.pagefind = {
      pages: Number(pf?.[1]),
      indexS: Number(pf?.[2]) / 1000,
      ...indexSize(dist),
    };
    result.search = await searchCosts(dist);
    result.searchUi = await uiCosts(dist);
  }
  if (opts.only.includes('profile')) {
    const p = spawnSync(NODE, [join(ROOT, 'bench/floor.ts'), content, '--profile'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1e8,
    });
    result.markdownProfile =
      p.status === 0 ? JSON.parse(p.stdout) : { error: p.stderr.slice(-2000) };
  }
  return result;
}

// ---------- report ----------

const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
/** One size's results, as written to JSON. */
type Result = {
  n: number;
  corpus: { files: number; bytes: number };
  markdownProfile?: unknown;
  systems: Record<string, Summary>;
  failures: Record<string, string>;
  phases?: { pagefindS: number; checksS: number };
  /** Each phase of our build (median wall and CPU seconds of the build's own process), first build and rebuild. */
  buildPhases?: Record<string, Record<string, { wall: number; cpu: number }> | undefined>;
  validate?: { all: Summary; allCached: Summary; oneChanged: Summary };
  pagefind?: ReturnType<typeof indexSize> & { pages: number; indexS: number };
  search?: Awaited<ReturnType<typeof searchCosts>>;
  searchUi?: Awaited<ReturnType<typeof uiCosts>>;
};

/** The Markdown table of all sizes and systems, then the ratios. */
export function report(results: Result[]): string {
  const lines = [
    '| N | system | wall s | CPU s | peak MiB | output MiB | ms/case (wall) | load |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    for (const [name, s] of Object.entries(r.systems)) {
      const label = labelOf(name);
      lines.push(
        `| ${r.n.toLocaleString('en')} | ${label} | ${fmt(s.wallS)} | ${fmt(s.cpuS)} | ${fmt(s.peakMiB, 0)} | ${fmt(s.outMiB)} | ${fmt(s.msPerCase, 2)} | ${fmt(s.load)} |`,
      );
    }
    for (const [name, why] of Object.entries(r.failures ?? {}))
      lines.push(`| ${r.n.toLocaleString('en')} | ${labelOf(name)} | failed: ${why} | | | | | |`);
    if (r.validate) {
      lines.push(
        `| ${r.n.toLocaleString('en')} | npm run validate, whole corpus, no cache | ${fmt(r.validate.all.wallS, 2)} | ${fmt(r.validate.all.cpuS)} | ${fmt(r.validate.all.peakMiB, 0)} | | ${fmt(r.validate.all.msPerCase, 3)} | ${fmt(r.validate.all.load)} |`,
      );
      lines.push(
        `| ${r.n.toLocaleString('en')} | npm run validate, whole corpus, cached | ${fmt(r.validate.allCached.wallS, 2)} | ${fmt(r.validate.allCached.cpuS)} | ${fmt(r.validate.allCached.peakMiB, 0)} | | ${fmt(r.validate.allCached.msPerCase, 3)} | ${fmt(r.validate.allCached.load)} |`,
      );
      lines.push(
        `| ${r.n.toLocaleString('en')} | npm run validate, one changed file | ${fmt(r.validate.oneChanged.wallS, 2)} | ${fmt(r.validate.oneChanged.cpuS)} | ${fmt(r.validate.oneChanged.peakMiB, 0)} | | | ${fmt(r.validate.oneChanged.load)} |`,
      );
    }
  }
  lines.push(
    '',
    '| N | ours/floor, CPU (wall) | ours/plain Astro, CPU (wall) | ours/Hugo, CPU (wall) | ours/Eleventy, CPU (wall) | peak ours/Astro | output MiB per 1,000 cases | Pagefind index MiB | search KiB per query (raw / gzip, max) | largest fragment KiB | Pagefind s, peak MiB | post-build checks s |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of results) {
    const s = r.systems;
    // CPU seconds first: on a shared machine wall time depends on what else ran (see `load`).
    const ratio = (a?: Summary, b?: Summary) =>
      a && b ? `${fmt(a.cpuS / b.cpuS, 2)} (wall ${fmt(a.wallS / b.wallS, 2)})` : '–';
    const q = r.search ?? [];
    const maxRaw = Math.max(...q.map((x) => x.bytes)) / 1024;
    const maxWire = Math.max(...q.map((x) => x.wireBytes)) / 1024;
    const pfPeak = s.ours?.peaks?.pagefind;
    lines.push(
      `| ${r.n.toLocaleString('en')} | ${ratio(s.ours, s.floor)} | ${ratio(s.ours, s.astro)} | ${ratio(s.ours, s.hugo)} | ${ratio(s.ours, s.eleventy)} | ${s.ours && s.astro ? fmt(s.ours.peakMiB / s.astro.peakMiB, 2) : '–'} | ${s.ours ? fmt((s.ours.outMiB * 1000) / r.n) : '–'} | ${r.pagefind ? fmt(r.pagefind.bytes / 2 ** 20) : '–'} | ${q.length ? `${fmt(maxRaw, 0)} / ${fmt(maxWire, 0)}` : '–'} | ${r.pagefind ? fmt(r.pagefind.maxFragment / 1024) : '–'} | ${r.phases ? `${fmt(r.phases.pagefindS)} s, ${fmt(pfPeak ?? NaN, 0)}` : '–'} | ${r.phases ? fmt(r.phases.checksS) : '–'} |`,
    );
  }
  if (results.some((r) => r.buildPhases)) {
    lines.push(
      '',
      "Where our build's time goes, wall s / CPU s of the build's own process (Pagefind's CPU is its own process's, not counted):",
      '',
      `| N | build | ${PHASES.join(' | ')} |`,
      `| ---: | --- | ${PHASES.map(() => '---:').join(' | ')} |`,
    );
    for (const r of results) {
      for (const [which, ph] of Object.entries(r.buildPhases ?? {})) {
        if (ph)
          lines.push(
            `| ${r.n.toLocaleString('en')} | ${({ rebuild: 'rebuild, one body changed', 'rebuild-next': 'next rebuild, another body changed' } as Record<string, string>)[which] ?? 'cold'} | ${PHASES.map((p) => (ph[p] ? `${fmt(ph[p].wall)} / ${fmt(ph[p].cpu)}` : '–')).join(' | ')} |`,
          );
      }
    }
  }
  if (results.some((r) => r.searchUi?.length)) {
    lines.push(
      '',
      "Search through the site's own UI, first query from a cold cache, KiB gzip (the largest of the fixed queries; its parts):",
      '',
      '| N | search page, first results | dialog, first results | search page, after the first results (filter counts) | parts of the largest (page, first results) |',
      '| ---: | ---: | ---: | ---: | --- |',
    );
    for (const r of results) {
      const ui = r.searchUi ?? [];
      const worst = (entry: string) =>
        ui
          .filter((u) => u.entry === entry)
          .reduce<(typeof ui)[number] | undefined>(
            (a, b) => (!a || b.wireBytes > a.wireBytes ? b : a),
            undefined,
          );
      const page = worst('page');
      const dialog = worst('dialog');
      const parts = page
        ? Object.entries(page.parts)
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${fmt(v / 1024)}`)
            .join(', ')
        : '';
      const later =
        Math.max(...ui.filter((u) => u.entry === 'page').map((u) => u.laterBytes ?? NaN)) / 1024;
      lines.push(
        `| ${r.n.toLocaleString('en')} | ${page ? fmt(page.wireBytes / 1024) : '–'} | ${dialog ? fmt(dialog.wireBytes / 1024) : '–'} | ${fmt(later)} | ${parts} |`,
      );
    }
  }
  const proj = projections(results);
  if (results.length < 2) lines.push('', 'Projected peaks need at least two sizes (full mode).');
  else {
    lines.push(
      '',
      '| system | peak MiB per 1,000 cases (slope) | projected peak at 20,000 | projected peak at 100,000 |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const p of proj)
      lines.push(
        `| ${p.label} | ${fmt(p.slopeMiB)} | ${fmt(p.at20k / 1024, 1)} GiB | ${fmt(p.at100k / 1024, 1)} GiB |`,
      );
  }
  return lines.join('\n');
}

/** Peak memory as a least-squares line in N for each system (meaningful from two sizes on). */
function projections(results: Result[]) {
  const names = [...new Set(results.flatMap((r) => Object.keys(r.systems)))];
  return names
    .map((name) => {
      const pts = results
        .filter((r) => r.systems[name])
        .map((r) => [r.n, r.systems[name].peakMiB] as [number, number]);
      if (pts.length < 2) return undefined;
      const { a, b } = fitLine(pts);
      return {
        name,
        label: SYSTEMS.find((x) => x.name === name)?.label ?? name,
        slopeMiB: b * 1000,
        at20k: a + b * 20_000,
        at100k: a + b * 100_000,
        fromSizes: pts.map((p) => p[0]),
      };
    })
    .filter((p) => p !== undefined);
}

function machine() {
  const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' }).stdout?.trim().split(' ')[1];
  const version = (p: string) => {
    try {
      return JSON.parse(readFileSync(p, 'utf8')).version;
    } catch {
      return undefined;
    }
  };
  return {
    cpu: cpus()[0]?.model.trim(),
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    hugo,
    astro: version(join(ROOT, 'node_modules/astro/package.json')),
    pagefind: version(join(ROOT, 'node_modules/pagefind/package.json')),
    eleventy: version(join(BASELINES, 'eleventy/node_modules/@11ty/eleventy/package.json')),
  };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

if (import.meta.main && process.argv[2] === '--report') {
  // `npm run bench -- --report a.json b.json`: one table from several runs (e.g. sizes run apart).
  // Other result files in bench/results/ (Pagefind memory, search bytes) have no build rows: skipped, and said so.
  const all = process.argv
    .slice(3)
    .flatMap((f) => {
      const rows = (JSON.parse(readFileSync(f, 'utf8')) as { results?: Result[] }).results?.filter(
        (r) => r && typeof r === 'object' && 'systems' in r,
      );
      if (!rows?.length) console.error(`skipped ${f}: no build results in it`);
      return rows ?? [];
    })
    .sort((a, b) => a.n - b.n);
  console.log(report(all));
} else if (import.meta.main) {
  const full = process.argv.includes('--full');
  const sizes = (arg('n') ?? (full ? '1000,5000,20000' : '200')).split(',').map(Number);
  const runs = Number(arg('runs') ?? 3);
  const only = (arg('only') ?? 'ours,rebuild,floor,astro,eleventy,hugo,validate,profile').split(
    ',',
  );
  // Outside the project: the build refuses an output inside a source folder such as bench/.
  const work = arg('work') ?? join(tmpdir(), 'incident-library-bench');
  mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
  ensureBaselines(only);
  const started = new Date();
  const results: Result[] = [];
  const write = () => {
    const json = {
      mode: full ? 'full' : 'quick',
      started: started.toISOString(),
      finished: new Date().toISOString(),
      runsPerMedian: runs,
      machine: machine(),
      results,
      projections: projections(results),
    };
    const name = `bench-${json.mode}-${started.toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(join(ROOT, 'bench/out', name), `${JSON.stringify(json, null, 1)}\n`);
    writeFileSync(
      join(ROOT, 'bench/out', `latest-${json.mode}.json`),
      `${JSON.stringify(json, null, 1)}\n`,
    );
    writeFileSync(join(ROOT, 'bench/out', `latest-${json.mode}.md`), `${report(results)}\n`);
  };
  for (const n of sizes) {
    // `--runs-at 20000:1` lowers the count for one size when a run takes most of an hour.
    const at = (arg('runs-at') ?? '')
      .split(',')
      .map((x) => x.split(':').map(Number))
      .find(([size]) => size === n);
    results.push(
      (await benchSize(n, {
        runs: at?.[1] ?? runs,
        only,
        work,
        noWarmupAbove: Number(arg('no-warmup-above') ?? Infinity),
      })) as Result,
    );
    write();
  }
  console.log(`\n${report(results)}\n`);
  const m = machine();
  console.log(
    `machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB; Node ${m.node}, Astro ${m.astro}, Pagefind ${m.pagefind}, Eleventy ${m.eleventy}, Hugo ${m.hugo}`,
  );
  console.log(`JSON: bench/out/latest-${full ? 'full' : 'quick'}.json`);
}
