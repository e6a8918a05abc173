// A transcript in the Podcast Index JSON format (podcast:transcript type application/json).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite, type TranscriptEntry } from '../../../astro/content.ts';
import { toPodcastIndexJson } from '../../../model/transcript-timing.ts';
import { episodeTiming } from '../../../model/narration.ts';

export const getStaticPaths = (async () =>
  (await getSite()).transcripts.map((entry) => ({
    params: { slug: entry.id },
    props: { entry },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { entry } = props as { entry: TranscriptEntry };
  return new Response(
    toPodcastIndexJson(episodeTiming(entry.body ?? '', entry.data.duration, entry.data.narration)),
    {
      headers: { 'Content-Type': 'application/json' },
    },
  );
};
