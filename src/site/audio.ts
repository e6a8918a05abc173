/**
 * Podcast audio files: they live in the public folder under `audio/` (the transcript's `audio`
 * field names the file). The feed's enclosure needs each file's size in bytes; a transcript naming
 * a file that is not there fails the build with the file's name and where it was looked for.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** Size in bytes of `audio/<file>` in the public folder; throws naming the missing file. */
export function audioFileSize(file: string, dir: string): number {
  const path = join(dir, 'audio', file);
  try {
    return statSync(path).size;
  } catch {
    throw new Error(
      `podcast: the audio file "${file}" is not at ${path}; add it, or remove "audio" from the transcript`,
    );
  }
}
