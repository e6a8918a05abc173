/**
 * Writing a narration as one change: the transcript and its audio are both the old pair or both
 * the new one, whatever fails and whenever the process is killed. The audio is named by its
 * content (`<slug>-<12 hex digits of its SHA-256>.mp3`), so the new file never replaces the one
 * the old transcript names; it is written to a temporary file in its folder, made durable and
 * renamed into place; then the transcript the same way, last: its rename is the moment the new
 * pair replaces the old. Only then is the old audio removed. A write that fails removes what this
 * change wrote and says, in one line, which file and why.
 */
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseContentFile } from '../model/frontmatter.ts';
import { fsReason } from './fs-errors.ts';
import { running } from './narration-folders.ts';

/** Writes `data` to the new file `path` and makes it durable (fsync); throws as `fs` does. */
export type FileWriter = (path: string, data: Uint8Array | string) => void;

/** `FileWriter` on the disk: exclusive create, every byte written, fsync, close. */
export const durableWrite: FileWriter = (path, data) => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const fd = openSync(path, 'wx', 0o644);
  try {
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/** A narration that could not be written, in one line naming the file; nothing was changed. */
export class NarrationWriteError extends Error {
  constructor(shown: string, cause: unknown) {
    const reason =
      fsReason(cause) ?? (cause instanceof Error ? cause.message : String(cause)).split('\n')[0];
    super(
      `${shown}: ${reason}; nothing was changed (the transcript and its audio are as they were)`,
      { cause },
    );
    this.name = 'NarrationWriteError';
  }
}

/** The audio file name of `slug` for these MP3 bytes' digest (`sha256:<hex>`). */
export function audioName(slug: string, digest: string): string {
  return `${slug}-${digest.replace(/^sha256:/, '').slice(0, 12)}.mp3`;
}

/** True when `file` is audio `narrate` named for `slug`: `<slug>.mp3` or `audioName`'s form. */
export function ownAudio(slug: string, file: string): boolean {
  return file.startsWith(slug) && /^(?:-[0-9a-f]{12})?\.mp3$/.test(file.slice(slug.length));
}

/** A temporary name beside `path`, hidden, naming this process (so a later run knows it is stale). */
function temporary(path: string): string {
  const rand = Math.floor(Math.random() * 0xffffffff).toString(16);
  return join(dirname(path), `.${basename(path)}.${process.pid}-${rand}.tmp`);
}

/** The process id in a temporary file's name (`temporary`'s form), or undefined for another file. */
export function temporaryOwner(file: string): number | undefined {
  const m = /^\..+\.(\d+)-[0-9a-f]+\.tmp$/.exec(file);
  return m ? Number(m[1]) : undefined;
}

/**
 * The audio each transcript in `transcriptsDir` names (`audio` in its frontmatter), by slug:
 * undefined for one not narrated, null for one that does not parse (its audio is unknown, so
 * nothing of its slug counts as a leftover). An absent folder has none.
 */
export function namedAudio(transcriptsDir: string): Map<string, string | undefined | null> {
  const out = new Map<string, string | undefined | null>();
  let names: string[];
  try {
    names = readdirSync(transcriptsDir).filter((f) => f.endsWith('.md') && !f.startsWith('.'));
  } catch {
    return out;
  }
  for (const f of names) {
    let audio: string | undefined | null = null;
    try {
      const parsed = parseContentFile(f, readFileSync(join(transcriptsDir, f)));
      const value = (parsed.data as { audio?: unknown } | undefined)?.audio;
      if (!parsed.issues.length) audio = typeof value === 'string' ? value : undefined;
    } catch {
      audio = null;
    }
    out.set(f.slice(0, -'.md'.length), audio);
  }
  return out;
}

/**
 * What narrations that were killed left among `files`, the names in an audio folder: their
 * temporary files (those of a process still running with `live`), and audio in narrate's
 * content-named form (`<slug>-<12 hex digits>.mp3`) of a transcript of `named` (`namedAudio`)
 * that no transcript names: new audio whose transcript was never written, or old audio a
 * killed run did not come to remove. Any other file is the library's own and is kept.
 */
export function audioLeftovers(
  files: readonly string[],
  named: ReadonlyMap<string, string | undefined | null>,
  live = false,
): string[] {
  const used = new Set([...named.values()].filter((a) => typeof a === 'string'));
  return files.filter((f) => {
    const owner = temporaryOwner(f);
    if (owner !== undefined) return live || !running(owner);
    if (used.has(f)) return false;
    const m = /^(.+)-[0-9a-f]{12}\.mp3$/.exec(f);
    return m !== null && named.has(m[1]) && named.get(m[1]) !== null;
  });
}

/**
 * What killed narrations left, as paths: temporary files of transcripts in `transcriptsDir`, and
 * `audioLeftovers` in `audioDir` (with `live`, also the temporary files of running processes).
 */
export function narrationLeftovers(
  transcriptsDir: string,
  audioDir: string,
  live = false,
): string[] {
  const list = (dir: string) => {
    try {
      return readdirSync(dir).sort();
    } catch {
      return [];
    }
  };
  return [
    ...list(transcriptsDir)
      .filter((f) => {
        const owner = temporaryOwner(f);
        return owner !== undefined && (live || !running(owner));
      })
      .map((f) => join(transcriptsDir, f)),
    ...audioLeftovers(list(audioDir), namedAudio(transcriptsDir), live).map((f) =>
      join(audioDir, f),
    ),
  ];
}

/**
 * Removes `narrationLeftovers` (not those of running processes). Run while holding the
 * narration lock, so no running narration's new audio is taken.
 * @returns the removed files' paths, for the command to report.
 */
export function removeLeftovers(transcriptsDir: string, audioDir: string): string[] {
  const removed = narrationLeftovers(transcriptsDir, audioDir);
  for (const f of removed) rmSync(f, { force: true });
  return removed;
}

/** Flushes a folder's entries (the renames) to disk; a file system that cannot is left as it is. */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // not every file system fsyncs a folder; the renames are still atomic
  }
}

