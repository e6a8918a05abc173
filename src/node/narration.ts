/**
 * Narrates a transcript with a speech engine installed on this machine (Debian's festival,
 * flite or espeak-ng; no model is ever downloaded): each turn is synthesised on its own in its
 * speaker's voice, converted by sox to one format (22,050 Hz, mono, 16 bit, silence trimmed at
 * both ends, peak-normalised so the voices are equally loud), and the turns are joined with
 * short pauses between turns and longer ones between sections. The length of each turn's audio
 * gives its cue, so the page's times come from the synthesis itself, not an estimate. lame
 * encodes the result as a constant-bit-rate mono MP3 with no ID3 tag (nothing that changes from
 * run to run), so the same text and versions give the same bytes.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SpokenTurn } from '../model/narration.ts';

const run = promisify(execFile);

/**
 * Removes the temporary folders (`il-narrate-<pid>-*` in the system's temporary folder) of the
 * process `pid`, or, without it, those whose process is gone (a narration that was killed).
 */
export function removeNarrationFolders(pid?: number): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^il-narrate-(\d+)-/.exec(name);
    if (!m) continue;
    const owner = Number(m[1]);
    if (pid === undefined ? !running(owner) : owner === pid)
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** True while the process `pid` runs (a process of another user counts as running). */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Sample rate of the joined audio and of the MP3. */
export const RATE = 22_050;
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

/** A speech engine: how to synthesise a text in a voice into a WAV file. */
export interface Engine {
  name: string;
  /** The program that synthesises (checked by `assertInstalled`). */
  program: string;
  /** Debian packages whose versions, with sox's and lame's, make the narration's `version`. */
  packages: string[];
  /** Default voices, given to the speakers in the order they are listed. */
  voices: string[];
  /** Every voice the engine offers here. */
  available: string[];
  /**
   * Writes the WAV file `wav` of `text` in `voice`. The text goes through a file in `dir` (a
   * folder of this turn's own), never the command line: one argument is limited to 128 KiB
   * (`spawn E2BIG`), and a turn may be longer.
   */
  synth(text: string, voice: string, wav: string, dir: string): Promise<void>;
}

/** The text of a turn, in a file of its folder `dir`, for an engine to read. */
function textFile(dir: string, text: string): string {
  const input = join(dir, 'input.txt');
  writeFileSync(input, `${text}\n`);
  return input;
}

/** The engines, by name (a Map: a name such as "constructor" is not one). */
export const ENGINES: ReadonlyMap<string, Engine> = new Map<string, Engine>([
  [
    'festival',
    {
      name: 'festival',
      program: 'text2wave',
      packages: ['festival', 'festvox-us-slt-hts', 'festvox-kallpc16k', 'festvox-kdlpc16k'],
      voices: ['cmu_us_slt_arctic_hts', 'kal_diphone'],
      available: ['cmu_us_slt_arctic_hts', 'kal_diphone', 'ked_diphone'],
      async synth(text, voice, wav, dir) {
        await run('text2wave', ['-eval', `(voice_${voice})`, textFile(dir, text), '-o', wav]);
      },
    },
  ],
  [
    'flite',
    {
      name: 'flite',
      program: 'flite',
      packages: ['flite', 'libflite1'],
      voices: ['slt', 'rms'],
      available: ['slt', 'rms', 'awb', 'kal16', 'kal'],
      async synth(text, voice, wav, dir) {
        await run('flite', ['-voice', voice, '-f', textFile(dir, text), '-o', wav]);
      },
    },
  ],
  [
    'espeak-ng',
    {
      name: 'espeak-ng',
      program: 'espeak-ng',
      packages: ['espeak-ng', 'espeak-ng-data'],
      voices: ['en-us+f3', 'en-us'],
      available: ['en-us', 'en-us+f3', 'en-gb', 'en-gb-x-rp'],
      async synth(text, voice, wav, dir) {
        await run('espeak-ng', ['-v', voice, '-s', '165', '-w', wav, '-f', textFile(dir, text)]);
      },
    },
  ],
]);

/** The engine named `name`; throws listing the ones there are. */
export function engineOf(name: string): Engine {
  const e = ENGINES.get(name);
  if (!e) throw new Error(`unknown engine "${name}": one of ${[...ENGINES.keys()].join(', ')}`);
  return e;
}

/** Throws with the install command when a program the engine needs is missing. */
export function assertInstalled(engine: Engine): void {
  for (const p of [engine.program, 'sox', 'lame']) {
    try {
      execFileSync('sh', ['-c', `command -v ${p}`], { stdio: 'ignore' });
    } catch {
      throw new Error(
        `narrate: "${p}" is not installed; as root: apt-get install -y ${[...engine.packages, 'sox', 'lame'].join(' ')}`,
      );
    }
  }
}

/** "festival 1:2.5.0-9, festvox-us-slt-hts 0.2010.10.25-4, ..., sox ..., lame ...": the versions that decide the bytes. */
export function engineVersion(engine: Engine): string {
  const out = execFileSync(
    'dpkg-query',
    ['-W', '-f=${Package} ${Version}\\n', ...engine.packages, 'sox', 'lame'],
    { encoding: 'utf8' },
  );
  return out.trim().split('\n').join(', ');
}

/** The 16-bit samples of a mono WAV file (the `data` chunk). */
export function wavSamples(file: string): Int16Array {
  const b = readFileSync(file);
  let at = 12;
  while (at + 8 <= b.length) {
    const id = b.toString('ascii', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    if (id === 'data') {
      const data = b.subarray(at + 8, at + 8 + Math.min(size, b.length - at - 8));
      const out = new Int16Array(Math.floor(data.length / 2));
      for (let i = 0; i < out.length; i++) out[i] = data.readInt16LE(i * 2);
      return out;
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

/** A mono 16-bit PCM WAV file of `samples` at `RATE`. */
export function wavFile(samples: Int16Array): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + samples.length * 2, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([head, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

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
