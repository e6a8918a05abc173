/**
 * Narration of a transcript (`npm run narrate`): the text each turn is spoken as, the digest of
 * that text (kept in the frontmatter's `narration.digest`, so `npm run narrate -- --check` can tell
 * a transcript whose text changed after its audio was made), the timing of the page and its
 * WebVTT and JSON files from the cue times the narration measured, and the checks of those
 * fields against the body. Pure: the engines and files are in `src/node/` (`narration.ts`,
 * `speech-engines.ts`, `narration-files.ts`).
 */
import { createHash } from 'node:crypto';
import type { Narration } from '../../schemas/narration.ts';
import type { ContentIssue } from './errors.ts';
import { scanTranscript, timeTranscript, type TranscriptTiming } from './transcript-timing.ts';

/** One turn as the engine speaks it. */
export interface SpokenTurn {
  section: number;
  speaker: string;
  /** The turn as the page shows it. */
  text: string;
  /** The same words written for a speech engine (see `spokenText`). */
  spoken: string;
}

/**
 * Words a speech engine reads wrongly, as they should sound. Checked by ear and by the round
 * trip through a recogniser (`bench/narrate-wer.ts`); applied on whole words, case-sensitive.
 */
const SAY: ReadonlyMap<string, string> = new Map(
  Object.entries({
    etcd: 'et-see-dee',
    kubectl: 'cube control',
    'kube-proxy': 'cube proxy',
    'kube-apiserver': 'cube A P I server',
    Kubernetes: 'Kubernetes',
    CoreDNS: 'core D N S',
    gRPC: 'G R P C',
    QoS: 'Q O S',
    SIGTERM: 'sig term',
    SIGKILL: 'sig kill',
    GiB: 'gibibytes',
    'I/O': 'I O',
    '5xx': 'five hundred series',
    'round-robin': 'round robin',
    svc: 'S V C',
    ndots: 'N dots',
    glibc: 'G lib C',
  }),
);

// Words in capitals that are read as words, not spelled.
const READ_AS_WORDS = new Set(['OK', 'NASA']);

/**
 * The words of `text` written for a speech engine: known spellings from `SAY`, CamelCase names
 * split into words (PodDisruptionBudget, ReplicaSet), capitals spelled letter by letter (DNS as
 * "D N S", GPUs as "G P U's"). The page keeps the text as written.
 */
