/**
 * File-system failures said in one line with the path: a full disk's `write` error names no
 * path at all (`ENOSPC: no space left on device, write`), and a stack trace says nothing a
 * reader can act on.
 */
import { constants } from 'node:os';

/**
 * The errno name a native tool's error quotes when it has no code of its own: Rust's I/O errors
 * end `(os error 28)` (the bundler writing Astro's chunks, Pagefind writing its index), the
 * platform's number, which `os.constants.errno` names (`ENOSPC`).
 */
function quotedCode(err: unknown): string | undefined {
  const message = err instanceof Error ? err.message : undefined;
  const n = message === undefined ? undefined : /\(os error (\d+)\)/.exec(message)?.[1];
  if (n === undefined) return undefined;
  return Object.entries(constants.errno).find(([, v]) => v === Number(n))?.[0];
}

/** The file-system errors said in words, by code. */
const WORDS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'not writable (permission denied)',
  EPERM: 'not writable (operation not permitted)',
  EROFS: 'not writable (a read-only file system)',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EIO: 'the disk reported an input/output error',
};

/**
 * The reason of a file-system error in words, with its code (`the disk is full (ENOSPC)`): from
 * the error's `code`, else the OS error its message quotes (`quotedCode`; a bundler's error has a
 * code of its own, `UNHANDLEABLE_ERROR`). Undefined for another error.
 */
export function fsReason(err: unknown): string | undefined {
  const own = (err as NodeJS.ErrnoException | undefined)?.code;
  const code = typeof own === 'string' && Object.hasOwn(WORDS, own) ? own : quotedCode(err);
  return code !== undefined && Object.hasOwn(WORDS, code) ? `${WORDS[code]} (${code})` : undefined;
}

/** A write that failed, named by the path it was writing. */
export class FsWriteError extends Error {
  readonly path: string;
  constructor(path: string, cause: unknown) {
    const reason = fsReason(cause) ?? (cause instanceof Error ? cause.message : String(cause));
    super(`cannot write ${path}: ${reason}`, { cause });
    this.name = 'FsWriteError';
    this.path = path;
  }
}

/** `err` from writing `path`: a file-system error as an `FsWriteError` naming it, anything else as it is. */
export function asWriteError(path: string, err: unknown): unknown {
  return err instanceof FsWriteError || fsReason(err) === undefined
    ? err
    : new FsWriteError(path, err);
}

/** Runs `f`, which writes `path`; a file-system error becomes an `FsWriteError` naming it. */
export function writingTo<T>(path: string, f: () => T): T {
  try {
    return f();
  } catch (err) {
    throw asWriteError(path, err);
  }
}

/**
 * The one line for a file-system error found in `err` or its causes: an `FsWriteError`'s
 * message, or the error's own path (else `where`) and its reason. Undefined for other errors.
 */
export function fsErrorLine(err: unknown, where: string): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof FsWriteError) return e.message;
    const reason = fsReason(e);
    if (reason) return `cannot write ${(e as NodeJS.ErrnoException).path ?? where}: ${reason}`;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a file-system error other than a failed write says of its path, by code. */
const PATH_WORDS: Record<string, string> = {
  ENOENT: 'does not exist',
  EEXIST: 'is in the way: a file of that name is already there',
  EISDIR: 'is a folder, where a file is needed',
  ELOOP: 'is a symbolic link that leads to itself',
  ENAMETOOLONG: 'has a name too long for the file system',
};

/**
 * The one line for a file-system error `err` that names its own path (node's `path` property):
 * the path as `shown` gives it (relative to the project, never the machine's absolute path), the
 * reason in words and the code (`public/audio: is in the way: a file of that name is already there
 * (EEXIST)`). Undefined for an error without a path or of another code.
 */
export function fsPathLine(err: unknown, shown: (path: string) => string): string | undefined {
  const e = err as NodeJS.ErrnoException | undefined;
  if (!e || typeof e.code !== 'string' || typeof e.path !== 'string') return undefined;
  const words = Object.hasOwn(WORDS, e.code)
    ? WORDS[e.code]
    : Object.hasOwn(PATH_WORDS, e.code)
      ? PATH_WORDS[e.code]
      : undefined;
  return words === undefined ? undefined : `${shown(e.path)}: ${words} (${e.code})`;
}
