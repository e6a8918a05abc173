// Every collection of the benchmark's library, as any library's src/content.config.ts has them.
import { libraryCollections } from '../../../src/astro/collections.ts';

export const collections = libraryCollections();
