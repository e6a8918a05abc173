/**
 * An Astro integration that lets go of the validated library (`src/node/library-once.ts`) once
 * the content loaders have filled the data store (`astro:build:start` runs after the content
 * sync): pages read the store, not the library, and at 20,000 cases the library's bodies and
 * parsed frontmatter were memory the page generation needed (issue 7).
 */
import type { AstroIntegration } from 'astro';
import { releaseLibraryOnce } from '../node/library-once.ts';

export function releaseLibrary(): AstroIntegration {
  return { name: 'incident-library:release-library', hooks: { 'astro:build:start': () => releaseLibraryOnce() } };
}
