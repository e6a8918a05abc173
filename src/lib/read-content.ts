/**
 * Reads every file under `content/` from disk for `buildLibrary`. Symbolic links are refused
 * (never followed) and files over the size limit are refused before they are read.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ContentIssue } from './errors.ts';
import { MAX_FILE_BYTES } from './frontmatter.ts';
import type { SourceFile } from './library.ts';

/** Files found under `contentDir`, and the ones refused before reading. */
export interface ReadResult { files: SourceFile[]; issues: ContentIssue[] }

/**
 * The content folder: `IL_CONTENT_DIR` if set (fixture sites in tests and the benchmark), else
 * `<root>/content`.
 */
export function contentDirOf(root: string): string {
  return process.env.IL_CONTENT_DIR ? resolve(root, process.env.IL_CONTENT_DIR) : join(root, 'content');
}

/**
 * Walks the content folder and returns its files with paths that start `content/`.
 * @param root the repository root (used to find the content folder).
 */
export function readContentTree(root: string, contentDir = contentDirOf(root)): ReadResult {
  const rootDir = dirname(contentDir);
  const files: SourceFile[] = [];
  const issues: ContentIssue[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const file = relative(rootDir, abs).split(sep).join('/');
      const st = lstatSync(abs);
      if (st.isSymbolicLink()) issues.push({ file, line: 1, col: 1, field: '', message: 'symbolic links are not followed in content/', hint: 'replace the link with the file itself' });
      else if (st.isDirectory()) walk(abs);
      else if (!st.isFile()) issues.push({ file, line: 1, col: 1, field: '', message: 'not a regular file', hint: 'remove it' });
      else if (st.size > MAX_FILE_BYTES) issues.push({ file, line: 1, col: 1, field: '', message: `file is ${st.size} bytes, over the ${MAX_FILE_BYTES}-byte limit`, hint: 'split it, or cut what does not belong in one page' });
      else if (name === '.DS_Store' || name === '.gitkeep') continue;
      else files.push({ file, content: readFileSync(abs) });
    }
  };
  walk(contentDir);
  return { files, issues };
}
