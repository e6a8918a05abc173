/**
 * The internal example library (examples/internal) as two browser tests read it, built once per
 * run for both: its `facets` option set to components before root causes (the facets test,
 * test/e2e/library-facets.test.ts), its title the longest the options allow and its logo written
 * `/logo.svg`, with the leading slash (the long-title test, test/e2e/long-title.test.ts). Neither
 * change touches what the other test reads: the facets are the search page's filter groups, the
 * title and logo the header's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LibraryOptionsSchema } from '../../src/config/options.ts';
import type { BuiltSite } from './build-site.ts';
import { copyLibrary } from './library-site.ts';
import { sharedBuild } from './shared-builds.ts';

/** The longest title the options schema accepts. */
export const TITLE_MAX = LibraryOptionsSchema.shape.title.maxLength ?? 0;
/** The library's title: a real name, filled out to the longest the options accept. */
export const LONG_TITLE = 'Globex Corporation Site Reliability Incident Library, Europe'.padEnd(
  TITLE_MAX,
  '!',
);
/** The facets, in the order the facets test expects them. */
export const FACETS = ['components', 'root-causes'];

/** Each edit of the example's astro.config.mjs: what it replaces and with what. */
const EDITS: [RegExp | string, string][] = [
  [/facets: \[[^\]]*\]/, `facets: [${FACETS.map((f) => `'${f}'`).join(', ')}]`],
  ["title: 'Initech Operations Library'", `title: ${JSON.stringify(LONG_TITLE)}`],
  ["logo: { src: 'logo.svg'", "logo: { src: '/logo.svg'"],
];

/**
 * The example's config with the edits made; throws naming an edit that finds nothing to change
 * (the example changed under the tests).
 */
export function internalVariantConfig(config: string): string {
  let text = config;
  for (const [from, to] of EDITS) {
    const next = text.replace(from, to);
    if (next === text)
      throw new Error(`examples/internal/astro.config.mjs has no ${String(from)} to change`);
    text = next;
  }
  return text;
}

/** The variant, built once per run; throws with the build's output if it fails. */
export function builtInternalVariant(): BuiltSite {
  const site = sharedBuild(
    'examples/internal (long title, two facets)',
    ['library-variant', 'examples/internal', EDITS.map(([a, b]) => [String(a), b])],
    (dist) => {
      const copy = copyLibrary('examples/internal');
      try {
        const file = join(copy.root, 'astro.config.mjs');
        writeFileSync(file, internalVariantConfig(readFileSync(file, 'utf8')));
        return { ...copy.build({ OUT_DIR: dist }), dist };
      } finally {
        copy.remove();
      }
    },
  );
  if (site.status !== 0)
    throw new Error(
      `the internal example's variant did not build:\n${site.stdout}\n${site.stderr}`,
    );
  return site;
}
