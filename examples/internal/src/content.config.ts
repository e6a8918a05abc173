// Every collection of the library (cases, concepts, articles, transcripts, vocabularies).
import { libraryCollections } from 'incident-library/collections';

export const collections = libraryCollections();
