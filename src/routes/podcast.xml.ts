// The podcast feed: every transcript with a published audio file, as an episode with its
// enclosure, itunes:* tags and podcast:transcript links (WebVTT and Podcast Index JSON).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getSite } from '../astro/content.ts';
import {
  audioType,
  podcastChannelXml,
  podcastEpisodes,
  podcastItemXml,
  PODCAST_XMLNS,
} from '../site/feeds.ts';
import { podcastChannel } from '../site/site-config.ts';
import { config, paths } from 'virtual:incident-library/config';
import { audioFileSize } from '../site/audio.ts';
import { parseClock } from '../model/transcript-timing.ts';
import { pageUrl, withBase } from '../model/urls.ts';
import { instantToEpochMs } from '../model/dates.ts';

export const GET: APIRoute = async (context) => {
  const site = await getSite();
  const base = import.meta.env.BASE_URL;
  const abs = (path: string) => new URL(path, context.site).href;
  const episodes = podcastEpisodes(site.transcripts);
  // No episodes, no feed: nothing links to it then (`podcastEpisodes`), and a static build writes
  // no file for a route that answers 404.
  if (episodes.length === 0) return new Response(null, { status: 404 });
  const PODCAST = podcastChannel(config);
  return rss({
    title: PODCAST.title,
    description: PODCAST.description,
    site: abs(withBase(base, '/transcripts/')),
    xmlns: PODCAST_XMLNS,
    customData: podcastChannelXml({
      selfUrl: abs(withBase(base, '/podcast.xml')),
      author: PODCAST.author,
      summary: PODCAST.description,
      imageUrl: PODCAST.image ? abs(withBase(base, PODCAST.image)) : undefined,
      category: PODCAST.category,
      explicit: PODCAST.explicit,
      language: PODCAST.language,
      copyright: PODCAST.copyright,
      owner: PODCAST.owner,
      locked: PODCAST.locked,
    }),
    items: episodes
      .map((t, i) => {
        const page = pageUrl(base, 'transcript', t.id);
        return {
          title: t.data.title,
          link: abs(page),
          description: t.data.summary,
          pubDate: new Date(instantToEpochMs(t.data.published)),
          enclosure: {
            url: abs(withBase(base, `/audio/${t.data.audio}`)),
            length: audioFileSize(t.data.audio!, paths.publicDir),
            type: audioType(t.data.audio!),
          },
          customData: podcastItemXml({
            durationSeconds: t.data.narration?.seconds ?? parseClock(t.data.duration),
            guid: `incident-library-episode-${t.id}`,
            chaptersUrl: abs(`${page}chapters.json`),
            episode: i + 1,
            summary: t.data.summary,
            vttUrl: abs(`${page}transcript.vtt`),
            jsonUrl: abs(`${page}transcript.json`),
          }),
        };
      })
      .reverse(),
  });
};
