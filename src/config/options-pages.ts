/**
 * How pages split what they list among the options of `incidentLibrary()`: the listing pages'
 * cards and rows, and the search index's shards and hint. Spread into the options schema
 * (`options.ts`).
 */
import { z } from 'zod';
import { text } from './option-values.ts';

/** The options of how listing pages and the search index split their entries. */
export const pageOptions = {
  /** How listing pages split their cases. */
  listing: z
    .strictObject({
      /** Cards on page 1 of a term or year page (a multiple of 2 fills the rows). */
      firstPage: z.number().int().min(1).default(12),
      /**
       * Rows on page 1 of the case index, a table that sorts and filters its own rows: the default
       * keeps a library of up to a thousand cases in one table.
       */
      caseIndexFirstPage: z.number().int().min(1).default(1000),
      /** Compact rows on each later page. */
      rowsPerPage: z.number().int().min(1).default(100),
    })
    .default({ firstPage: 12, caseIndexFirstPage: 1000, rowsPerPage: 100 }),
  /** The search index. */
  search: z
    .strictObject({
      /** Pages per Pagefind index before the index is split into shards loaded on demand. */
      shardPages: z.number().int().min(1).default(8000),
      /** The home page's search box hint (defaults to the three components with most cases). */
      placeholder: text(80).optional(),
    })
    .default({ shardPages: 8000 }),
};
