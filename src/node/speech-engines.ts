/**
 * The speech engines a narration can use, as installed on this machine by Debian's packages
 * (festival, flite or espeak-ng; no model is ever downloaded): how each synthesises one turn into
 * a WAV file, whether it and sox and lame are installed, and the package versions that decide the
 * bytes of the audio.
 */
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

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
