/**
 * Captions of a podcast transcript: its turns cut into cues short enough to read as the audio
 * plays, and the WebVTT file of them. The page keeps whole turns; a caption is at most
 * `CAPTION_LIMITS.seconds` long and fits `CAPTION_LIMITS.lines` lines of
 * `CAPTION_LIMITS.lineChars` characters (the usual limits of broadcast subtitles: two lines of
 * about 42 characters, a few seconds each).
 *
 * A turn is cut at its sentence ends (`Intl.Segmenter`); a sentence still too long is cut at its
 * clause breaks (after `,` `;` `:` and around a spaced dash), and a clause still too long between
 * words, into pieces of about equal length. Whole sentences that fit one caption together share
 * it, and a piece shorter than `CAPTION_LIMITS.minSeconds` joins the one beside it when they fit
 * together, so a short reply is not a flash of its own.
 *
 * Times: the narration records the start and end of each turn only (`narration.cues`: the engine
 * speaks a turn at a time), so a turn's time is spread over its pieces in proportion to their
 * spoken length, the letters and digits of the text the engine was given (`spokenText`: "etcd"
 * counts as "et-see-dee"). The synthetic voices keep a steady pace, so a caption starts within about half a
 * second of its words (measured on flite's voices against pieces spoken alone). The first piece
 * starts and the last ends exactly where the turn does. Pure: the timing is given.
 */
import { spokenText } from './narration.ts';
import type { TimedTurn, TranscriptTiming } from './transcript-timing.ts';

/**
 * The longest caption: seconds on screen, characters a line, lines; and the shortest a piece of
 * a turn may be on its own (`minSeconds`) when it can share a caption with the piece beside it.
 */
export const CAPTION_LIMITS = { seconds: 7, lineChars: 42, lines: 2, minSeconds: 1 } as const;

/** One caption: its speaker, its text cut into lines, and its place in the audio in seconds. */
export interface CaptionCue {
  /** Index of the turn it comes from. */
  turn: number;
  speaker: string;
  /** The caption's text (its lines joined by a space). */
  text: string;
  /** The text in at most `CAPTION_LIMITS.lines` lines, broken between words. */
  lines: string[];
  start: number;
  end: number;
}

/** The characters that take time to say: letters and digits (spaces and marks are not counted). */
const SPOKEN_CHAR = /[\p{L}\p{N}]/gu;

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * `text` in lines of at most `width` characters: one line when it fits, else two broken where
 * both fit, at a sentence end if there is one, else after a clause mark, else between any words,
 * the lines as even as they can be among those breaks; else (only a caption that cannot be cut
 * further gets there) lines filled greedily. A word longer than a line is a line of its own.
 */
export function captionLines(text: string, width: number = CAPTION_LIMITS.lineChars): string[] {
  const words = text.split(' ').filter(Boolean);
  if (text.length <= width || words.length < 2) return [words.join(' ')];
  // A break after a sentence end counts as a line shorter by 12 characters, after a clause
  // mark by 6: a reader takes in a line that ends where the thought does more easily.
  let best: { lines: string[]; score: number } | undefined;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(lines[0].length, lines[1].length);
    if (longest > width) continue;
    const score =
      longest - (/[.?!]$/.test(words[i - 1]) ? 12 : /[,;:]$/.test(words[i - 1]) ? 6 : 0);
    if (!best || score < best.score) best = { lines, score };
  }
  if (best) return best.lines;
  // More than two: filled greedily (only a caption that cannot be cut further gets here).
  const out: string[] = [];
  for (const w of words) {
    const last = out.at(-1);
    if (last !== undefined && last.length + 1 + w.length <= width)
      out[out.length - 1] = `${last} ${w}`;
    else out.push(w);
  }
  return out;
}

