// Captions of a podcast transcript (src/model/captions.ts): turns cut at sentence ends (then
// clause breaks, then between words) into cues of at most 7 s and two lines of 42 characters,
// the turn's measured time spread over them by spoken length; and the flagship's episodes, cut
// from their narration records, all within those limits.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import { CAPTION_LIMITS, captionCues, captionLines, toWebVtt } from '../../src/model/captions.ts';
import { parseContentFile } from '../../src/model/frontmatter.ts';
import { episodeTiming, spokenText } from '../../src/model/narration.ts';
import type { TimedTurn } from '../../src/model/transcript-timing.ts';
import { readWebVtt } from '../helpers/webvtt.ts';

const turn = (text: string, start: number, end: number): TimedTurn => ({
  section: 1,
  speaker: 'Guest',
  text,
  start,
  end,
});

/** Every cue within the limits: seconds, lines, characters a line. */
function expectWithinLimits(cues: ReturnType<typeof captionCues>) {
  for (const c of cues) {
    expect(c.end - c.start, c.text).toBeLessThanOrEqual(CAPTION_LIMITS.seconds + 0.001);
    expect(c.end, c.text).toBeGreaterThan(c.start);
    expect(c.lines.length, c.text).toBeLessThanOrEqual(CAPTION_LIMITS.lines);
    for (const l of c.lines) expect(l.length, l).toBeLessThanOrEqual(CAPTION_LIMITS.lineChars);
    expect(c.lines.join(' ')).toBe(c.text);
  }
}

describe('captions', () => {
  const text =
    'It is a small store with a very strict promise. It keeps keys and values on a handful of machines, which it calls members, and it keeps those copies identical with the Raft consensus protocol. So it is slow to agree.';

  it('cut a turn at its sentence ends, then at clause breaks, and keep every word in order', () => {
    const cues = captionCues({ turns: [turn(text, 10, 26)] });
    expect(cues.map((c) => c.text)).toEqual([
      'It is a small store with a very strict promise.',
      'It keeps keys and values on a handful of machines, which it calls members,',
      'and it keeps those copies identical with the Raft consensus protocol.',
      'So it is slow to agree.',
    ]);
    expect(cues.map((c) => c.text).join(' ')).toBe(text);
    expectWithinLimits(cues);
  });

  it('spread the turn over its cues by spoken length, starting and ending where the turn does', () => {
    const cues = captionCues({ turns: [turn(text, 10, 26)] });
    expect(cues[0].start).toBe(10);
    expect(cues.at(-1)!.end).toBe(26);
    cues.forEach((c, i) => i > 0 && expect(c.start).toBe(cues[i - 1].end));
    const said = (s: string) => spokenText(s).replace(/[^\p{L}\p{N}]/gu, '').length;
    const total = cues.reduce((n, c) => n + said(c.text), 0);
    for (const c of cues) expect(c.end - c.start).toBeCloseTo((16 * said(c.text)) / total, 2);
    // Spoken length, not written: "etcd" is read "et-see-dee", so its cue is the longer.
    const [a, b] = captionCues({
      turns: [turn('We asked about etcd here today. We asked about tea here today.', 0, 10)],
    });
    expect(a.end - a.start).toBeGreaterThan(b.end - b.start);
  });

  it('let short whole sentences share a cue, and never cross a turn', () => {
    const cues = captionCues({
      turns: [turn('Yes. It does.', 0, 2), turn('And then? Nothing at all.', 2.5, 5)],
    });
    expect(cues.map((c) => [c.turn, c.text, c.start, c.end])).toEqual([
      [0, 'Yes. It does.', 0, 2],
      [1, 'And then? Nothing at all.', 2.5, 5],
    ]);
  });

  it('cut a slow turn by time even when its text would fit, and a long clause between words', () => {
    const slow = captionCues({ turns: [turn('One two three four five six.', 0, 20)] });
    expect(slow.length).toBeGreaterThanOrEqual(3);
    expectWithinLimits(slow);
    const long = captionCues({
      turns: [
        turn(
          'A clause with no break at all that goes on for very much longer than any two lines of a caption could ever hold on a phone',
          0,
          8,
        ),
      ],
    });
    expect(long.length).toBe(2);
    expectWithinLimits(long);
  });

  it('do not cut at the full stop of an abbreviation or a number', () => {
    const cues = captionCues({
      turns: [turn('A timeout, e.g. the default of 2.5 seconds, is too short.', 0, 4)],
    });
    expect(cues.map((c) => c.text)).toEqual([
      'A timeout, e.g. the default of 2.5 seconds, is too short.',
    ]);
  });

  it('break a cue into two lines of about the same length', () => {
    expect(captionLines('short')).toEqual(['short']);
    expect(
      captionLines('and it keeps those copies identical with the Raft consensus protocol.'),
    ).toEqual(['and it keeps those copies identical', 'with the Raft consensus protocol.']);
  });

  it('write WebVTT a strict reader accepts, each cue in its lines under its speaker', () => {
    const vtt = toWebVtt(
      { duration: 30, estimated: false, sections: [], turns: [turn(text, 10, 26)] },
      'T',
    );
    const cues = readWebVtt(vtt, { duration: 30 });
    expect(cues).toHaveLength(4);
    expect(cues[2].text).toBe(
      '<v Guest>and it keeps those copies identical\nwith the Raft consensus protocol.',
    );
  });
});

describe("the flagship's episodes", () => {
  const dir = join(import.meta.dirname, '../../content/transcripts');
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));

  it.each(files)('%s: captions of at most 7 s and two lines of 42, every word kept', (f) => {
    const parsed = parseContentFile(f, readFileSync(join(dir, f), 'utf8'));
    const d = TranscriptSchema.parse(parsed.data);
    const timing = episodeTiming(parsed.body, d.duration, d.narration);
    expect(timing.estimated).toBe(false);
    const cues = captionCues(timing);
    expectWithinLimits(cues);
    timing.turns.forEach((t, i) => {
      const mine = cues.filter((c) => c.turn === i);
      expect(mine.map((c) => c.text).join(' ')).toBe(t.text);
      expect([mine[0].start, mine.at(-1)!.end]).toEqual([t.start, t.end]);
    });
    readWebVtt(toWebVtt(timing, d.title), { duration: timing.duration });
  });
});
