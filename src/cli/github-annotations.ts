/**
 * Content problems as GitHub Actions shows them: `::error` workflow commands, which GitHub turns
 * into annotations on the pull request (at most 10 of one step), and a Markdown table of the rest
 * for the step summary (`$GITHUB_STEP_SUMMARY`). `npm run validate` prints these under GitHub
 * Actions.
 */
import { visible, type ContentIssue } from '../model/errors.ts';

/** GitHub shows at most this many error annotations of one step. */
export const ANNOTATION_LIMIT = 10;

/** A workflow command's message, escaped as GitHub's toolkit does. */
const escData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A workflow command's property value (file name), escaped as GitHub's toolkit does. */
const escProp = (s: string) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error` lines for the first 10 issues, and a Markdown table of the rest for the step summary. */
export function githubAnnotations(issues: readonly ContentIssue[]): {
  lines: string[];
  summary?: string;
} {
  const text = (i: ContentIssue) =>
    visible(`${i.field ? `${i.field}: ` : ''}${i.message}${i.hint ? ` (hint: ${i.hint})` : ''}`);
  const lines = issues
    .slice(0, ANNOTATION_LIMIT)
    .map(
      (i) =>
        `::error file=${escProp(i.file)},line=${i.line},col=${i.col},title=Invalid content::${escData(text(i))}`,
    );
  if (issues.length <= ANNOTATION_LIMIT) return { lines };
  const cell = (s: string) => visible(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rows = issues
    .slice(ANNOTATION_LIMIT)
    .map(
      (i) =>
        `| \`${cell(`${i.file}:${i.line}:${i.col}`)}\` | ${cell(i.field)} | ${cell(i.message)} | ${cell(i.hint ?? '')} |`,
    );
  const summary = `### ${issues.length - ANNOTATION_LIMIT} more content problems\n\nGitHub shows the first ${ANNOTATION_LIMIT} on the pull request; these are the rest.\n\n| where | field | problem | hint |\n|---|---|---|---|\n${rows.join('\n')}\n`;
  return { lines, summary };
}
