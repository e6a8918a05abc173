/**
 * `npm run narrate:tags [transcript...]`: gives the narrated MP3s of the transcripts named (by slug
 * or path; all of them when none is named) the ID3 tags a narration writes now
 * (`src/node/episode-tags.ts`), without synthesising anything again: the tag lame writes for the
 * transcript's title, the library, the podcast, the year and the production note, in place of
 * the tag the file starts with, if any. The bytes are those `npm run narrate` would write with the
 * same engine versions. The new file is `public/audio/<slug>-<digest>.mp3`; the transcript's
 * `audio`, `narration.bytes` and `narration.audioDigest` follow it, the cues and the length are
 * unchanged (a tag is not audio), and the pair is written together or not at all
 * (`commitNarration`) after the same check narrate makes (`refusal`). A file already tagged so is
 * left alone. Exit 0, or 2 with one line saying why.
 *
 *   --out DIR   where the MP3s are (default: the public folder's audio/)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import { lock, NARRATE_LOCK } from '../node/cache-lock.ts';
import { episodeTags, lameId3Tag, withId3Tag } from '../node/episode-tags.ts';
import { audioDigest } from '../node/narrated-audio.ts';
import { audioName, commitNarration } from '../node/narration-files.ts';
import { assertInstalled, engineOf } from '../node/speech-engines.ts';
import { loadProject } from '../node/project.ts';
import { refusal, withNarration } from './narrate-transcript.ts';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  });
  const project = await loadProject(process.cwd());
  const dir = join(project.contentDir, 'transcripts');
  const files = positionals.length
    ? positionals.map((n) => {
        const file = n.endsWith('.md') ? resolve(n) : join(dir, `${n}.md`);
        if (!existsSync(file))
          throw new Error(`narrate:tags: no transcript ${n} (looked for ${file})`);
        return file;
      })
    : readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => join(dir, f));
  const audioDir = values.out ? resolve(values.out) : join(project.publicDir, 'audio');
  const shownRoot = dirname(project.contentDir);
  const release = await lock(
    project.cacheDir,
    (pid) => console.log(`narrate:tags: waiting for the narration in process ${pid}`),
    500,
    NARRATE_LOCK,
  );
  try {
    for (const file of files) {
      const shown = relative(shownRoot, file);
      const text = readFileSync(file, 'utf8');
      const parsed = parseContentFile(shown, text);
      const data = TranscriptSchema.safeParse(parsed.data);
      if (!data.success || !data.data.narration || !data.data.audio) {
        console.log(`skip  ${shown}: not narrated`);
        continue;
      }
      const { audio, narration } = data.data;
      // lame writes the tag: the engine's own programs (lame among them) must be here.
      assertInstalled(engineOf(narration.engine));
      const old = readFileSync(join(audioDir, audio));
      const mp3 = withId3Tag(old, lameId3Tag(episodeTags(data.data, project.config)));
      if (mp3.equals(old)) {
        console.log(`ok    ${shown}: ${audio} has its tags`);
        continue;
      }
      const digest = audioDigest(mp3);
      const name = audioName(basename(file, '.md'), digest);
      const updated = withNarration(text, name, {
        ...narration,
        bytes: mp3.length,
        audioDigest: digest,
      });
      const refused = refusal(shown, updated, name, mp3, project.rules);
      if (refused) throw new Error(refused);
      commitNarration({
        transcript: file,
        transcriptShown: shown,
        text: updated,
        audioDir,
        audioDirShown: relative(process.cwd(), audioDir) || '.',
        audio: name,
        mp3,
        oldAudio: audio,
      });
      console.log(
        `tagged ${shown}: ${audio} -> ${name} (${mp3.length - old.length} bytes of tags)`,
      );
    }
  } finally {
    release();
  }
  return 0;
}

if (import.meta.main)
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(String(e instanceof Error ? e.message : e).replace(/\s*\n\s*/g, ' '));
      process.exit(2);
    },
  );
