/**
 * The podcast feed's channel among the options of `incidentLibrary()`: its title, description,
 * language, category, cover, owner and lock. Spread into the options schema (`options.ts`).
 */
import { z } from 'zod';
import { firstForbiddenChar } from '../../schemas/index.ts';
import { LINE_CHARS, publicFile, text } from './option-values.ts';

/** The option of the podcast feed. */
export const podcastOptions = {
  /** The podcast feed's channel (`/podcast.xml`). */
  podcast: z
    .strictObject({
      /** The podcast's title (defaults to "<title> podcast"). */
      title: text(120).optional(),
      /** One or two sentences (defaults to `description`). */
      description: text(600).optional(),
      /** BCP 47 language of the episodes, e.g. "en" or "en-GB" (at most 35 characters, RFC 5646). */
      language: text(35)
        .refine(
          // A character no option holds is named by `text` alone.
          (v) =>
            LINE_CHARS.test(v) ||
            firstForbiddenChar(v) !== undefined ||
            /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(v),
          { error: 'expected a BCP 47 language tag (RFC 5646), e.g. "en" or "en-GB"' },
        )
        .default('en'),
      /** Apple Podcasts category, e.g. "Technology". */
      category: text(80).default('Technology'),
      /** Square cover image under `public/` (PNG, 1400 px), e.g. "podcast-cover.png"; it must exist. */
      image: publicFile.optional(),
      /**
       * Who podcast directories (Apple Podcasts, Podcast Index) contact about the feed: its
       * `<itunes:owner>`, a name and an e-mail address, and the owner of `podcast:locked`. Left
       * out of the feed when not given; no address is made up.
       */
      owner: z
        .strictObject({
          /** The owner's name, e.g. "Acme SRE". */
          name: text(120),
          /** The owner's e-mail address, e.g. "podcast@example.org". */
          email: z.email({ error: 'must be an e-mail address, e.g. "podcast@example.org"' }),
        })
        .optional(),
      /**
       * Whether the feed is locked against being imported to another podcast host
       * (`<podcast:locked>` yes, with the owner's address; Podcasting 2.0). Default: not locked.
       */
      locked: z.boolean().default(false),
    })
    .default({ language: 'en', category: 'Technology', locked: false }),
};
