// Transcript timing and its WebVTT / Podcast Index JSON forms (src/model/transcript-timing.ts).
import { describe, expect, it } from 'vitest';
import { formatClock, parseClock, timeTranscript, toPodcastIndexJson, toWebVtt } from '../../src/model/transcript-timing.ts';

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
    expect(t.sections).toEqual([{ n: 1, title: 'First', start: 0 }, { n: 2, title: 'Second', start: 30 }]);
  });

  it('estimates every time from the duration when none is written', () => {
    // 4 + 4 + 2 + 6 words over 18 s: 1.125 s a word.
    const t = timeTranscript(body.replace('[0:30] ', ''), '0:18');
    expect(t.estimated).toBe(true);
    expect(t.turns.map((x) => x.start)).toEqual([0, 4.5, 9, 11.25]);
    expect(t.turns.at(-1)!.end).toBe(18);
  });

  it('writes WebVTT cues with voices and escaped text', () => {
    const vtt = toWebVtt(timeTranscript(body, '1:00'), 'Episode & "title"');
    expect(vtt.startsWith('WEBVTT\n\nNOTE Episode &amp; "title"\n\n1\n00:00:00.000 --> 00:00:15.000\n<v Host>one two three four\n')).toBe(true);
    expect(vtt).toContain('4\n00:00:37.500 --> 00:01:00.000\n<v Guest>eleven &lt;b&gt;twelve&lt;/b&gt; &amp; --&gt; thirteen fourteen\n');
    expect(vtt.match(/-->/g)).toHaveLength(4);
  });

  it('writes Podcast Index JSON segments', () => {
    const json = JSON.parse(toPodcastIndexJson(timeTranscript(body, '1:00')));
    expect(json.version).toBe('1.0.0');
    expect(json.segments[2]).toEqual({ speaker: 'Host', startTime: 30, endTime: 37.5, body: 'nine ten' });
  });
});