/** What `commitNarration` writes. */
export interface NarrationChange {
  /** The transcript's absolute path, and as the messages show it (`content/transcripts/x.md`). */
  transcript: string;
  transcriptShown: string;
  /** The transcript's new text. */
  text: string;
  /** The audio folder, and as the messages show it (`public/audio`). */
  audioDir: string;
  audioDirShown: string;
  /** The new audio's file name (`audioName`) and bytes. */
  audio: string;
  mp3: Uint8Array;
  /** The audio the transcript named before, removed once the new pair is in place. */
  oldAudio?: string;
}

/**
 * Writes `change`: the audio to a temporary file renamed to its name, then the transcript the same
 * way; then removes the old audio. Synchronous from first write to last rename, so no signal
 * handler runs in between.
 * @param write writes one new file (a test gives one that fails)
 * @throws NarrationWriteError naming the file that could not be written; its temporary file and
 *   the new audio are removed, the transcript and the old audio are untouched.
 */
export function commitNarration(change: NarrationChange, write: FileWriter = durableWrite): void {
  const audioPath = join(change.audioDir, change.audio);
  const audioShown = `${change.audioDirShown}/${change.audio}`;
  const replacesOld = change.oldAudio === change.audio;
  const tmpAudio = temporary(audioPath);
  const tmpText = temporary(change.transcript);
  let audioPlaced = false;
  const undo = () => {
    rmSync(tmpAudio, { force: true });
    rmSync(tmpText, { force: true });
    // A new file the transcript does not name; the same name as the old one is the same bytes.
    if (audioPlaced && !replacesOld) rmSync(audioPath, { force: true });
  };
  const step = (shown: string, f: () => void) => {
    try {
      f();
    } catch (err) {
      undo();
      throw new NarrationWriteError(shown, err);
    }
  };
  step(audioShown, () => write(tmpAudio, change.mp3));
  step(audioShown, () => {
    renameSync(tmpAudio, audioPath);
    audioPlaced = true;
    syncFolder(change.audioDir);
  });
  step(change.transcriptShown, () => write(tmpText, change.text));
  step(change.transcriptShown, () => {
    renameSync(tmpText, change.transcript);
    syncFolder(dirname(change.transcript));
  });
  // The old audio goes when it was this transcript's own (named after it), not a shared file.
  const slug = basename(change.transcript, '.md');
  if (change.oldAudio && !replacesOld && ownAudio(slug, change.oldAudio))
    rmSync(join(change.audioDir, change.oldAudio), { force: true });
}
