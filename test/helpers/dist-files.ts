/** The files of a built site, read as text. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dist` whose name `pattern` matches, as path (relative to `dist`) and text. */
export function builtFiles(dist: string, pattern: RegExp): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(name)) out.push([relative(dist, path), readFileSync(path, 'utf8')]);
    }
  };
  walk(dist);
  return out;
}
