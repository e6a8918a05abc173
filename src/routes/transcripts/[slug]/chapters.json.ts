// An episode's chapters (podcast:chapters, application/json+chapters): one per section, with the
// measured start of its first turn. Only transcripts with audio are episodes, so only they have one.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite, headingsOf, type TranscriptEntry } from '../../../astro/content.ts';
import { numberedSectionId } from '../../../markdown/content-id.ts';
import { episodeTiming } from '../../../model/narration.ts';
import { pageUrl } from '../../../model/urls.ts';
import { toChaptersJson } from '../../../site/episode-chapters.ts';

export const getStaticPaths = (async () =>
  (await getSite()).transcripts
    .filter((entry) => entry.data.audio)
    .map((entry) => ({ params: { slug: entry.id }, props: { entry } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props, site }) => {
  const { entry } = props as { entry: TranscriptEntry };
  const page = new URL(pageUrl(import.meta.env.BASE_URL, 'transcript', entry.id), site).href;
  const headings = headingsOf(entry);
  const timing = episodeTiming(entry.body ?? '', entry.data.duration, entry.data.narration);
  const json = toChaptersJson(timing, (n) => `${page}#${numberedSectionId(headings, n) ?? ''}`);
  return new Response(json, { headers: { 'Content-Type': 'application/json+chapters' } });
};
