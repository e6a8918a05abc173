/**
 * An integration that records Astro's own part of a build as the `pages` phase
 * (`src/node/phases.ts`): from `astro:build:start` (the content is synced by then) to
 * `astro:build:generated` (every page written: bundling, rendering, writing or restoring each
 * page from the incremental cache). Sitemap and other `astro:build:done` work is not in it.
 */
import type { AstroIntegration } from 'astro';
import { startPhase } from '../node/phases.ts';

export function buildPhases(): AstroIntegration {
  let end: (() => void) | undefined;
  return {
    name: 'incident-library:build-phases',
    hooks: {
      'astro:build:start': () => {
        end = startPhase('pages');
      },
      'astro:build:generated': () => {
        end?.();
      },
    },
  };
}
