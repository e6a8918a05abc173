/**
 * One content folder the build must refuse, holding the refusals that several test files assert
 * on, so that a run builds (and sees refused) one such site instead of one per file: the hostile
 * corpus's site (`writeHostileSite`, which holds the basic fixture's content) with every refused
 * corpus body in a case of its own (`content/cases/IL-<9100 + i>.md`, in `loadCorpus` order), and
 * a cross-link to a case that does not exist in the basic fixture's IL-0001 (at line 35, column 32).
 * Each assertion names its own file and line, so the others' problems do not hide it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuiltSite } from './build-site.ts';
import { builtContent } from './shared-builds.ts';
import { loadCorpus, writeHostileSite, type HostileInput } from '../fixtures/hostile/corpus.ts';

/** The refused corpus bodies, in the order of their case IDs (`IL-9100` first). */
export const refusedInputs = (): HostileInput[] =>
  loadCorpus().filter((i) => i.outcome === 'refused');

/** Writes the refused content folder at `dir` (see the module's comment). */
export function writeRefusedSite(dir: string): void {
  writeHostileSite(dir);
  refusedInputs().forEach((input, i) => {
    writeFileSync(
      join(dir, 'cases', `IL-${9100 + i}.md`),
      readFileSync(join(dir, 'cases/IL-9001.md'), 'utf8')
        .replace('id: IL-9001', `id: IL-${9100 + i}`)
        .replace('## Symptoms\n', `## Symptoms\n\n${input.body}\n`),
    );
  });
  const file = join(dir, 'cases/IL-0001.md');
  const text = readFileSync(file, 'utf8');
  if (!text.includes('A node died.')) throw new Error(`${file} has no "A node died."`);
  writeFileSync(
    file,
    text.replace('A node died.', 'A node died, as in [the other](case:IL-0404).'),
  );
}

/**
 * The refused content built once per run (`builtContent`): its status, its output, and the
 * `dist` it must not have written.
 */
export function builtRefusedSite(): BuiltSite {
  const dir = join(mkdtempSync(join(tmpdir(), 'il-refused-')), 'content');
  writeRefusedSite(dir);
  return builtContent(dir);
}
