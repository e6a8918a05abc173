/**
 * Narrates a transcript with a speech engine installed on this machine (Debian's festival,
 * flite or espeak-ng; no model is ever downloaded): each turn is synthesised on its own in its
 * speaker's voice, converted by sox to one format (22,050 Hz, mono, 16 bit, silence trimmed at
 * both ends, peak-normalised so the voices are equally loud), and the turns are joined with
 * short pauses between turns and longer ones between sections. The length of each turn's audio
 * gives its cue, so the page's times come from the synthesis itself, not an estimate. lame
 * encodes the result as a constant-bit-rate mono MP3 with no ID3 tag (nothing that changes from
 * run to run), so the same text and versions give the same bytes.
 *
 * The engines are `speech-engines.ts`, the WAV files `wav.ts`, the temporary folders
 * `narration-folders.ts`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SpokenTurn } from '../model/narration.ts';
import type { Engine } from './speech-engines.ts';
import { RATE, wavFile, wavSamples } from './wav.ts';

const run = promisify(execFile);

/** MP3 bit rate, kbit/s (constant; mono speech). */
export const KBPS = 48;
/**
 * Silence before the first turn, between turns, between sections and after the last, and in place
 * of a turn the engine makes no sound for (`unspoken`), in seconds.
 */
export const PAUSES = { lead: 0.3, turn: 0.55, section: 1.5, tail: 0.8, unspoken: 1 } as const;
/**
 * A clip shorter than this (in samples: 50 ms) is no speech: an engine given only characters it
 * cannot say (Chinese, an emoji, an ellipsis) makes silence or a click, which trimming leaves at
 * nothing, and a cue of no length is one validate refuses (`end > start`).
 */
export const MIN_SPOKEN = Math.round(0.05 * 22_050);

/** What a narration produced. */
export interface Narrated {
  /** The MP3's bytes. */
  mp3: Buffer;
  /** Length in seconds, to the millisecond (samples / rate). */
  seconds: number;
  /** [start, end] of every turn, seconds. */
  cues: [number, number][];
  /** Indexes of the turns the engine made no sound for, each a pause of `PAUSES.unspoken` instead. */
  unspoken: number[];
  /** Wall-clock seconds the synthesis and encoding took. */
  took: number;
}

const ms = (n: number) => Math.round(n * 1000) / 1000;

/** Runs `jobs` with at most `limit` at once, keeping their order. */
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

/**
 * Narrates `turns`, each speaker in `voices.get(speaker)`. A turn the engine makes no sound for
 * becomes a pause (`PAUSES.unspoken`), so every cue has a length. The temporary folder
 * (`il-narrate-*`) is removed whether it succeeds or fails.
 * @param concurrency how many turns are synthesised at once (the machine's other work shares its cores).
 */
export async function narrate(
  turns: readonly SpokenTurn[],
  engine: Engine,
  voices: ReadonlyMap<string, string>,
  concurrency = 2,
): Promise<Narrated> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), `il-narrate-${process.pid}-`));
  try {
    const clips = await pool(
      turns.map((t, i) => async () => {
        const voice = voices.get(t.speaker);
        if (!voice) throw new Error(`no voice for speaker "${t.speaker}"`);
        const sub = join(dir, String(i));
        const raw = join(dir, `${i}-raw.wav`);
        const clean = join(dir, `${i}.wav`);
        mkdirSync(sub, { recursive: true });
        await engine.synth(t.spoken, voice, raw, sub);
        // -R: repeatable (fixed seeds); -D: no dither. Trim silence at both ends, then the peak to -1 dBFS.
        await run('sox', [
          '-R',
          '-D',
          raw,
          '-r',
          String(RATE),
          '-c',
          '1',
          '-b',
          '16',
          '-e',
          'signed-integer',
          clean,
          'silence',
          '1',
          '0.02',
          '-55d',
          'reverse',
          'silence',
          '1',
          '0.02',
          '-55d',
          'reverse',
          'gain',
          '-n',
          '-1',
        ]);
        return wavSamples(clean);
      }),
      concurrency,
    );
    const silence = (s: number) => new Int16Array(Math.round(s * RATE));
    const parts: Int16Array[] = [silence(PAUSES.lead)];
    let at = parts[0].length;
    const cues: [number, number][] = [];
    const unspoken: number[] = [];
    clips.forEach((spoken, i) => {
      const clip = spoken.length >= MIN_SPOKEN ? spoken : silence(PAUSES.unspoken);
      if (clip !== spoken) unspoken.push(i);
      if (i > 0) {
        const gap = silence(
          turns[i].section !== turns[i - 1].section ? PAUSES.section : PAUSES.turn,
        );
        parts.push(gap);
        at += gap.length;
      }
      cues.push([ms(at / RATE), ms((at + clip.length) / RATE)]);
      parts.push(clip);
      at += clip.length;
    });
    parts.push(silence(PAUSES.tail));
    at += parts.at(-1)!.length;
    const all = new Int16Array(at);
    let o = 0;
    for (const p of parts) {
      all.set(p, o);
      o += p.length;
    }
    const wav = join(dir, 'episode.wav');
    const mp3 = join(dir, 'episode.mp3');
    writeFileSync(wav, wavFile(all));
    execFileSync('lame', [
      '--quiet',
      '-m',
      'm',
      '--cbr',
      '-b',
      String(KBPS),
      '-q',
      '2',
      '--noreplaygain',
      wav,
      mp3,
    ]);
    return {
      mp3: readFileSync(mp3),
      seconds: ms(all.length / RATE),
      cues,
      unspoken,
      took: (performance.now() - started) / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
