// Transcript timing and its WebVTT / Podcast Index JSON forms (src/model/transcript-timing.ts,
// src/model/captions.ts).
import { describe, expect, it } from 'vitest';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary } from '../../src/model/library.ts';
import {
  formatClock,
  parseClock,
  timeTranscript,
  toPodcastIndexJson,
} from '../../src/model/transcript-timing.ts';
import { toWebVtt } from '../../src/model/captions.ts';
import { VOCAB, conceptFile } from '../helpers/memory.ts';
import { readWebVtt } from '../helpers/webvtt.ts';
import { IL_RULES } from '../helpers/rules.ts';

const body = `## 1. First

**Host:** one two three four

**Guest:** five six seven eight

## 2. Second

**Host:** [0:30] nine ten

**Guest:** eleven <b>twelve</b> & --> thirteen fourteen
`;

describe('transcript timing', () => {
  it('parses and formats clock times', () => {
    expect(parseClock('6:05')).toBe(365);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(formatClock(365.9)).toBe('6:05');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('keeps written times and spreads the turns between them by word count', () => {
    // Turns 1-2 share 0-30 s (4 words each); turns 3-4 share 30-60 s (2 and 6 words).
    const t = timeTranscript(body, '1:00');
    expect(t.estimated).toBe(false);
    expect(t.turns.map((x) => [x.speaker, x.start, x.end])).toEqual([
      ['Host', 0, 15],
      ['Guest', 15, 30],
      ['Host', 30, 37.5],
      ['Guest', 37.5, 60],
    ]);
    expect(t.sections).toEqual([
      { n: 1, title: 'First', start: 0 },
      { n: 2, title: 'Second', start: 30 },
    ]);
  });

  it('estimates every time from the duration when none is written', () => {
    // 4 + 4 + 2 + 6 words over 18 s: 1.125 s a word.
    const t = timeTranscript(body.replace('[0:30] ', ''), '0:18');
    expect(t.estimated).toBe(true);
    expect(t.turns.map((x) => x.start)).toEqual([0, 4.5, 9, 11.25]);
    expect(t.turns.at(-1)!.end).toBe(18);
  });

  it('writes WebVTT cues with voices and escaped text, a turn longer than 7 s cut between words', () => {
    const vtt = toWebVtt(timeTranscript(body, '1:00'), 'Episode & "title"');
    expect(vtt).toMatch(
      /^WEBVTT\n\nNOTE Episode &amp; "title"\n[^\n]+\n\n1\n00:00:00.000 --> 00:00:06.000\n<v Host>one two\n\n/,
    );
    expect(vtt).toContain('\n<v Guest>&lt;b&gt;twelve&lt;/b&gt;\n');
    expect(vtt).toContain('\n<v Guest>&amp; --&gt;\n');
    expect(vtt.match(/-->/g)).toHaveLength(13);
  });

  it('writes Podcast Index JSON segments', () => {
    const json = JSON.parse(toPodcastIndexJson(timeTranscript(body, '1:00')));
    expect(json.version).toBe('1.0.0');
    expect(json.segments[2]).toEqual({
      speaker: 'Host',
      startTime: 30,
      endTime: 37.5,
      body: 'nine ten',
    });
  });
});

/** A transcript file of an episode of `duration` with these turns (one per paragraph). */
const transcript = (turns: string[], duration = '1:00') => ({
  file: 'content/transcripts/episode.md',
  content: `---\ntitle: "An episode about etcd"\nsummary: "How etcd fails."\nconcept: etcd\nduration: "${duration}"\nspeakers:\n  - name: Host\n    role: asks\npublished: "2026-11-30"\nproduction: "Synthetic voices."\n---\n\n## 1. First\n\n${turns.join('\n\n')}\n`,
});
const problems = (turns: string[], duration?: string) =>
  sortIssues(
    buildLibrary([...VOCAB, conceptFile('etcd'), transcript(turns, duration)], { rules: IL_RULES })
      .issues,
  ).map(formatIssue);

describe('turn times', () => {
  it('accepts times that run forward inside the episode, and brackets that are not times', () => {
    expect(
      problems(['**Host:** [0:05] one', '**Host:** [laughs] two', '**Host:** [0:30] three']),
    ).toEqual([]);
  });

  it('refuses a time that is not a clock time', () => {
    expect(problems(['**Host:** one', '**Host:** [99:99] two'])).toEqual([
      'content/transcripts/episode.md:17:11 body: turn time [99:99] is not a clock time\n    hint: write m:ss or h:mm:ss, minutes and seconds from 00 to 59, e.g. [1:05] or [1:02:03]',
    ]);
  });

  it('refuses a time before the one above it, and one past the end of the episode', () => {
    expect(
      problems(['**Host:** [0:05] one', '**Host:** [0:01] two', '**Host:** [2:00] three']),
    ).toEqual([
      'content/transcripts/episode.md:17:11 body: turn time [0:01] is not after [0:05], the time written on line 15\n    hint: times run forward: fix one of them, or remove one (turns without a time are spread by word count)',
      'content/transcripts/episode.md:19:11 body: turn time [2:00] is not before the end of the episode (duration 1:00)\n    hint: fix the time, or the duration in the frontmatter',
    ]);
  });

  it('writes cues a strict WebVTT reader accepts, in order and inside the episode', () => {
    const vtt = toWebVtt(timeTranscript(body, '1:00'), 'Episode & "title"');
    // Each turn's time spread over its words by their letters (15 s over "one two three four").
    expect(readWebVtt(vtt, { duration: 60 }).map((c) => [c.start, c.end])).toEqual([
      [0, 6],
      [6, 11],
      [11, 15],
      [15, 21.176],
      [21.176, 25.588],
      [25.588, 30],
      [30, 34.286],
      [34.286, 37.5],
      [37.5, 41.855],
      [41.855, 47.661],
      [47.661, 48.387],
      [48.387, 54.194],
      [54.194, 60],
    ]);
  });

  it.each([
    [
      'times out of order',
      '## 1. A\n\n**Host:** [0:05] one\n\n**Host:** [0:01] two\n\n**Host:** three\n',
    ],
    ['a time past the end', '## 1. A\n\n**Host:** one\n\n**Host:** [99:99] two\n'],
    ['a first time past the end', '## 1. A\n\n**Host:** [5:00] one\n\n**Host:** two\n'],
  ])(
    'never writes a cue that ends before it starts or after the episode, even from %s',
    (_, text) => {
      expect(() =>
        readWebVtt(toWebVtt(timeTranscript(text, '1:00'), 'x'), { duration: 60 }),
      ).not.toThrow();
    },
  );
});
