/**
 * A transcript as `npm run narrate` (`narrate.ts`) reads and rewrites it: what validate says that
 * narrating cannot mend (`refusal`), the transcript read and checked, and its text with the new
 * `audio`, `duration` and `narration` written in.
 */
import { readFileSync } from 'node:fs';
import { Document, type YAMLSeq } from 'yaml';
import type { Narration } from '../../schemas/narration.ts';
import { TranscriptSchema } from '../../schemas/transcript.ts';
import { visible, type ContentIssue } from '../model/errors.ts';
import { parseContentFile } from '../model/frontmatter.ts';
import { checkFile } from '../model/library.ts';
import type { ContentRules } from '../model/rules.ts';
import { checkNarration } from '../model/narration.ts';
import { formatClock } from '../model/transcript-timing.ts';
import { audioIssues } from '../node/narrated-audio.ts';

/**
 * The one line saying why validate would refuse the transcript `text` (shown as `shown`, relative
 * to the project root) with the audio `mp3` named `audio`, or undefined when it would accept them:
 * validate's check of the file under the library's `rules` (`checkFile`: frontmatter, schema,
 * body), the narration's cue rules (`checkNarration`) and the audio against its record
 * (`audioIssues`), the checks validate and the build make of a transcript on its own.
 */
export function refusal(
  shown: string,
  text: string,
  audio: string,
  mp3: Uint8Array,
  rules: ContentRules,
): string | undefined {
  const say = (field: string, message: string, hint?: string) =>
    `${shown}: narrate writes nothing validate would refuse: ${field}: ${message}${hint ? ` (${hint})` : ''}`.replace(
      /\s*\n\s*/g,
      ' ',
    );
  const checked = checkFile(shown, text, rules).issues[0];
  if (checked) return say(checked.field, checked.message, checked.hint);
  const parsed = parseContentFile(shown, text);
  if (parsed.issues.length) {
    const i = parsed.issues[0];
    return say(i.field, i.message, i.hint);
  }
  const data = TranscriptSchema.safeParse(parsed.data);
  if (!data.success) {
    const i = data.error.issues[0];
    return say(i.path.join('.'), i.message);
  }
  const n = data.data.narration!;
  const issue = [
    ...checkNarration(shown, parsed.body, data.data),
    ...audioIssues(shown, audio, n, mp3),
  ][0];
  return issue && say(issue.field, issue.message, issue.hint);
}

/**
 * The fields narrate writes from what it measures: what validate says of them (a narration older
 * than the text, cues that no longer fit) is what narrating again mends. An `audio` value is
 * refused all the same: it names a file that is removed when the new audio takes its place.
 */
const NARRATED_FIELD = /^(?:duration|narration)(?:[.[]|$)/;

/**
 * The one line saying why narrate will not narrate `shown`: the first of `issues` as validate
 * prints it (`file:line:col field: message (hint)`), every character that could break or reorder
 * the line made visible.
 */
export function transcriptRefusal(issues: readonly ContentIssue[]): string | undefined {
  const i = issues[0];
  if (!i) return undefined;
  return visible(
    `${i.file}:${i.line}:${i.col} ${i.field || '(file)'}: ${i.message}${i.hint ? ` (${i.hint})` : ''}; narrate writes nothing until validate accepts the transcript`,
  );
}

/**
 * Reads a transcript (`file`, shown as `shown`, relative to the project root) as validate reads
 * it: its frontmatter and body, after validate's own check of the file (`checkFile` under the
 * library's `rules`).
 * @throws Error in one line (`transcriptRefusal`) when validate would refuse the transcript for
 *   anything but the fields narrate writes, so nothing is synthesised for a transcript whose new
 *   pair validate would refuse all the same.
 */
export function readTranscript(file: string, shown: string, rules: ContentRules) {
  const bytes = readFileSync(file);
  const refused = transcriptRefusal(
    checkFile(shown, bytes, rules).issues.filter((i) => !NARRATED_FIELD.test(i.field)),
  );
  if (refused) throw new Error(refused);
  const text = bytes.toString('utf8');
  const parsed = parseContentFile(shown, text);
  const data = TranscriptSchema.safeParse(parsed.data);
  if (parsed.issues.length || !data.success)
    throw new Error(
      transcriptRefusal(parsed.issues) ??
        visible(
          `${shown}: ${data.error?.issues[0]?.path.join('.') || '(file)'}: ${data.error?.issues[0]?.message ?? 'not a transcript'}; narrate writes nothing until validate accepts the transcript`,
        ),
    );
  return { text, data: data.data, body: parsed.body };
}

/**
 * The file with `audio`, `duration` and `narration` set in its frontmatter: `duration` in its
 * place, `audio` and `narration` (replacing any earlier ones) at the end; every other line, and
 * the body, stays as it was. New text values are double-quoted, so no YAML 1.1 reader takes
 * `6:05` for a number. The lines are edited as text and the new ones written by the `yaml`
 * package's writer: reading YAML is `src/model/frontmatter.ts`'s job alone.
 */
export function withNarration(text: string, audio: string, narration: Narration): string {
  const normal = text.replace(/\r\n/g, '\n');
  const m = /^---\n([\s\S]*?\n)---\n/.exec(normal);
  if (!m) throw new Error('narrate: the transcript has no frontmatter');
  const kept: string[] = [];
  let dropping = false;
  for (const line of m[1].slice(0, -1).split('\n')) {
    if (!/^[ \t]/.test(line)) dropping = /^(audio|narration):/.test(line);
    if (dropping) continue;
    kept.push(
      /^duration:/.test(line)
        ? `duration: ${JSON.stringify(formatClock(Math.round(narration.seconds)))}`
        : line,
    );
  }
  const doc = new Document({ audio, narration });
  const cues = doc.getIn(['narration', 'cues'], true) as YAMLSeq<YAMLSeq>;
  for (const pair of cues.items) pair.flow = true;
  const added = doc.toString({
    lineWidth: 0,
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
  });
  return `---\n${kept.join('\n')}\n${added}---\n${normal.slice(m[0].length)}`;
}
