// Binds the content folders to their schemas; nothing else. Loading and checks: src/astro/loader.ts.
import { defineCollection } from 'astro:content';
import { contentLoader, termsLoader } from './astro/loader.ts';

export const collections = {
  cases: defineCollection({ loader: contentLoader('cases') }),
  concepts: defineCollection({ loader: contentLoader('concepts') }),
  articles: defineCollection({ loader: contentLoader('articles') }),
  transcripts: defineCollection({ loader: contentLoader('transcripts') }),
  terms: defineCollection({ loader: termsLoader() }),
};
