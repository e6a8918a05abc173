/**
 * What the RSS feeds say: items for cases (site feed, per component, per root cause) and the
 * podcast's channel and episode extensions (`itunes:*`, `podcast:transcript`). Feeds are written
 * by @astrojs/rss; this module only decides the values. Dates come from calendar dates in the
 * content (00:00 UTC that day), so a feed is the same whatever the build's time zone.
 */
import type { Case, TaxonomyName } from '../../schemas/index.ts';
import { caseTerms, type VocabularyModel } from '../model/vocabularies.ts';
import { createHash } from 'node:crypto';
import { instantToEpochMs } from '../model/dates.ts';

/** How many cases the site-wide feed carries. */
export const FEED_SIZE = 50;

/** The XML namespaces a podcast feed declares. */
export const PODCAST_XMLNS = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
};

/** Text for XML element content or a double-quoted attribute. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The transcripts that are podcast episodes: those with a published audio file, oldest first (by
 * `published`, then slug). The site offers the podcast (its feed, the word "podcast" in links
 * and breadcrumbs) only when this is not empty.
 */
export function podcastEpisodes<
  T extends { id: string; data: { audio?: string; published: string } },
>(transcripts: readonly T[]): T[] {
  return transcripts
    .filter((t) => t.data.audio)
    .sort((a, b) =>
      a.data.published < b.data.published
        ? -1
        : a.data.published > b.data.published
          ? 1
          : a.id < b.id
            ? -1
            : 1,
    );
}

/** Cases newest in the library first (by `added`), then newest incident, then ID. */
export function byNewestAdded<T extends { data: Case }>(cases: readonly T[]): T[] {
  return [...cases].sort(
    (a, b) =>
      (a.data.added < b.data.added ? 1 : a.data.added > b.data.added ? -1 : 0) ||
      instantToEpochMs(b.data.incident.start) - instantToEpochMs(a.data.incident.start) ||
      (a.data.id < b.data.id ? -1 : 1),
  );
}

/**
 * One case as an RSS item for @astrojs/rss. `label` turns a vocabulary slug into its label; the
 * item's categories are the terms of the vocabularies in the roles `component` and `root-cause`.
 */
export function caseItem(
  c: Case,
  link: string,
  label: (taxonomy: TaxonomyName, slug: string) => string,
  vocabularies: VocabularyModel,
) {
  const { component, 'root-cause': cause } = vocabularies.byRole;
  return {
    title: `${c.id}: ${c.title}`,
    link,
    description: c.summary,
    pubDate: new Date(instantToEpochMs(c.added)),
    categories: [
      ...caseTerms(component, c).map((s) => label(component!.name, s)),
      ...caseTerms(cause, c).map((s) => label(cause!.name, s)),
    ],
  };
}

/** The MIME type of an audio file by its extension (the schema allows these four). */
export function audioType(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return (
    { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', opus: 'audio/ogg' }[ext] ??
    'application/octet-stream'
  );
}

/** Channel-level podcast tags (raw XML for @astrojs/rss `customData`). */
export function podcastChannelXml(o: {
  selfUrl: string;
  author: string;
  summary: string;
  imageUrl?: string;
  category: string;
  explicit: boolean;
  language: string;
  copyright: string;
  owner?: { name: string; email: string };
  locked: boolean;
}): string {
  const lockOwner = o.owner ? ` owner="${xmlEscape(o.owner.email)}"` : '';
  return [
    `<language>${xmlEscape(o.language)}</language>`,
    `<copyright>${xmlEscape(o.copyright)}</copyright>`,
    `<atom:link href="${xmlEscape(o.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `<itunes:author>${xmlEscape(o.author)}</itunes:author>`,
    ...(o.owner
      ? [
          `<itunes:owner><itunes:name>${xmlEscape(o.owner.name)}</itunes:name><itunes:email>${xmlEscape(o.owner.email)}</itunes:email></itunes:owner>`,
        ]
      : []),
    `<itunes:summary>${xmlEscape(o.summary)}</itunes:summary>`,
    ...(o.imageUrl ? [`<itunes:image href="${xmlEscape(o.imageUrl)}"/>`] : []),
    `<itunes:category text="${xmlEscape(o.category)}"/>`,
    `<itunes:explicit>${o.explicit ? 'true' : 'false'}</itunes:explicit>`,
    `<itunes:type>episodic</itunes:type>`,
    `<podcast:medium>podcast</podcast:medium>`,
    `<podcast:guid>${podcastGuid(o.selfUrl)}</podcast:guid>`,
    `<podcast:locked${lockOwner}>${o.locked ? 'yes' : 'no'}</podcast:locked>`,
  ].join('');
}

/** The namespace of podcast GUIDs (Podcasting 2.0 `podcast:guid`). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/**
 * A podcast's `podcast:guid`, as the Podcasting 2.0 namespace defines it: the UUID version 5 (RFC
 * 9562: SHA-1 of the namespace's bytes and the name) of the feed's URL without its scheme and
 * trailing slashes, in the podcast namespace. The same feed address gives the same GUID wherever
 * it is computed, so directories can tell the podcast by it.
 */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  const ns = Buffer.from(PODCAST_GUID_NAMESPACE.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(name, 'utf8')]))
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Episode-level podcast tags: duration in seconds, the two transcript files, and, when given, a
 * GUID that does not change with the site's address (`guid`, `isPermaLink="false"`) and the
 * chapters file (`podcast:chapters`, JSON chapters).
 */
export function podcastItemXml(o: {
  durationSeconds: number;
  episode: number;
  vttUrl: string;
  jsonUrl: string;
  summary: string;
  guid?: string;
  chaptersUrl?: string;
}): string {
  return [
    ...(o.guid ? [`<guid isPermaLink="false">${xmlEscape(o.guid)}</guid>`] : []),
    `<itunes:duration>${Math.round(o.durationSeconds)}</itunes:duration>`,
    `<itunes:episode>${o.episode}</itunes:episode>`,
    `<itunes:episodeType>full</itunes:episodeType>`,
    `<itunes:summary>${xmlEscape(o.summary)}</itunes:summary>`,
    `<podcast:transcript url="${xmlEscape(o.vttUrl)}" type="text/vtt"/>`,
    `<podcast:transcript url="${xmlEscape(o.jsonUrl)}" type="application/json"/>`,
    ...(o.chaptersUrl
      ? [`<podcast:chapters url="${xmlEscape(o.chaptersUrl)}" type="application/json+chapters"/>`]
      : []),
  ].join('');
}