export function spokenText(text: string): string {
  return text
    .replace(/[A-Za-z0-9][A-Za-z0-9/-]*[A-Za-z0-9]/g, (word) => {
      // A Map, not an object: a word such as "constructor" or "toString" is not a key of it.
      const said = SAY.get(word);
      if (said !== undefined) return said;
      if (READ_AS_WORDS.has(word)) return word;
      const plural = /^([A-Z]{2,6})s$/.exec(word);
      if (plural) return `${plural[1].split('').join(' ')}'s`;
      if (/^[A-Z]{2,6}$/.test(word)) return word.split('').join(' ');
      if (/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/.test(word))
        return word.replace(/([a-z])([A-Z])/g, '$1 $2');
      return word;
    })
    .replace(/["“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every turn of a transcript body, in order, with the text it is spoken as. */
export function spokenTurns(body: string): SpokenTurn[] {
  return scanTranscript(body).turns.map((t) => ({
    section: t.section,
    speaker: t.speaker,
    text: t.text,
    spoken: spokenText(t.text),
  }));
}

/** `sha256:<hex>` of the narrated text: each turn's section, speaker and spoken words, one a line. */
export function narrationDigest(turns: readonly SpokenTurn[]): string {
  const text = turns.map((t) => `${t.section}\t${t.speaker}\t${t.spoken}\n`).join('');
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/** True when the transcript's text is still what was narrated. */
export function narrationIsCurrent(body: string, narration: Pick<Narration, 'digest'>): boolean {
  return narrationDigest(spokenTurns(body)) === narration.digest;
}

/**
 * The transcript's timing: with a narration whose cues are one per turn, the measured cue times
 * (exact; chapters start at their first turn, the duration is the audio's); otherwise the times
 * written on turns and the estimate from word counts (`timeTranscript`).
 */
export function episodeTiming(
  body: string,
  duration: string,
  narration?: Pick<Narration, 'cues' | 'seconds'>,
): TranscriptTiming {
  const timing = timeTranscript(body, duration);
  if (!narration || narration.cues.length !== timing.turns.length) return timing;
  const turns = timing.turns.map((t, i) => ({
    ...t,
    start: narration.cues[i][0],
    end: narration.cues[i][1],
  }));
  return {
    duration: narration.seconds,
    estimated: false,
    sections: timing.sections.map((s) => ({
      ...s,
      start: turns.find((t) => t.section === s.n)?.start ?? 0,
    })),
    turns,
  };
}

/**
 * Most characters one turn may have (as the page shows it, counted as a reader counts them): about
 * five minutes spoken, and some ten seconds of synthesis. The longest turn of the flagship's
 * episodes has under 800; an engine given 100,000 speaks for minutes, and one given tens of
 * thousands of emoji runs until it is stopped.
 */
export const TURN_LIMIT = 5000;

/**
 * Problems with the text of a transcript's turns, the same for validate and `npm run narrate`
 * (which refuses them before any engine runs): a turn may have at most `TURN_LIMIT` characters,
 * and must have words to speak (a letter or a digit; a turn of emoji, dots or nothing is silence
 * that no engine can time). Lines are 1-based in the whole file (`bodyLine` is where the body
 * starts).
 */
export function checkTurnText(file: string, body: string, bodyLine: number): ContentIssue[] {
  const issues: ContentIssue[] = [];
  scanTranscript(body).turns.forEach((t, i) => {
    const at = { file, line: bodyLine + t.line - 1, col: t.col, field: 'body' };
    const turn = `turn ${i + 1} (${t.speaker})`;
    const chars = [...t.text].length;
    if (chars > TURN_LIMIT)
      issues.push({
        ...at,
        message: `${turn} has ${chars.toLocaleString('en')} characters, more than the ${TURN_LIMIT.toLocaleString('en')} one turn may have`,
        hint: `split the turn: end its paragraph where a sentence ends and go on in a new one, **${t.speaker}:** and the rest`,
      });
    else if (!/[\p{L}\p{N}]/u.test(t.text))
      issues.push({
        ...at,
        message: `${turn} has no words to speak, no letter or digit`,
        hint: 'write what is said in words, or remove the turn: narration puts a pause between turns',
      });
  });
  return issues;
}

/**
 * Problems with a transcript's `narration`: it needs the `audio` it describes, a voice for every
 * speaker, one cue per turn, cues in order and inside the audio, and `duration` equal to its
 * length. A changed text is not a problem here (the build never needs the engine); `npm run
 * narrate -- --check` reports it.
 */
export function checkNarration(
  file: string,
  body: string,
  data: {
    audio?: string;
    duration: string;
    speakers: readonly { name: string }[];
    narration?: Narration;
  },
): ContentIssue[] {
  const n = data.narration;
  if (!n) return [];
  const at = { file, line: 1, col: 1, field: 'narration' };
  const issues: ContentIssue[] = [];
  const fix =
    'run `npm run narrate -- <transcript>` again rather than editing these fields by hand';
  if (!data.audio)
    issues.push({
      ...at,
      message: 'narration describes audio, but the transcript names no "audio" file',
      hint: fix,
    });
  for (const s of data.speakers)
    if (!n.voices.some((v) => v.speaker === s.name))
      issues.push({
        ...at,
        field: 'narration.voices',
        message: `no voice for speaker "${s.name}"`,
        hint: fix,
      });
  const turns = scanTranscript(body).turns.length;
  if (n.cues.length !== turns)
    issues.push({
      ...at,
      field: 'narration.cues',
      message: `${n.cues.length} cues for ${turns} turns`,
      hint: `the text changed since it was narrated: ${fix}`,
    });
  n.cues.forEach(([start, end], i) => {
    const prevEnd = i > 0 ? n.cues[i - 1][1] : 0;
    if (start < prevEnd || end > n.seconds + 0.001)
      issues.push({
        ...at,
        field: `narration.cues.${i}`,
        message: `cue ${i + 1} [${start}, ${end}] is out of order or past the end (${n.seconds} s)`,
        hint: fix,
      });
  });
  const clock = Math.round(n.seconds);
  const written = data.duration.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  if (written !== clock)
    issues.push({
      ...at,
      field: 'duration',
      message: `duration ${data.duration} is not the narrated audio's length (${n.seconds} s)`,
      hint: fix,
    });
  return issues;
}
