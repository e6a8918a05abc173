/**
 * ID3 tags of a narrated episode, so a player shows its title, the library and the podcast
 * instead of a file name: title (`TIT2`), artist (`TPE1`, the library's name), album (`TALB`,
 * the podcast's title), year (`TYER`, from `published`), genre (`TCON`, "Speech") and a comment
 * (`COMM`, the production note). Made by lame itself (`--id3v2-only --tt --ta --tl --ty --tg
 * --tc`), as an ID3v2.3 tag put before the first frame of the narration's MP3: lame writes the
 * same tag for the same values (with its version as `TSSE`), and its frames after a tag are the
 * bytes it writes without one, so a narration tagged when it is made and an older one tagged
 * afterwards are the same bytes (no re-encoding, nothing that changes from run to run). No track number: an episode's
 * number is its place among the library's episodes, which a new episode would change, and with
 * it the bytes of every MP3 after it. No address either: the site's address comes from the
 * environment of the build, not from the content. A tag does not change the audio's length (the
 * frames are counted after it, `src/model/mp3.ts`).
 */
import { execFileSync } from 'node:child_process';
import type { LibraryConfig } from '../config/options.ts';
import { podcastChannel } from '../site/site-config.ts';
import { RATE } from './wav.ts';

/** The text of each tag, as a player shows it. */
export interface EpisodeTags {
  title: string;
  artist: string;
  album: string;
  /** Four digits. */
  year: string;
  comment: string;
}

/** The tags of the episode of a transcript (`data`, its frontmatter) in the library of `config`. */
export function episodeTags(
  data: { title: string; published: string; production: string },
  config: LibraryConfig,
): EpisodeTags {
  return {
    title: data.title,
    artist: config.title,
    album: podcastChannel(config).title,
    year: data.published.slice(0, 4),
    comment: data.production,
  };
}

/** lame's arguments that write `tags` as an ID3v2 tag alone (no ID3v1 tag at the end). */
export function lameTagArgs(tags: EpisodeTags): string[] {
  return [
    '--id3v2-only',
    '--tt',
    tags.title,
    '--ta',
    tags.artist,
    '--tl',
    tags.album,
    '--ty',
    tags.year,
    '--tg',
    'Speech',
    '--tc',
    tags.comment,
  ];
}

/** Bytes of the ID3v2 tag at the start of `mp3` (header, frames and footer), 0 when it has none. */
export function id3v2Length(mp3: Uint8Array): number {
  if (mp3.length < 10 || mp3[0] !== 0x49 || mp3[1] !== 0x44 || mp3[2] !== 0x33) return 0;
  const size = (mp3[6] << 21) | (mp3[7] << 14) | (mp3[8] << 7) | mp3[9];
  return 10 + size + (mp3[5] & 0x10 ? 10 : 0);
}

/**
 * The ID3v2 tag lame writes for `tags` (lame must be installed; `narrate` checks it is): lame
 * encodes a tenth of a second of silence given on its standard input with them, and the tag is
 * the bytes before its frames. Read from a pipe, lame does not know the length, so the tag has no
 * `TLEN`: it holds the values of `tags` and the encoder's version, nothing of the audio.
 */
export function lameId3Tag(tags: EpisodeTags): Buffer {
  const out = execFileSync(
    'lame',
    [
      '--quiet',
      '-r',
      '-s',
      String(RATE / 1000),
      '--bitwidth',
      '16',
      '--signed',
      '--little-endian',
      '-m',
      'm',
      ...lameTagArgs(tags),
      '-',
      '-',
    ],
    // lame warns on standard error that raw input may be read as a file; it is not one.
    { input: Buffer.alloc(Math.round(RATE / 10) * 2), stdio: ['pipe', 'pipe', 'ignore'] },
  );
  return out.subarray(0, id3v2Length(out));
}

/** `mp3` with `tag` (an ID3v2 tag) in place of the ID3v2 tag it starts with, if any. */
export function withId3Tag(mp3: Uint8Array, tag: Uint8Array): Buffer {
  return Buffer.concat([tag, mp3.subarray(id3v2Length(mp3))]);
}
