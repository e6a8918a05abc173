/**
 * A podcast transcript, `content/transcripts/<slug>.md`. The body is numbered sections
 * (`## 1. Title`) of speaker turns, one paragraph each, written `**Host:** text`; every speaker
 * named in a turn must be listed in `speakers`, and every turn has words to speak and at most
 * 5,000 characters (`checkTurnText` in `src/model/narration.ts`).
 */
import { z } from 'zod';
import {
  byField,
  CalendarDateSchema,
  PlainTextSchema,
  SlugSchema,
  SummarySchema,
  titleSchema,
  uniqueList,
} from './shared.ts';
import { NarrationSchema } from './narration.ts';

/** One voice in the episode. */
export const SpeakerSchema = z.strictObject({
  /** The label used in the turns, e.g. "Host". */
  name: PlainTextSchema.max(40),
  /** What the speaker does in the episode, e.g. "asks the questions". */
  role: PlainTextSchema,
});

/** Frontmatter of a transcript. */
export const TranscriptSchema = z.strictObject({
  /** The episode title, at least 3 words. */
  title: titleSchema(200),
  /** One or two plain sentences. */
  summary: SummarySchema,
  /** Slug of the concept page the episode was made from. */
  concept: SlugSchema,
  /** Length as m:ss or h:mm:ss, e.g. "6:05". */
  duration: z
    .string()
    .regex(/^(?:\d+:)?[0-5]?\d:[0-5]\d$/, { error: 'expected a duration as m:ss, e.g. "6:05"' }),
  /** The voices, in order of first appearance. */
  speakers: uniqueList(SpeakerSchema, byField('name')).min(1),
  /** How the episode was produced (e.g. script from the concept page, synthetic voices). */
  production: PlainTextSchema,
  /** Publication date, YYYY-MM-DD. */
  published: CalendarDateSchema,
  /** Overrides the page's "last updated" date, which otherwise comes from Git history, YYYY-MM-DD. */
  updated: CalendarDateSchema.optional(),
  /** Audio file name under `public/audio/`, if one is published. */
  audio: z
    .string()
    .regex(/^[a-z0-9-]+\.(?:mp3|m4a|ogg|opus)$/, {
      error: 'expected a file name like "episode-1.mp3"',
    })
    .optional(),
  /** How the audio was narrated (engine, voices, digest of the text, cue times); written by `npm run narrate`. */
  narration: NarrationSchema.optional(),
});

export type TranscriptInput = z.input<typeof TranscriptSchema>;
export type Transcript = z.infer<typeof TranscriptSchema>;
