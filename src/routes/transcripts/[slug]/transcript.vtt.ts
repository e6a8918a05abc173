// A transcript as WebVTT captions: each turn cut into cues of a few seconds and two lines
// (src/model/captions.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite, type TranscriptEntry } from '../../../astro/content.ts';
import { toWebVtt } from '../../../model/captions.ts';
import { config } from 'virtual:incident-library/config';
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
    config.locale,
  );
  return new Response(vtt, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
};
