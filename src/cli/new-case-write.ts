/**
 * The files `npm run new:case` writes: the new terms appended to their vocabulary files, the
 * case file, and the generated files that list the vocabularies' terms (issue form, editor
 * snippets), so nothing is left stale for `npm run generate -- --check`.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Project } from '../node/project.ts';
import { vocabularyFiles, writeGenerated } from './json-schema.ts';
import { renderTerm, type NewTerm } from './new-case-render.ts';

/**
 * Writes the case file `file` with `text` after appending the terms in `added` to their
 * vocabulary files in the project's content folder; the caller has checked that `file` does not
 * exist. The generated files are written under `root`, the folder the command runs in.
 *
 * @returns the repository-relative paths of the generated files rewritten (none when no term
 *   was added).
 */
export function writeCase(
  root: string,
  project: Project,
  file: string,
  text: string,
  added: readonly NewTerm[],
): string[] {
  for (const t of added) {
    const vocabFile = join(project.contentDir, 'taxonomies', `${t.taxonomy}.yaml`);
    const old = existsSync(vocabFile) ? readFileSync(vocabFile, 'utf8') : '';
    appendFileSync(vocabFile, `${old && !old.endsWith('\n') ? '\n' : ''}${renderTerm(t)}`);
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  // New terms change the generated issue form and snippets: written now, so nothing is left
  // stale for `npm run generate -- --check`.
  const regenerated = added.length ? [...vocabularyFiles(project)] : [];
  if (regenerated.length) writeGenerated(root, new Map(regenerated));
  return regenerated.map(([f]) => f);
}