/** The sentences of `text` (`Intl.Segmenter` in `locale`), trimmed, none empty. */
function sentences(text: string, locale: string): string[] {
  const seg = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...seg.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/** The clauses of a sentence: cut after `,` `;` `:` and after a dash with spaces around it. */
function clauses(sentence: string): string[] {
  return sentence.split(/(?<=[,;:]|\s[—–-])\s+/).filter(Boolean);
}

/** `words` in `n` runs of about equal length. */
function evenRuns(words: string[], n: number): string[] {
  const total = words.join(' ').length;
  const out: string[] = [];
  let run: string[] = [];
  let done = 0;
  words.forEach((w, i) => {
    run.push(w);
    done += w.length + 1;
    const left = words.length - i - 1;
    if (left > 0 && out.length < n - 1 && done >= ((out.length + 1) * total) / n) {
      out.push(run.join(' '));
      run = [];
    }
  });
  out.push(run.join(' '));
  return out;
}

/**
 * The pieces of one turn's `text`, each fitting a caption by `fits` where it can (a single word
 * always fits: it is not cut).
 */
function pieces(text: string, fits: (s: string) => boolean, locale: string): string[] {
  const out: string[] = [];
  let lastWhole = false; // the last piece is one or more whole sentences
  for (const sentence of sentences(text, locale)) {
    if (fits(sentence)) {
      const joined = `${out.at(-1)} ${sentence}`;
      if (lastWhole && fits(joined)) out[out.length - 1] = joined;
      else out.push(sentence);
      lastWhole = true;
      continue;
    }
    lastWhole = false;
    const parts: string[] = [];
    for (const clause of clauses(sentence)) {
      const joined = `${parts.at(-1)} ${clause}`;
      if (parts.length && fits(parts.at(-1)!) && fits(joined)) {
        parts[parts.length - 1] = joined;
        continue;
      }
      if (fits(clause)) {
        parts.push(clause);
        continue;
      }
      const words = clause.split(/\s+/);
      let n = 2;
      let runs = evenRuns(words, n);
      while (!runs.every(fits) && n < words.length) runs = evenRuns(words, ++n);
      if (!runs.every(fits)) runs = words;
      parts.push(...runs);
    }
    out.push(...parts);
  }
  return out;
}

/**
 * The captions of `timing`'s turns, in order: each turn cut into pieces that fit `limits` (see
 * the module's note) and its time spread over them by their spoken length. Cues follow one another
 * without a gap inside a turn and never cross a turn's start or end; none has a length under a
 * millisecond (a piece that would is joined to the one before it).
 * @param locale the language of the text, for the sentence ends (BCP 47, e.g. "en").
 */
export function captionCues(
  timing: Pick<TranscriptTiming, 'turns'>,
  locale = 'en',
  limits: {
    seconds: number;
    lineChars: number;
    lines: number;
    minSeconds: number;
  } = CAPTION_LIMITS,
): CaptionCue[] {
  const out: CaptionCue[] = [];
  timing.turns.forEach((turn: TimedTurn, index) => {
    const weight = (s: string) => Math.max(1, spokenText(s).match(SPOKEN_CHAR)?.length ?? 0);
    const perChar = (turn.end - turn.start) / weight(turn.text);
    const fits = (s: string) =>
      !s.includes(' ') ||
      (captionLines(s, limits.lineChars).length <= limits.lines &&
        weight(s) * perChar <= limits.seconds + 1e-9);
    const cut = pieces(turn.text, fits, locale);
    if (cut.length === 0) cut.push(turn.text);
    // A piece too short to read ("Yes.", "Exactly,") shares the caption after it, or before it.
    for (let i = 0; i < cut.length && cut.length > 1; i++) {
      if (weight(cut[i]) * perChar >= limits.minSeconds) continue;
      const next = i + 1 < cut.length ? `${cut[i]} ${cut[i + 1]}` : undefined;
      const prev = i > 0 ? `${cut[i - 1]} ${cut[i]}` : undefined;
      if (next !== undefined && fits(next)) cut.splice(i, 2, next);
      else if (prev !== undefined && fits(prev)) cut.splice(--i, 2, prev);
    }
    const weights = cut.map(weight);
    const total = weights.reduce((a, b) => a + b, 0);
    let acc = 0;
    let from = turn.start;
    cut.forEach((text, i) => {
      acc += weights[i];
      const to =
        i === cut.length - 1
          ? turn.end
          : round(turn.start + ((turn.end - turn.start) * acc) / total);
      const prev = out.at(-1);
      if (to - from < 0.001 && prev && prev.turn === index) {
        // Too short to be a cue of its own: its words join the cue before it.
        prev.text = `${prev.text} ${text}`;
        prev.lines = captionLines(prev.text, limits.lineChars);
        prev.end = to;
        from = to;
        return;
      }
      out.push({
        turn: index,
        speaker: turn.speaker,
        text,
        lines: captionLines(text, limits.lineChars),
        start: from,
        end: to,
      });
      from = to;
    });
  });
  return out;
}

/** `hh:mm:ss.ttt`, the WebVTT timestamp form. */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Text safe inside a WebVTT cue: `&`, `<` and `>` as character references (so no `-->`). */
function vttEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The WebVTT file of `timing`: its captions (`captionCues`), each with a voice span naming the
 * speaker and its lines as broken by `captionLines`, after a NOTE with `title` and how the times
 * were found.
 * @param locale the language of the text (BCP 47), for the sentence ends.
 */
export function toWebVtt(timing: TranscriptTiming, title: string, locale = 'en'): string {
  const head = [`WEBVTT`, '', `NOTE ${vttEscape(title.replace(/\s+/g, ' '))}`];
  if (timing.estimated)
    head.push('Cue times are estimated from the words of each turn and the episode length.');
  head.push(
    "Each turn is cut into captions at its sentence ends; a turn's time is spread over its captions by the length of their spoken text.",
  );
  const cues = captionCues(timing, locale).map(
    (c, i) =>
      `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n<v ${vttEscape(c.speaker)}>${c.lines.map(vttEscape).join('\n')}`,
  );
  return `${[head.join('\n'), ...cues].join('\n\n')}\n`;
}
