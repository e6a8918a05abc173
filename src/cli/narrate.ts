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
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Narration } from '../../schemas/narration.ts';
import { narrationDigest, spokenTurns } from '../model/narration.ts';
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
import { removeNarrationFolders } from '../node/narration-folders.ts';
import { narrate, PAUSES } from '../node/narration.ts';
import { assertInstalled, engineOf, engineVersion, type Engine } from '../node/speech-engines.ts';
import {
  shownPath,
  transcriptFiles,
  audioFolderProblem,
  jobsOf,
  voiceChoices,
  narrateArgs,
} from './narrate-inputs.ts';
import { refusal, readTranscript, withNarration } from './narrate-transcript.ts';

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
      // Whatever the clean-up meets, the command ends as interrupted; a folder it could not
      // remove is removed by the next narration.
      try {
        removeNarrationFolders(process.pid);
        release();
      } finally {
        process.exit(signal === 'SIGINT' ? 130 : 143);
      }
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
