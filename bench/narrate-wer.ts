/**
 * Round-trip intelligibility of the narration engines (not part of `npm test`; it needs the
 * engines, lame, sox and pocketsphinx: `apt-get install -y festival festvox-us-slt-hts
 * festvox-kallpc16k festvox-kdlpc16k flite espeak-ng lame sox pocketsphinx pocketsphinx-en-us`).
 *
 *   npm run bench:narrate -- [--engine NAME[:VOICE,VOICE]]... [--every N] [--jobs N] [transcript slug...]
 *
 * `--every N` transcribes the first of every N pairs of turns of each episode (turns 0 and 1, then
 * 2N and 2N + 1, ...: the same turns for every engine, and both speakers, as turns alternate): pocketsphinx runs at about a third of real time on a quiet core, and on a
 * shared machine far slower, so the whole of every episode for every engine can take hours.
 *
 * Each transcript is narrated by each engine (with its default voices, or the ones named after
 * a colon, given to the speakers in order) exactly as `npm run narrate`
 * does (`src/node/narration.ts`), the MP3 is decoded back, every turn is cut out at its cue times
 * and transcribed by pocketsphinx (offline, its US English model), and the word error rate (word
 * edits over reference words) is computed against the words the engine was given, per episode
 * and per engine. Words the recogniser's dictionary lacks (etcd, CoreDNS) count against every
 * engine alike. The lowest WER wins. Prints a Markdown table and writes the numbers as JSON to
 * `bench/out/narrate-wer.json` (not committed; the runs kept are copied to `bench/results/` with a date).
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { parseContentFile } from '../src/model/frontmatter.ts';
import { spokenTurns } from '../src/model/narration.ts';
import { narrate } from '../src/node/narration.ts';
import { engineOf } from '../src/node/speech-engines.ts';
import { TranscriptSchema } from '../schemas/transcript.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const MODEL = '/usr/share/pocketsphinx/model/en-us';

/** Lower-case words, apostrophes kept inside words, hyphens and other punctuation as spaces. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .replace(/(^| )'|'( |$)/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Word-level edit distance (substitutions, insertions, deletions). */
export function wordEdits(ref: readonly string[], hyp: readonly string[]): number {
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const cur = [i];
    for (let j = 1; j <= hyp.length; j++)
      cur[j] = Math.min(
        prev[j] + 1,
        cur[j - 1] + 1,
        prev[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1),
      );
    prev = cur;
  }
  return prev[hyp.length];
}

/** pocketsphinx's transcription of a 16 kHz mono WAV file. */
async function recognise(wav: string): Promise<string> {
  const { stdout } = await run(
    'pocketsphinx_continuous',
    [
      '-infile',
      wav,
      '-hmm',
      `${MODEL}/en-us`,
      '-lm',
      `${MODEL}/en-us.lm.bin`,
      '-dict',
      `${MODEL}/cmudict-en-us.dict`,
      '-logfn',
      '/dev/null',
    ],
    { maxBuffer: 1 << 24 },
  );
  return stdout.replace(/\n/g, ' ');
}

async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return out;
}

