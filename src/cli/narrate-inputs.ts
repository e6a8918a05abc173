/**
 * The command line of `npm run narrate` (`narrate.ts`): its flags, the transcripts it names, where
 * the MP3 files go, how many turns are synthesised at once and which voice each speaker gets, each
 * checked before anything runs.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { visible } from '../model/errors.ts';
import { didYouMean } from '../model/suggest.ts';
import { argsProblem } from './args.ts';
import type { Engine } from '../node/speech-engines.ts';

/** `path` as the messages show it: relative to the folder narrate runs in, the project's. */
export const shownPath = (path: string) => relative(process.cwd(), path) || '.';

/**
 * The transcript files named on the command line (slug or path), or every transcript.
 * @throws Error in one line naming the path as `shownPath` gives it, when the transcripts folder
 *   is missing or a file, or a named transcript is missing.
 */
export function transcriptFiles(contentDir: string, names: string[]): string[] {
  const dir = join(contentDir, 'transcripts');
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new Error(
      `narrate: ${shownPath(dir)} ${existsSync(dir) ? 'is a file, not a folder' : 'does not exist'}: a transcript is ${shownPath(dir)}/<slug>.md`,
    );
  if (names.length === 0)
    return readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(dir, f));
  return names.map((n) => {
    const file = n.endsWith('.md') ? resolve(n) : join(dir, `${n}.md`);
    if (!statSync(file, { throwIfNoEntry: false })?.isFile())
      throw new Error(visible(`narrate: no transcript ${n} (looked for ${shownPath(file)})`));
    return file;
  });
}

/**
 * Why the MP3 files cannot go in the folder `dir` (named by `--out` when `out`): it, or a part of
 * its path, is a file. Undefined when it is a folder or can be made. Checked before anything runs:
 * making it was the first write, and failed as `EEXIST` or `ENOTDIR` with the machine's path.
 */
export function audioFolderProblem(dir: string, out: boolean): string | undefined {
  let at = dir;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  if (statSync(at).isDirectory()) return undefined;
  const named = out ? `--out ${shownPath(dir)}` : shownPath(dir);
  const where = at === dir ? named : `${named}: ${shownPath(at)}`;
  return visible(
    `narrate: ${where} is a file, not a folder, and the MP3 files go in a folder there: move the file away, or give --out another folder`,
  );
}

/** Most turns synthesised at once (`--jobs`): more only queue for the machine's cores. */
export const MAX_JOBS = 64;

/**
 * `--jobs` as a number of turns synthesised at once.
 * @throws Error in one line when it is not a whole number from 1 to `MAX_JOBS` (none at all would
 *   synthesise nothing).
 */
export function jobsOf(text: string): number {
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= MAX_JOBS))
    throw new Error(
      `narrate: --jobs ${JSON.stringify(text)}: expected a whole number of turns synthesised at once, from 1 to ${MAX_JOBS}`,
    );
  return n;
}

/**
 * The `--voice SPEAKER=VOICE` choices, by speaker (a Map: a speaker may be called anything), for
 * transcripts whose speakers are `speakers`.
 * @throws Error in one line naming the argument when it is not `SPEAKER=VOICE`, the voice is not
 *   one of `engine`'s, or no transcript narrated has the speaker (a choice that would do nothing).
 */
export function voiceChoices(
  args: readonly string[],
  engine: Pick<Engine, 'name' | 'available'>,
  speakers: readonly string[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of args) {
    const eq = v.indexOf('=');
    const speaker = eq > 0 ? v.slice(0, eq) : '';
    const voice = eq > 0 ? v.slice(eq + 1) : '';
    if (!speaker || !engine.available.includes(voice))
      throw new Error(
        `narrate: --voice ${JSON.stringify(v)}: expected SPEAKER=VOICE, a voice of ${engine.name}: ${engine.available.join(', ')}`,
      );
    if (!speakers.includes(speaker)) {
      const hint = didYouMean(speaker, speakers);
      throw new Error(
        `narrate: --voice ${JSON.stringify(v)}: no speaker ${JSON.stringify(speaker)} in the transcripts narrated (${hint ?? `their speakers: ${speakers.join(', ')}`})`,
      );
    }
    out.set(speaker, voice);
  }
  return out;
}

/** The flags, as `parseArgs` reads them. */
const FLAGS = {
  engine: { type: 'string', default: 'flite' },
  voice: { type: 'string', multiple: true, default: [] as string[] },
  out: { type: 'string' },
  check: { type: 'boolean', default: false },
  jobs: { type: 'string', default: '2' },
} satisfies ParseArgsOptionsConfig;

/**
 * The command line `argv` (without node and the script): the flags (`FLAGS`) and the transcripts
 * named.
 * @throws Error in one line naming the argument, with what to type instead (`argsProblem`), when
 *   `parseArgs` refuses it.
 */
export function narrateArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: FLAGS });
  } catch (err) {
    const line = argsProblem(err, argv, Object.keys(FLAGS));
    throw line ? new Error(`narrate: ${line}`) : err;
  }
}
