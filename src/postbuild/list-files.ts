/** The files of a built output folder, for the post-build checks and the Pagefind shards. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file under `dir`, relative, with `/` separators, sorted.
 * @param skip a folder directly under `dir` left out (one another process is writing).
 */
export function listFiles(dir: string, skip?: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (skip === undefined || d !== dir || e.name !== skip) walk(p);
      } else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}