interface Row {
  engine: string;
  config: string;
  voices: string[];
  episode: string;
  words: number;
  edits: number;
  wer: number;
  /** Word edits and reference words per speaker (so voices can be compared, not only engines). */
  bySpeaker: Record<string, { words: number; edits: number }>;
  seconds: number;
  synthSeconds: number;
  recogniseSeconds: number;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      engine: { type: 'string', multiple: true, default: ['festival', 'flite', 'espeak-ng'] },
      jobs: { type: 'string', default: '2' },
      every: { type: 'string', default: '1' },
    },
  });
  const dir = join(ROOT, 'content/transcripts');
  const slugs = positionals.length
    ? positionals
    : readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => basename(f, '.md'))
        .sort();
  const jobs = Number(values.jobs);
  const every = Math.max(1, Number(values.every));
  const rows: Row[] = [];
  const work = mkdtempSync(join(tmpdir(), 'il-wer-'));
  try {
    for (const config of values.engine) {
      const [name, list] = config.split(':');
      const engine = engineOf(name);
      const chosen = list ? list.split(',') : engine.voices;
      for (const slug of slugs) {
        const parsed = parseContentFile(
          `content/transcripts/${slug}.md`,
          readFileSync(join(dir, `${slug}.md`)),
        );
        const data = TranscriptSchema.parse(parsed.data);
        const turns = spokenTurns(parsed.body);
        const voices = new Map(data.speakers.map((s, i) => [s.name, chosen[i % chosen.length]]));
        const out = await narrate(turns, engine, voices, jobs);
        const ep = join(work, `${config.replace(/[^a-z0-9-]+/gi, '_')}-${slug}`);
        mkdirSync(ep);
        writeFileSync(join(ep, 'episode.mp3'), out.mp3);
        // The round trip starts from the MP3 the site publishes.
        execFileSync('lame', [
          '--quiet',
          '--decode',
          join(ep, 'episode.mp3'),
          join(ep, 'decoded.wav'),
        ]);
        const t0 = performance.now();
        const picked = out.cues.map((_, i) => i).filter((i) => Math.floor(i / 2) % every === 0);
        const hyps = await pool(
          picked.map((i) => async () => {
            const [start, end] = out.cues[i];
            const clip = join(ep, `${i}.wav`);
            await run('sox', [
              '-R',
              join(ep, 'decoded.wav'),
              '-r',
              '16000',
              '-c',
              '1',
              '-b',
              '16',
              clip,
              'trim',
              String(start),
              String(end - start),
            ]);
            return recognise(clip);
          }),
          jobs,
        );
        let words = 0;
        let edits = 0;
        const bySpeaker: Row['bySpeaker'] = {};
        picked.forEach((i, k) => {
          const t = turns[i];
          const ref = normaliseWords(t.spoken);
          const e = wordEdits(ref, normaliseWords(hyps[k]));
          words += ref.length;
          edits += e;
          const sp = (bySpeaker[voices.get(t.speaker)!] ??= { words: 0, edits: 0 });
          sp.words += ref.length;
          sp.edits += e;
        });
        const row: Row = {
          engine: name,
          config: `${name} (${data.speakers.map((s) => voices.get(s.name)!).join(', ')})`,
          bySpeaker,
          voices: data.speakers.map((s) => voices.get(s.name)!),
          episode: slug,
          words,
          edits,
          wer: edits / words,
          seconds: out.seconds,
          synthSeconds: out.took,
          recogniseSeconds: (performance.now() - t0) / 1000,
        };
        rows.push(row);
        // Kept as it goes: a long run stopped half-way still has its rows.
        mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
        writeFileSync(
          join(ROOT, 'bench/out/narrate-wer.json'),
          `${JSON.stringify({ every, rows }, null, 2)}\n`,
        );
        console.error(
          `${row.config} ${slug}: WER ${(row.wer * 100).toFixed(1)} % (${edits}/${words}), audio ${out.seconds.toFixed(0)} s, synth ${out.took.toFixed(1)} s, recognise ${row.recogniseSeconds.toFixed(0)} s`,
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const engines = [...new Set(rows.map((r) => r.config))];
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const lines = [
    `| engine (voices) | ${slugs.join(' | ')} | all |`,
    `| --- | ${slugs.map(() => '---:').join(' | ')} | ---: |`,
  ];
  const totals = engines.map((e) => {
    const mine = rows.filter((r) => r.config === e);
    const wer = mine.reduce((n, r) => n + r.edits, 0) / mine.reduce((n, r) => n + r.words, 0);
    lines.push(
      `| ${e} | ${slugs.map((s) => pct(mine.find((r) => r.episode === s)!.wer)).join(' | ')} | ${pct(wer)} |`,
    );
    return { engine: e, wer };
  });
  const voiceTotals = new Map<string, { words: number; edits: number }>();
  for (const r of rows)
    for (const [v, n] of Object.entries(r.bySpeaker)) {
      const key = `${r.engine} ${v}`;
      const t = voiceTotals.get(key) ?? { words: 0, edits: 0 };
      voiceTotals.set(key, { words: t.words + n.words, edits: t.edits + n.edits });
    }
  const voiceLines = ['| engine and voice | words | WER |', '| --- | ---: | ---: |'];
  for (const [k, n] of voiceTotals)
    voiceLines.push(`| ${k} | ${n.words} | ${pct(n.edits / n.words)} |`);
  totals.sort((a, b) => a.wer - b.wer);
  console.log(lines.join('\n'));
  console.log(
    `\nper voice (every turn it spoke, all episodes and configurations):\n${voiceLines.join('\n')}`,
  );
  console.log(`\nlowest WER: ${totals[0].engine} (${pct(totals[0].wer)})`);
  mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench/out/narrate-wer.json'),
    `${JSON.stringify({ every, rows, totals, voices: Object.fromEntries(voiceTotals) }, null, 2)}\n`,
  );
}

if (import.meta.main) await main();
