/**
 * An integration that gives the content sync's dead memory back before Astro bundles and renders
 * the pages (`releaseMemory` in `src/node/release-memory.ts`): by `astro:build:start` every
 * collection is loaded and the content loader has let go of the validated library and its
 * Markdown trees, which are then garbage that V8 would otherwise keep resident while the bundler's
 * native memory comes on top. A build only: `astro dev` keeps its library for the next edit and
 * never runs this hook.
 */
import type { AstroIntegration } from 'astro';
import { releaseMemory } from '../node/release-memory.ts';

export function releaseMemoryAfterSync(): AstroIntegration {
  return {
    name: 'incident-library:release-memory',
    hooks: {
      'astro:build:start': () => {
        releaseMemory();
      },
    },
  };
}
