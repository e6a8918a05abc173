/**
 * `npm run narrate [transcript...]`: turns transcripts (`content/transcripts/<slug>.md`, by slug
 * or path; all of them when none is named) into episodes with a speech engine on this machine
 * (`src/node/narration.ts`), writes `public/audio/<slug>-<digest>.mp3` (with ID3 tags:
 * `src/node/episode-tags.ts`) and records in the
 * transcript's frontmatter the `audio` file, the `duration`, and `narration` (engine, versions,
 * voices, digest of the narrated text, length, size and digest of the audio, cue times). The build
 * reads those and never needs the engine. The audio and the transcript change together or not at
 * all (`src/node/narration-files.ts`), and nothing validate would refuse is written (`refusal`).
 *
 *   --engine NAME        flite (default: the lowest word error rate in `npm run bench:narrate`), festival or espeak-ng
 *   --voice SPEAKER=V    the voice of one speaker (repeatable); else the engine's defaults in speaker order
 *   --out DIR            where the MP3 goes (default: the public folder's audio/)
 *   --check              write nothing: list transcripts whose text changed since their audio was
 *                        made (digest), or whose audio is missing or of another size; exit 1 if any
 *   --jobs N             turns synthesised at once (default 2)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { Document, type YAMLSeq } from 'yaml';
import type { Narration } from '../../schemas/narration.ts';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import { visible, type ContentIssue } from '../model/errors.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import { checkFile } from '../model/library.ts';
import type { ContentRules } from '../model/rules.ts';
import { checkNarration, narrationDigest, spokenTurns } from '../model/narration.ts';
import { didYouMean } from '../model/suggest.ts';
import { argsProblem } from './args.ts';
import { formatClock } from '../model/transcript-timing.ts';
import { loadProject, type Project } from '../node/project.ts';
import { audioDigest, audioIssues } from '../node/narrated-audio.ts';
import { episodeTags, lameId3Tag, withId3Tag } from '../node/episode-tags.ts';
import { fsPathLine } from '../node/fs-errors.ts';
import { lock, NARRATE_LOCK } from '../node/cache-lock.ts';
import {
  audioName,
  commitNarration,
  narrationLeftovers,
  removeLeftovers,
} from '../node/narration-files.ts';
import {
  assertInstalled,
  engineOf,
  engineVersion,
  type Engine,
  narrate,
  PAUSES,
  removeNarrationFolders,
} from '../node/narration.ts';

/** `path` as the messages show it: relative to the folder narrate runs in, the project's. */
const shownPath = (path: string) => relative(process.cwd(), path) || '.';

/**
 * The transcript files named on the command line (slug or path), or every transcript.
 * @throws Error in one line naming the path as `shownPath` gives it, when the transcripts folder
 *   is missing or a file, or a named transcript is missing.
 */
