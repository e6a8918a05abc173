// A transcript as WebVTT (one cue per speaker turn; src/model/transcript-timing.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite, type TranscriptEntry } from '../../../astro/content.ts';
import { toWebVtt } from '../../../model/transcript-timing.ts';
import { episodeTiming } from '../../../model/narration.ts';

export const getStaticPaths = (async () =>
  (await getSite()).transcripts.map((entry) => ({
    params: { slug: entry.id },
    props: { entry },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { entry } = props as { entry: TranscriptEntry };
  const vtt = toWebVtt(
    episodeTiming(entry.body ?? '', entry.data.duration, entry.data.narration),
    entry.data.title,
  );
  return new Response(vtt, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
};
