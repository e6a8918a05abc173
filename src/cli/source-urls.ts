/**
 * `npm run source-urls`: prints every source URL in `content/` (see `src/site/source-urls.ts`),
 * one a line, sorted and without repeats, for a link checker to read. Touches no network.
 *
 * `npm run source-urls -- --by-file DIR` instead writes one list per content file that cites a
 * source, `DIR/cases/IL-0190.txt` and so on, so a checker that reports dead links by input file
 * (lychee does) names the case to fix; DIR must be new or empty. Exit 1 when no URL is found
 * (a broken content folder), 2 on a wrong argument.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseContentFile } from '../model/frontmatter.ts';
import { readContentTree } from '../node/read-content.ts';
import { loadProject } from '../node/project.ts';
import { sourceUrls, urlsOfFile } from '../site/source-urls.ts';

/** The content files that can cite sources, parsed (frontmatter only; invalid files still give their URLs). */
function parsedFiles(root: string, contentDir: string): { file: string; data: unknown }[] {
  return readContentTree(root, contentDir)
    .files.filter((f) => f.file.endsWith('.md'))
    .map((f) => ({ file: f.file, data: parseContentFile(f.file, f.content).data }));
}

/**
 * Runs the command.
 * @param root the repository root.
 * @param args `[]` to print, or `['--by-file', DIR]`.
 * @param out where printed lines go.
 * @returns the exit code.
 */
export function runSourceUrls(
  root: string,
  contentDir: string,
  args: readonly string[],
  out: (line: string) => void = (l) => console.log(l),
): number {
  const files = parsedFiles(root, contentDir);
  const at = args.indexOf('--by-file');
  if (at >= 0) {
    if (!args[at + 1]) {
      console.error('--by-file needs a folder, e.g. npm run source-urls -- --by-file .link-check');
      return 2;
    }
    const dir = resolve(root, args[at + 1]);
    if (existsSync(dir) && readdirSync(dir).length) {
      // Never deletes anything: old lists left in the folder would be checked as if still cited.
      console.error(`${dir} is not empty: give a new or empty folder`);
      return 2;
    }
    let written = 0;
    for (const { file, data } of files) {
      const urls = [...new Set(urlsOfFile(file, data))];
      if (!urls.length) continue;
      const target = join(dir, file.replace(/^[^/]+\//, '').replace(/\.md$/, '.txt'));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `${urls.join('\n')}\n`);
      written++;
    }
    out(`wrote the source URLs of ${written} files to ${dir}`);
    return written ? 0 : 1;
  }
  const all = sourceUrls(files);
  for (const s of all) out(s.url);
  return all.length ? 0 : 1;
}

if (import.meta.main) {
  const project = await loadProject(process.cwd());
  process.exitCode = runSourceUrls(project.root, project.contentDir, process.argv.slice(2));
}
