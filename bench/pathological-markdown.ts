/**
 * `npm run bench:markdown`: what pathological Markdown costs through the validator and the
 * renderer, at size n and 2n, so the growth is visible: the ratio
 * t(2n) / t(n) is about 2 when the cost is linear, about 4 when quadratic.
 *
 * Two groups: the shapes the issue names at its sizes (50,000 `>` or `[`, 1,000-deep lists, long
 * emphasis runs, thousands of definitions), which `MARKDOWN_LIMITS` refuses before parsing; and
 * the largest bodies of each shape that stay within the limits, which are parsed and rendered in
 * full. Each time is the median of 5 runs after a warm-up, in one process. With `--build` it also
 * builds a fixture site holding one file of each accepted shape at its largest, through
 * `npm run build` (validation, Astro, Pagefind, checks), against the same site without them.
 * Prints a table and writes `bench/out/pathological-markdown.json`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLibrary } from '../src/model/library.ts';
import { renderBody } from '../src/markdown/index.ts';
import { PATHOLOGICAL, PATHOLOGICAL_SIZES } from '../test/fixtures/hostile/corpus.ts';
import { IL_RULES } from '../test/helpers/rules.ts';

const ROOT = join(import.meta.dirname, '..');
const BASIC = join(ROOT, 'test/fixtures/basic/content');

/** Sizes n of each shape at which 2n still stays within MARKDOWN_LIMITS: both are rendered. */
const ACCEPTED: Record<string, number> = {
  'nested-quotes': 16,
  'nested-quotes-spaced': 16,
  'open-brackets': 16,
  'nested-links': 16,
  'nested-images': 16,
  'deep-list-one-line': 16,
  'deep-list-indented': 16,
  'emphasis-run': 249,
  'emphasis-words': 500,
  'reference-definitions': 250,
  'footnote-definitions': 250,
  'wide-table': 63,
  'long-paragraph': 500,
  'many-lt': 500,
  'backtick-run': 60_000,
};

const vocab = (name: string) => readFileSync(join(BASIC, 'taxonomies', `${name}.yaml`), 'utf8');
const VOCAB = [
  'components',
  'root-causes',
  'contributing-factors',
  'impact-categories',
  'organisations',
].map((t) => ({ file: `content/taxonomies/${t}.yaml`, content: vocab(t) }));
const caseText = (id: string, body: string) =>
  `${readFileSync(join(BASIC, 'cases/IL-0002.md'), 'utf8')
    .split('\n---\n')[0]
    .replace(/id: IL-\d+/, `id: ${id}`)
    .replace(
      /related:[^\n]*\n(?: {2}[^\n]*\n)*/,
      'related: []\n',
    )}\n---\n\n${body}\n## Symptoms\n\nx\n\n## Trigger\n\ny\n\n## Lessons\n\nz\n`;

/** Validation plus rendering of one case file holding `body`: ms, and whether it was refused. */
async function once(body: string): Promise<{ ms: number; refused: boolean }> {
  const t0 = performance.now();
  const { issues } = buildLibrary(
    [...VOCAB, { file: 'content/cases/IL-0002.md', content: caseText('IL-0002', body) }],
    { rules: IL_RULES },
  );
  let refused = issues.some((i) => i.field === 'body');
  if (!refused) {
    try {
      await renderBody(body, { file: 'content/cases/IL-0002.md' });
    } catch {
      refused = true;
    }
  }
  return { ms: performance.now() - t0, refused };
}

async function median(body: string): Promise<{ ms: number; refused: boolean }> {
  await once(body);
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await once(body));
  runs.sort((a, b) => a.ms - b.ms);
  return runs[2];
}

interface Row {
  group: string;
  shape: string;
  n: number;
  bytes: number;
  outcome: string;
  ms: number;
  ms2n: number;
  ratio: number;
}

async function measure(group: string, sizes: Record<string, number>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [shape, gen] of Object.entries(PATHOLOGICAL)) {
    const n = sizes[shape];
    const a = await median(gen(n));
    const b = await median(gen(2 * n));
    const outcome =
      a.refused === b.refused
        ? a.refused
          ? 'refused'
          : 'rendered'
        : `${a.refused ? 'refused' : 'rendered'} / ${b.refused ? 'refused' : 'rendered'}`;
    rows.push({
      group,
      shape,
      n,
      bytes: gen(n).length,
      outcome,
      ms: a.ms,
      ms2n: b.ms,
      ratio: b.ms / Math.max(a.ms, 0.001),
    });
  }
  return rows;
}

/** Builds the basic fixture, with or without one case per accepted shape; wall seconds. */
function buildFixture(withShapes: boolean): number {
  const dir = mkdtempSync(join(tmpdir(), 'il-bench-md-'));
  cpSync(BASIC, join(dir, 'content'), { recursive: true });
  if (withShapes) {
    Object.entries(PATHOLOGICAL).forEach(([shape, gen], i) =>
      writeFileSync(
        join(dir, 'content/cases', `IL-${7000 + i}.md`),
        caseText(`IL-${7000 + i}`, gen(2 * ACCEPTED[shape])),
      ),
    );
  }
  const t0 = performance.now();
  // The benchmark's library project (bench/project), its content folder this corpus.
  const r = spawnSync(process.execPath, [join(ROOT, 'src/cli/build.ts')], {
    cwd: join(ROOT, 'bench/project'),
    encoding: 'utf8',
    env: {
      ...process.env,
      BENCH_CONTENT_DIR: join(dir, 'content'),
      OUT_DIR: join(dir, 'dist'),
      ASTRO_CACHE_DIR: join(dir, 'cache'),
    },
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stderr}`);
  return (performance.now() - t0) / 1000;
}

if (import.meta.main) {
  const rows = [
    ...(await measure('issue sizes', PATHOLOGICAL_SIZES)),
    ...(await measure('largest accepted', ACCEPTED)),
  ];
  const fmt = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
  console.log(
    `Pathological Markdown, validate + render one file, median of 5 (${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores, Node ${process.version})\n`,
  );
  console.log('| group | shape | n | bytes | outcome | ms at n | ms at 2n | 2n / n |');
  console.log('| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.group} | ${r.shape} | ${r.n} | ${r.bytes} | ${r.outcome} | ${fmt(r.ms)} | ${fmt(r.ms2n)} | ${r.ratio.toFixed(2)} |`,
    );
  const worst = Math.max(...rows.map((r) => r.ms2n));
  console.log(`\nslowest file: ${fmt(worst)} ms (limit 2000 ms)`);
  const out: Record<string, unknown> = {
    rows,
    worstMs: worst,
    node: process.version,
    cores: cpus().length,
  };
  if (process.argv.includes('--build')) {
    const base = buildFixture(false);
    const withShapes = buildFixture(true);
    console.log(
      `\nfull build of the basic fixture: ${base.toFixed(1)} s; with one case of each shape at its largest accepted size (2n above, ${Object.keys(PATHOLOGICAL).length} files): ${withShapes.toFixed(1)} s`,
    );
    Object.assign(out, { buildSeconds: { base, withShapes } });
  }
  mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench/out/pathological-markdown.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
}
