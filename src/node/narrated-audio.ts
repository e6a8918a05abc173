/**
 * The audio of a narrated transcript checked against its `narration` record, for validate and
 * the build: the file under the public folder's `audio/` is an MP3 (its frame headers follow one
 * another to the end), its size and SHA-256 are `narration.bytes` and `narration.audioDigest`,
 * and its length by its frames is `narration.seconds` within one frame. Only headers are parsed
 * and the bytes hashed: no decoding, a few milliseconds for a five-minute episode.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Narration } from '../../schemas/narration.ts';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import type { ContentIssue } from '../model/errors.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import type { SourceFile } from '../model/library-types.ts';
import { readMp3Frames } from '../model/mp3.ts';

/** `sha256:<hex>` of `bytes`: the form of `narration.audioDigest`. */
export function audioDigest(bytes: Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * How the MP3 `bytes`, published as `audio/<audio>`, differs from `narration`: one issue (at
 * most) naming the transcript `file` and the field that disagrees, none when they agree.
 */
export function audioIssues(
  file: string,
  audio: string,
  narration: Narration,
  bytes: Uint8Array,
): ContentIssue[] {
  const at = { file, line: 1, col: 1 };
  const name = `audio/${audio}`;
  const again = `run \`npm run narrate -- <transcript>\` again, or put back the MP3 it made`;
  const mp3 = readMp3Frames(bytes);
  if ('error' in mp3)
    return [{ ...at, field: 'audio', message: `${name}: ${mp3.error}`, hint: again }];
  if (bytes.length !== narration.bytes)
    return [
      {
        ...at,
        field: 'narration.bytes',
        message: `${name} is ${bytes.length} bytes, not the ${narration.bytes} that were narrated: it is another file`,
        hint: again,
      },
    ];
  const digest = audioDigest(bytes);
  if (digest !== narration.audioDigest)
    return [
      {
        ...at,
        field: 'narration.audioDigest',
        message: `${name} has digest ${digest.slice(0, 19)}..., not the narrated ${narration.audioDigest.slice(0, 19)}...: it is another file of the same size`,
        hint: again,
      },
    ];
  if (Math.abs(mp3.seconds - narration.seconds) > mp3.frameSeconds)
    return [
      {
        ...at,
        field: 'narration.seconds',
        message: `${name} lasts ${mp3.seconds.toFixed(3)} s by its ${mp3.frames} frames, not ${narration.seconds} s (more than a frame, ${mp3.frameSeconds.toFixed(3)} s, apart)`,
        hint: 'the narration record was edited by hand: run `npm run narrate -- <transcript>` again',
      },
    ];
  return [];
}

/**
 * `audioIssues` of every narrated transcript among `entries` (`file` as the content tree names
 * it, `data` its frontmatter), reading each audio file from `publicDir/audio/`. A file that is not
 * there is left to the asset check, which names it already.
 */
export function narratedAudioIssues(
  entries: readonly { file: string; data: { audio?: string; narration?: Narration } }[],
  publicDir: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const { file, data } of entries) {
    if (!data.audio || !data.narration) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(publicDir, 'audio', data.audio));
    } catch {
      continue;
    }
    issues.push(...audioIssues(file, data.audio, data.narration, bytes));
  }
  return issues;
}

/**
 * The narrated transcripts among content-tree files (`content/transcripts/*.md`), parsed for
 * their frontmatter; a file that does not parse or validate is left out (validate names it).
 */
export function transcriptEntries(
  files: readonly SourceFile[],
): { file: string; data: { audio?: string; narration?: Narration } }[] {
  const out: { file: string; data: { audio?: string; narration?: Narration } }[] = [];
  for (const f of files) {
    if (!/^[^/]+\/transcripts\/[^/]+\.md$/.test(f.file)) continue;
    const parsed = parseContentFile(f.file, f.content);
    const data = TranscriptSchema.safeParse(parsed.data);
    if (parsed.issues.length === 0 && data.success && data.data.narration)
      out.push({ file: f.file, data: data.data });
  }
  return out;
}
