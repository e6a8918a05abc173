// A transcript in the Podcast Index JSON format (podcast:transcript type application/json).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite, type TranscriptEntry } from '../../../astro/content.ts';
import { timeTranscript, toPodcastIndexJson } from '../../../model/transcript-timing.ts';

export const getStaticPaths = (async () =>
  (await getSite()).transcripts.map((entry) => ({
    params: { slug: entry.id },
    props: { entry },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { entry } = props as { entry: TranscriptEntry };
  return new Response(toPodcastIndexJson(timeTranscript(entry.body ?? '', entry.data.duration)), {
    headers: { 'Content-Type': 'application/json' },
  });
};
