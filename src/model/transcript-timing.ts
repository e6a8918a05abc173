/**
 * Timing of a podcast transcript, and its Podcast Index JSON download (its WebVTT captions are
 * `captions.ts`). The body is numbered sections (`## 1. Title`) of turns (`**Host:** text`, see
 * `schemas/transcript.ts`).
 *
 * A turn may begin with the time it starts in the audio, `**Host:** [1:05] text`; those times
 * are kept exactly, and turns between two known times are spread over the gap in proportion to
 * their word counts. With no times at all, the whole episode (`duration`) is spread that way:
 * the episodes are read at a steady pace by synthetic voices, so the estimate is close, and the
 * result says `estimated: true` so pages and files can say so. Times are seconds from the start.
 */
import type { Nodes } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ContentIssue } from './errors.ts';

/**
 * Plain text of a line of inline Markdown as the page shows it: parsed as Markdown, so links and
 * images give their text, marks are dropped, and character references and backslash escapes are
 * decoded (`AT&amp;T` is `AT&T`, which WebVTT then escapes once and JSON not at all).
 */
function plainInline(raw: string): string {
  // Read after a word, as on the page, where the text follows the speaker's label or the
  // section's number: "2019. That year" or "- yes" at the start is not a list item there.
  const tree = INLINE.parse(`${LEAD}${raw.replace(/\s+#+\s*$/, '')}`);
  let out = '';
  const stack: Nodes[] = [tree];
  while (stack.length) {
    const n = stack.pop()!;
    // Raw HTML stays as written (the body checks refuse it; a cue escapes it).
    if (n.type === 'text' || n.type === 'inlineCode' || n.type === 'html') out += n.value;
    else if (n.type === 'image') out += n.alt ?? '';
    else if (n.type === 'break') out += ' ';
    else if ('children' in n)
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out.slice(LEAD.length).replace(/\s+/g, ' ').trim();
}

const INLINE = unified().use(remarkParse);
const LEAD = 'a ';

/** One speaker turn with its start and end in seconds. */
export interface TimedTurn {
  section: number;
  speaker: string;
  text: string;
  start: number;
  end: number;
}

/** One numbered section and the time its first turn starts. */
export interface TimedSection {
  n: number;
  title: string;
  start: number;
}

/** The transcript's timing. */
export interface TranscriptTiming {
  duration: number;
  estimated: boolean;
  sections: TimedSection[];
  turns: TimedTurn[];
}

/** Seconds from `m:ss` or `h:mm:ss` (the schema's `duration` format). */
export function parseClock(text: string): number {
  return text.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
}

/** `m:ss` (or `h:mm:ss`) from seconds, for display. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const TURN_RE = /^\*\*([^*:]{1,40}):\*\*\s*(?:\[(\d{1,2}(?::\d{2}){1,2})\]\s*)?(.*)$/;
const SECTION_RE = /^##\s+(\d+)\.\s+(.*)$/;

/**
 * Turns and sections of a transcript body, in order, with explicit start times where written and
 * where each turn is: `line` and `col` (1-based, in the body) of its first character after the
 * speaker's label and any time.
 */
export function scanTranscript(body: string): {
  sections: { n: number; title: string }[];
  turns: {
    section: number;
    speaker: string;
    text: string;
    at?: number;
    line: number;
    col: number;
  }[];
} {
  const sections: { n: number; title: string }[] = [];
  const turns: {
    section: number;
    speaker: string;
    text: string;
    at?: number;
    line: number;
    col: number;
  }[] = [];
  // Paragraphs with the blank lines between them, so each knows its line.
  const parts = body.split(/(\n\s*\n)/);
  let lineAt = 1;
  for (let k = 0; k < parts.length; k += 2) {
    const para = parts[k];
    const from = lineAt;
    lineAt += newlines(para) + newlines(parts[k + 1] ?? '');
    const line = para.trim().replace(/\s*\n\s*/g, ' ');
    const s = SECTION_RE.exec(line);
    if (s) {
      sections.push({ n: Number(s[1]), title: plainInline(s[2]) });
      continue;
    }
    const t = TURN_RE.exec(line);
    if (t)
      turns.push({
        section: sections.at(-1)?.n ?? 0,
        speaker: t[1].trim(),
        text: plainInline(t[3]),
        ...(t[2] ? { at: parseClock(t[2]) } : {}),
        ...textStart(para, from),
      });
  }
  return { sections, turns };
}

const newlines = (text: string) => text.split('\n').length - 1;

// A turn's label and time, read in the paragraph as written (its lines not yet joined).
const TURN_START_RE = /^\s*\*\*[^*:]{1,40}:\*\*\s*(?:\[\d{1,2}(?::\d{2}){1,2}\]\s*)?/;

/** Line and column (1-based) of a turn's text in the body: its paragraph `para` starts on `line`. */
function textStart(para: string, line: number): { line: number; col: number } {
  const before = TURN_START_RE.exec(para)?.[0] ?? '';
  return { line: line + newlines(before), col: before.length - before.lastIndexOf('\n') };
}

const words = (text: string) => Math.max(1, text.split(/\s+/).filter(Boolean).length);

/**
 * Times every turn. @param duration the episode length, `m:ss`.
 * Known times are anchors; the start (0) and `duration` are anchors too.
 */
export function timeTranscript(body: string, duration: string): TranscriptTiming {
  const total = parseClock(duration);
  const { sections, turns } = scanTranscript(body);
  const starts: number[] = new Array(turns.length);
  // The validator refuses times that run backwards or past the end (`checkTurnTimes`); a time
  // that does anyway is not an anchor, so no cue can end before it starts or after the episode.
  const first = turns[0]?.at;
  const anchors = [{ i: 0, t: first !== undefined && first < total ? first : 0 }];
  turns.forEach((turn, i) => {
    if (
      i > 0 &&
      turn.at !== undefined &&
      turn.at > anchors[anchors.length - 1].t &&
      turn.at < total
    )
      anchors.push({ i, t: turn.at });
  });
  anchors.push({ i: turns.length, t: Math.max(total, anchors[anchors.length - 1].t) });
  for (let a = 0; a < anchors.length - 1; a++) {
    const from = anchors[a];
    const to = anchors[a + 1];
    const span = turns.slice(from.i, to.i).reduce((n, t) => n + words(t.text), 0);
    let acc = 0;
    for (let i = from.i; i < to.i; i++) {
      starts[i] = from.t + ((to.t - from.t) * acc) / Math.max(1, span);
      acc += words(turns[i].text);
    }
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const timed = turns.map((t, i) => ({
    section: t.section,
    speaker: t.speaker,
    text: t.text,
    start: round(starts[i]),
    end: round(i + 1 < turns.length ? starts[i + 1] : total),
  }));
  return {
    duration: total,
    estimated: !turns.some((t) => t.at !== undefined),
    sections: sections.map((s) => ({
      ...s,
      start: timed.find((t) => t.section === s.n)?.start ?? 0,
    })),
    turns: timed,
  };
}

// A bracket of digits and colons after the speaker is meant as a time (`[laughs]` is not).
const TIME_AT_TURN_RE = /^(\*\*[^*:]{1,40}:\*\*\s*)\[([\d:.]+)\]/;
// What `TURN_RE` reads as a time, with minutes and seconds under 60 where they are not the lead.
const CLOCK_RE = /^(?:\d{1,2}:[0-5]\d|\d{1,2}):[0-5]\d$/;

/**
 * Problems with the start times written on turns (`**Host:** [1:05] text`): each must be a
 * clock time (`m:ss` or `h:mm:ss`, minutes and seconds under 60), later than the time written
 * on any turn before it, and before the episode ends (`duration`, `m:ss`). Lines are 1-based
 * in the whole file (`bodyLine` is where the body starts).
 */
export function checkTurnTimes(
  file: string,
  body: string,
  bodyLine: number,
  duration: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const total = parseClock(duration);
  let prev: { text: string; line: number; t: number } | undefined;
  let blankBefore = true;
  body.split('\n').forEach((line, i) => {
    const starts = blankBefore;
    blankBefore = line.trim() === '';
    const m = starts ? TIME_AT_TURN_RE.exec(line.trimStart()) : null;
    if (!m) return;
    const at = {
      file,
      line: bodyLine + i,
      col: line.length - line.trimStart().length + m[1].length + 1,
      field: 'body',
    };
    const text = m[2];
    if (!CLOCK_RE.test(text)) {
      issues.push({
        ...at,
        message: `turn time [${text}] is not a clock time`,
        hint: 'write m:ss or h:mm:ss, minutes and seconds from 00 to 59, e.g. [1:05] or [1:02:03]',
      });
      return;
    }
    const t = parseClock(text);
    if (t >= total)
      issues.push({
        ...at,
        message: `turn time [${text}] is not before the end of the episode (duration ${duration})`,
        hint: 'fix the time, or the duration in the frontmatter',
      });
    else if (prev && t <= prev.t)
      issues.push({
        ...at,
        message: `turn time [${text}] is not after [${prev.text}], the time written on line ${prev.line}`,
        hint: 'times run forward: fix one of them, or remove one (turns without a time are spread by word count)',
      });
    if (!prev || t > prev.t) prev = { text, line: at.line, t };
  });
  return issues;
}

/** The Podcast Index JSON transcript (podcast namespace, `application/json`): one segment per turn. */
export function toPodcastIndexJson(timing: TranscriptTiming): string {
  return `${JSON.stringify({ version: '1.0.0', segments: timing.turns.map((t) => ({ speaker: t.speaker, startTime: t.start, endTime: t.end, body: t.text })) }, null, 2)}\n`;
}
