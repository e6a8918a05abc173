// The flagship library's collections: every one an incident library has, from its config.
import { libraryCollections } from './astro/collections.ts';

export const collections = libraryCollections();
