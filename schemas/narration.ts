/**
 * How a transcript's episode was narrated by `npm run narrate` (a speech engine on the machine
 * that ran it): the engine and its version, the voice of each speaker, a digest of the text that
 * was spoken, the audio's exact length and size, and the time of every turn in the audio, taken
 * from the synthesis itself. The build reads these values and never runs the engine.
 */
import { z } from 'zod';
import { byField, PlainTextSchema, uniqueList } from './shared.ts';

/** The voice that speaks one speaker's turns. */
export const NarrationVoiceSchema = z.strictObject({
  /** The speaker, as named in `speakers` and in the turns. */
  speaker: PlainTextSchema.max(40),
  /** The engine's name for the voice, e.g. "cmu_us_slt_arctic_hts". */
  voice: z.string().regex(/^[A-Za-z0-9_.+-]{1,60}$/, {
    error: 'expected a voice name such as "cmu_us_slt_arctic_hts"',
  }),
});

/** One turn's place in the audio: [start, end] in seconds from the start of the file. */
const CueSchema = z
  .tuple([z.number().nonnegative(), z.number().nonnegative()])
  .refine(([start, end]) => end > start, {
    error: 'a cue ends after it starts: [start, end] in seconds',
  });

/** Frontmatter `narration` of a transcript: written by `npm run narrate`, not by hand. */
export const NarrationSchema = z.strictObject({
  /** The speech engine, e.g. "festival". */
  engine: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'expected an engine name such as "festival"' }),
  /** Versions of the engine, its voices and the MP3 encoder (the narration is the same for the same versions and text). */
  version: PlainTextSchema.max(300),
  /** The voice of each speaker. */
  voices: uniqueList(NarrationVoiceSchema, byField('speaker')).min(1),
  /** SHA-256 of the narrated text (speakers and turns as spoken); `npm run narrate -- --check` compares it with the transcript's text. */
  digest: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/, { error: 'expected "sha256:" and 64 hex digits' }),
  /** Length of the audio in seconds (to the millisecond). */
  seconds: z.number().positive(),
  /** Size of the audio file in bytes. */
  bytes: z.number().int().positive(),
  /** SHA-256 of the audio file's bytes: validate and the build check the file is the one narrated. */
  audioDigest: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/, { error: 'expected "sha256:" and 64 hex digits' }),
  /** Start and end of every turn in the audio, in order, in seconds: `[start, end]`. */
  cues: z.array(CueSchema).min(1),
});

export type Narration = z.infer<typeof NarrationSchema>;
