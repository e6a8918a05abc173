// Narrated episodes on the built podcast fixture (test/fixtures/podcast, built once): the feed
// parses and has what podcast apps need, each enclosure's length is the file's size, the WebVTT,
// JSON and chapters files carry the narration's measured cue times in order and inside the
// episode, and the concept page offers "Listen to this page" with the player and the transcript.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/model/library.ts';
import { narrationIsCurrent } from '../../src/model/narration.ts';
import { readWebVtt } from '../helpers/webvtt.ts';
import { buildPodcastSite, PODCAST_AUDIO, podcastLibrary } from '../helpers/podcast-fixture.ts';

const SITE = 'https://incident-library.example.org';
let dist: string;
let lib: Library;
const file = (p: string) => readFileSync(join(dist, p), 'utf8');
const page = (p: string) => file(join(p, 'index.html'));
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'podcast:transcript'].includes(name),
});
const episodes = () => lib.transcripts.filter((t) => t.data.audio);

beforeAll(() => {
  dist = buildPodcastSite({ SITE_URL: SITE }).dist;
  lib = podcastLibrary();
});

describe('the podcast feed', () => {
  it('is well-formed RSS 2.0 with the iTunes and Podcast Index namespaces and a complete channel', () => {
    const text = file('podcast.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const rss = xml.parse(text).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(rss['@_xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
    const ch = rss.channel;
    for (const k of [
      'title',
      'link',
      'description',
      'language',
      'itunes:author',
      'itunes:explicit',
      'itunes:category',
      'itunes:image',
    ])
      expect(ch[k], k).toBeDefined();
    expect(ch.item).toHaveLength(episodes().length);
    // What directories ask of a channel: its owner (as the library names it), a GUID from the
    // feed's address (Podcasting 2.0: UUIDv5 of it without the scheme), the lock and the rights.
    expect(ch['itunes:owner']).toEqual({
      'itunes:name': 'Fixture podcast team',
      'itunes:email': 'podcast@kb.example.org',
    });
    const feed = ch['atom:link']['@_href'].replace(/^https?:\/\//, '').replace(/\/+$/, '');
    const guid = execFileSync(
      'python3',
      [
        '-c',
        'import sys, uuid; print(uuid.uuid5(uuid.UUID(sys.argv[1]), sys.argv[2]))',
        'ead4c236-bf58-58c6-a2c6-a6b28d128cb6',
        feed,
      ],
      { encoding: 'utf8' },
    ).trim();
    expect(ch['podcast:guid']).toBe(guid);
    expect(ch['podcast:locked']).toEqual({ '#text': 'no', '@_owner': 'podcast@kb.example.org' });
    expect(ch.copyright).toBe(
      'Incident Library contributors, under Creative Commons Attribution 4.0 International (CC-BY-4.0): https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('lists every episode with enclosure, duration, GUID, date, transcripts and chapters', () => {
    const items = xml.parse(file('podcast.xml')).rss.channel.item;
    const guids = new Set<string>();
    for (const t of episodes()) {
      const item = items.find((i: { link: string }) => i.link === `${SITE}/transcripts/${t.id}/`);
      expect(item, t.id).toBeDefined();
      const size = statSync(join(PODCAST_AUDIO, t.data.audio!)).size;
      expect(item.enclosure).toEqual({
        '@_url': `${SITE}/audio/${t.data.audio}`,
        '@_length': String(size),
        '@_type': 'audio/mpeg',
      });
      // The file the site publishes is the one the feed describes, and the one that was narrated.
      expect(statSync(join(dist, 'audio', t.data.audio!)).size).toBe(size);
      expect(t.data.narration?.bytes).toBe(size);
      expect(Number(item['itunes:duration'])).toBe(Math.round(t.data.narration!.seconds));
      expect(item.guid['#text']).toBeTruthy();
      guids.add(item.guid['#text']);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(
        item['podcast:transcript'].map((x: Record<string, string>) => [x['@_type'], x['@_url']]),
      ).toEqual([
        ['text/vtt', `${SITE}/transcripts/${t.id}/transcript.vtt`],
        ['application/json', `${SITE}/transcripts/${t.id}/transcript.json`],
      ]);
      expect(item['podcast:chapters']).toEqual({
        '@_url': `${SITE}/transcripts/${t.id}/chapters.json`,
        '@_type': 'application/json+chapters',
      });
    }
    expect(guids.size).toBe(episodes().length);
  });
});

describe('the timed transcripts', () => {
  it('give every turn its measured cue, in order and inside the episode (WebVTT, JSON)', () => {
    for (const t of episodes()) {
      const n = t.data.narration!;
      const cues = readWebVtt(file(`transcripts/${t.id}/transcript.vtt`), { duration: n.seconds });
      const ms = (x: number) => Math.round(x * 1000) / 1000;
      // Captions: each turn's measured cue cut into pieces that start and end where it does.
      const starts = new Set(cues.map((c) => ms(c.start)));
      const ends = new Set(cues.map((c) => ms(c.end)));
      for (const [start, end] of n.cues) {
        expect(starts.has(start), `a caption starts at ${start}`).toBe(true);
        expect(ends.has(end), `a caption ends at ${end}`).toBe(true);
      }
      expect(cues.every((c) => n.cues.some(([s, e]) => c.start >= s && c.end <= e))).toBe(true);
      cues.forEach((c, i) => i > 0 && expect(c.start).toBeGreaterThanOrEqual(cues[i - 1].end));
      const json = JSON.parse(file(`transcripts/${t.id}/transcript.json`));
      expect(
        json.segments.map((s: { startTime: number; endTime: number }) => [s.startTime, s.endTime]),
      ).toEqual(n.cues);
    }
  });

  it('caption the audio in cues of at most 7 s and two lines of at most 42 characters', () => {
    for (const t of episodes()) {
      const cues = readWebVtt(file(`transcripts/${t.id}/transcript.vtt`));
      expect(cues.length).toBeGreaterThanOrEqual(t.data.narration!.cues.length);
      for (const c of cues) {
        expect(c.end - c.start, c.text).toBeLessThanOrEqual(7.001);
        const lines = c.text.replace(/^<v [^>]*>/, '').split('\n');
        expect(lines.length, c.text).toBeLessThanOrEqual(2);
        for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(42);
      }
    }
  });

  it('chapter each section at its first turn', () => {
    for (const t of episodes()) {
      const chapters = JSON.parse(file(`transcripts/${t.id}/chapters.json`));
      expect(chapters.version).toBe('1.2.0');
      expect(
        chapters.chapters.map((c: { startTime: number; title: string }) => [c.startTime, c.title]),
      ).toEqual([
        [t.data.narration!.cues[0][0], 'What etcd is'],
        [t.data.narration!.cues[2][0], 'How it fails'],
      ]);
      expect(chapters.chapters[1].url).toBe(
        `${SITE}/transcripts/${t.id}/#user-content-2-how-it-fails`,
      );
    }
  });

  it('were narrated from the text they show (the digest matches)', () => {
    for (const t of episodes())
      expect(narrationIsCurrent(t.body ?? '', t.data.narration!), t.id).toBe(true);
  });
});

describe('"Listen to this page" on the concept page', () => {
  it('shows the duration, a native player that loads nothing until asked, the note and the timed transcript', () => {
    const t = episodes()[0];
    const html = page('concepts/etcd');
    expect(html).toMatch(
      /<h2 id="page-listen"[^>]*>\s*Listen to this page <span class="listen-duration"[^>]*>0:16<\/span>/,
    );
    expect(html).toMatch(
      /<audio id="episode-audio" class="listen-audio" controls preload="none" src="\/audio\/etcd-podcast.mp3"/,
    );
    expect(html).not.toMatch(/autoplay/);
    expect(html).toContain(
      'Two synthetic voices, not a recorded conversation; where they differ, the page is right.',
    );
    const starts = [
      ...html.matchAll(/<li class="listen-turn" data-start="([\d.]+)" data-end="([\d.]+)"/g),
    ].map((m) => [Number(m[1]), Number(m[2])]);
    expect(starts).toEqual(t.data.narration!.cues);
    // Without script, a turn's time opens the audio there.
    expect(html).toContain(`href="/audio/etcd-podcast.mp3#t=${t.data.narration!.cues[1][0]}"`);
    // The player comes before the transcript.
    expect(html.indexOf('id="episode-audio"')).toBeLessThan(html.indexOf('class="listen-turn"'));
  });

  it('links the concept and its episode both ways', () => {
    expect(page('concepts/etcd')).toContain('href="/transcripts/etcd-podcast/"');
    expect(page('transcripts/etcd-podcast')).toContain('href="/concepts/etcd/"');
  });
});