function transcriptFiles(contentDir: string, names: string[]): string[] {
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

/**
 * The one line saying why validate would refuse the transcript `text` (shown as `shown`, relative
 * to the project root) with the audio `mp3` named `audio`, or undefined when it would accept them:
 * validate's check of the file under the library's `rules` (`checkFile`: frontmatter, schema,
 * body), the narration's cue rules (`checkNarration`) and the audio against its record
 * (`audioIssues`), the checks validate and the build make of a transcript on its own.
 */
export function refusal(
  shown: string,
  text: string,
  audio: string,
  mp3: Uint8Array,
  rules: ContentRules,
): string | undefined {
  const say = (field: string, message: string, hint?: string) =>
    `${shown}: narrate writes nothing validate would refuse: ${field}: ${message}${hint ? ` (${hint})` : ''}`.replace(
      /\s*\n\s*/g,
      ' ',
    );
  const checked = checkFile(shown, text, rules).issues[0];
  if (checked) return say(checked.field, checked.message, checked.hint);
  const parsed = parseContentFile(shown, text);
  if (parsed.issues.length) {
    const i = parsed.issues[0];
    return say(i.field, i.message, i.hint);
  }
  const data = TranscriptSchema.safeParse(parsed.data);
  if (!data.success) {
    const i = data.error.issues[0];
    return say(i.path.join('.'), i.message);
  }
  const n = data.data.narration!;
  const issue = [
    ...checkNarration(shown, parsed.body, data.data),
    ...audioIssues(shown, audio, n, mp3),
  ][0];
  return issue && say(issue.field, issue.message, issue.hint);
}

/**
 * The fields narrate writes from what it measures: what validate says of them (a narration older
 * than the text, cues that no longer fit) is what narrating again mends. An `audio` value is
 * refused all the same: it names a file that is removed when the new audio takes its place.
 */
const NARRATED_FIELD = /^(?:duration|narration)(?:[.[]|$)/;

/**
 * The one line saying why narrate will not narrate `shown`: the first of `issues` as validate
 * prints it (`file:line:col field: message (hint)`), every character that could break or reorder
 * the line made visible.
 */
function transcriptRefusal(issues: readonly ContentIssue[]): string | undefined {
  const i = issues[0];
  if (!i) return undefined;
  return visible(
    `${i.file}:${i.line}:${i.col} ${i.field || '(file)'}: ${i.message}${i.hint ? ` (${i.hint})` : ''}; narrate writes nothing until validate accepts the transcript`,
  );
}

/**
 * Reads a transcript (`file`, shown as `shown`, relative to the project root) as validate reads
 * it: its frontmatter and body, after validate's own check of the file (`checkFile` under the
 * library's `rules`).
 * @throws Error in one line (`transcriptRefusal`) when validate would refuse the transcript for
 *   anything but the fields narrate writes, so nothing is synthesised for a transcript whose new
 *   pair validate would refuse all the same.
 */
function readTranscript(file: string, shown: string, rules: ContentRules) {
  const bytes = readFileSync(file);
  const refused = transcriptRefusal(
    checkFile(shown, bytes, rules).issues.filter((i) => !NARRATED_FIELD.test(i.field)),
  );
  if (refused) throw new Error(refused);
  const text = bytes.toString('utf8');
  const parsed = parseContentFile(shown, text);
  const data = TranscriptSchema.safeParse(parsed.data);
  if (parsed.issues.length || !data.success)
    throw new Error(
      transcriptRefusal(parsed.issues) ??
        visible(
          `${shown}: ${data.error?.issues[0]?.path.join('.') || '(file)'}: ${data.error?.issues[0]?.message ?? 'not a transcript'}; narrate writes nothing until validate accepts the transcript`,
        ),
    );
  return { text, data: data.data, body: parsed.body };
}

/**
 * The file with `audio`, `duration` and `narration` set in its frontmatter: `duration` in its
 * place, `audio` and `narration` (replacing any earlier ones) at the end; every other line, and
 * the body, stays as it was. New text values are double-quoted, so no YAML 1.1 reader takes
 * `6:05` for a number. The lines are edited as text and the new ones written by the `yaml`
 * package's writer: reading YAML is `src/model/frontmatter.ts`'s job alone.
 */
export function withNarration(text: string, audio: string, narration: Narration): string {
  const normal = text.replace(/\r\n/g, '\n');
  const m = /^---\n([\s\S]*?\n)---\n/.exec(normal);
  if (!m) throw new Error('narrate: the transcript has no frontmatter');
  const kept: string[] = [];
  let dropping = false;
  for (const line of m[1].slice(0, -1).split('\n')) {
    if (!/^[ \t]/.test(line)) dropping = /^(audio|narration):/.test(line);
    if (dropping) continue;
    kept.push(
      /^duration:/.test(line)
        ? `duration: ${JSON.stringify(formatClock(Math.round(narration.seconds)))}`
        : line,
    );
  }
  const doc = new Document({ audio, narration });
  const cues = doc.getIn(['narration', 'cues'], true) as YAMLSeq<YAMLSeq>;
  for (const pair of cues.items) pair.flow = true;
  const added = doc.toString({
    lineWidth: 0,
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
  });
  return `---\n${kept.join('\n')}\n${added}---\n${normal.slice(m[0].length)}`;
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

async function main(): Promise<number> {
  const { values, positionals } = narrateArgs(process.argv.slice(2));
  // The library in this folder: its transcripts, and its public folder for the audio.
  const project = await loadProject(process.cwd());
  const files = transcriptFiles(project.contentDir, positionals);
  const shownRoot = dirname(project.contentDir);
  const read = (file: string) => readTranscript(file, relative(shownRoot, file), project.rules);
  const audioDir = values.out ? resolve(values.out) : join(project.publicDir, 'audio');
  const folder = audioFolderProblem(audioDir, values.out !== undefined);
  if (folder) throw new Error(folder);

  if (values.check) {
    let stale = 0;
    for (const file of files) {
      const { data, body } = read(file);
      const slug = basename(file, '.md');
      const n = data.narration;
      const problems: string[] = [];
      if (!n) problems.push('not narrated');
      else {
        if (narrationDigest(spokenTurns(body)) !== n.digest)
          problems.push('text changed since the audio was made');
        let bytes: Buffer | undefined;
        try {
          bytes = data.audio ? readFileSync(join(audioDir, data.audio)) : undefined;
        } catch {
          bytes = undefined;
        }
        if (!bytes) problems.push(`audio ${data.audio ?? '(none)'} missing`);
        else
          for (const i of audioIssues(file, data.audio!, n, bytes))
            problems.push(`${i.field}: ${i.message}`);
      }
      if (problems.length) stale++;
      console.log(
        `${problems.length ? 'STALE' : 'ok   '} ${slug}${problems.length ? `: ${problems.join('; ')}` : ''}`,
      );
    }
    // What a killed narration left: validate skips it and the build leaves it out of the site.
    const left = narrationLeftovers(join(project.contentDir, 'transcripts'), audioDir, true);
    for (const f of left)
      console.log(
        `LEFT  ${relative(process.cwd(), f)}: left by a narration that was killed (the next narrate removes it)`,
      );
    if (stale)
      console.log(`\n${stale} of ${files.length} to narrate again: npm run narrate -- <slug>`);
    return stale || left.length ? 1 : 0;
  }

  const engine = engineOf(values.engine);
  const jobs = jobsOf(values.jobs);
  const speakers = [...new Set(files.flatMap((f) => read(f).data.speakers.map((s) => s.name)))];
  const chosen = voiceChoices(values.voice, engine, speakers);
  assertInstalled(engine);
  // One narration of a library at a time: each removes what it takes for a killed run's
  // leftovers, which would be another running narration's new audio.
  const release = await lock(
    project.cacheDir,
    (pid) =>
      console.log(
        `narrate: waiting for the narration in process ${pid}, which narrates this library (${relative(process.cwd(), join(project.cacheDir, NARRATE_LOCK))}); this one starts when it ends`,
      ),
    500,
    NARRATE_LOCK,
  );
  try {
    return await narrateLocked(project, files, audioDir, engine, chosen, jobs, release);
  } finally {
    release();
  }
}

/** Narrates `files` while holding the narration lock (`release` lets go of it). */
async function narrateLocked(
  project: Project,
  files: string[],
  audioDir: string,
  engine: Engine,
  chosen: ReadonlyMap<string, string>,
  jobs: number,
  release: () => void,
): Promise<number> {
  // Interrupted, the command removes its temporary folders before it ends (the files it writes
  // are written and renamed without a pause in which a signal could be handled); a killed one's
  // folders, temporary files and audio its transcript never came to name are removed by the
  // next run, which says so.
  removeNarrationFolders();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      removeNarrationFolders(process.pid);
      release();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  for (const f of removeLeftovers(join(project.contentDir, 'transcripts'), audioDir))
    console.log(
      `narrate: removed ${relative(process.cwd(), f)}, left by a narration that was killed`,
    );
  const version = engineVersion(engine);
  mkdirSync(audioDir, { recursive: true });
  const shownRoot = dirname(project.contentDir);
  for (const file of files) {
    const shown = relative(shownRoot, file);
    const { text, data, body } = readTranscript(file, shown, project.rules);
    const slug = basename(file, '.md');
    // Maps, not objects: a speaker may be called anything, "constructor" included.
    const voices = new Map(
      data.speakers.map((s, i) => [s.name, engine.voices[i % engine.voices.length]]),
    );
    for (const [speaker, voice] of chosen) if (voices.has(speaker)) voices.set(speaker, voice);
    const turns = spokenTurns(body);
    console.log(`${slug}: narrating ${turns.length} turns with ${engine.name}`);
    const result = await narrate(turns, engine, voices, jobs);
    result.mp3 = withId3Tag(result.mp3, lameId3Tag(episodeTags(data, project.config)));
    for (const i of result.unspoken)
      console.log(
        `${shown}: turn ${i + 1} (${turns[i].speaker}) ${JSON.stringify(turns[i].text.slice(0, 40))} has nothing ${engine.name} can say: a pause of ${PAUSES.unspoken} s in its place (write it in words to have it spoken)`,
      );
    const digest = audioDigest(result.mp3);
    const audio = audioName(slug, digest);
    const narration: Narration = {
      engine: engine.name,
      version,
      voices: data.speakers.map((s) => ({ speaker: s.name, voice: voices.get(s.name)! })),
      digest: narrationDigest(turns),
      seconds: result.seconds,
      bytes: result.mp3.length,
      audioDigest: digest,
      cues: result.cues,
    };
    const updated = withNarration(text, audio, narration);
    // Nothing validate would refuse is written: the new transcript and audio checked as it checks them.
    const refused = refusal(shown, updated, audio, result.mp3, project.rules);
    if (refused) throw new Error(refused);
    commitNarration({
      transcript: file,
      transcriptShown: shown,
      text: updated,
      audioDir,
      audioDirShown: relative(process.cwd(), audioDir) || '.',
      audio,
      mp3: result.mp3,
      oldAudio: data.audio,
    });
    console.log(
      `${slug}: ${formatClock(Math.round(result.seconds))} (${result.seconds} s), ${(result.mp3.length / 1024).toFixed(0)} KiB, ${turns.length} turns, ${engine.name} [${[...voices.values()].join(', ')}], ${audio}, in ${result.took.toFixed(1)} s`,
    );
  }
  return 0;
}

if (import.meta.main)
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      // One line: a message is never followed by a stack or a second line of the cause, and a
      // file-system error names its path relative to the project, not the machine's.
      const fs = fsPathLine(e, shownPath);
      console.error(
        fs
          ? `narrate: ${fs}`
          : String(e instanceof Error ? e.message : e).replace(/\s*\n\s*/g, ' '),
      );
      process.exit(2);
    },
  );
