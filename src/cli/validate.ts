/**
 * `npm run validate [paths...]`: checks content without building the site. Prints every problem
 * as `path:line:col field: message` with a hint, then a count and what to do; exits 1 on any
 * problem. Cross-file checks always see the whole of `content/`; paths narrow what is reported.
 * Under GitHub Actions also prints `::error` annotations (10 shown per step; the rest go to
 * $GITHUB_STEP_SUMMARY).
 */
import { appendFileSync } from 'node:fs';
import { dirname, resolve, relative, sep } from 'node:path';
import { formatIssue, sortIssues, summarizeIssues, type ContentIssue } from '../lib/errors.ts';
import { buildLibrary } from '../lib/library.ts';
import { contentDirOf, readContentTree } from '../lib/read-content.ts';

const ANNOTATION_LIMIT = 10;

function annotate(issues: ContentIssue[]): void {
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  issues.slice(0, ANNOTATION_LIMIT).forEach((i) => {
    const text = i.hint ? `${i.field ? `${i.field}: ` : ''}${i.message} (${i.hint})` : `${i.field ? `${i.field}: ` : ''}${i.message}`;
    console.log(`::error file=${i.file},line=${i.line},col=${i.col}::${esc(text)}`);
  });
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary && issues.length > ANNOTATION_LIMIT) {
    const rows = issues.slice(ANNOTATION_LIMIT).map((i) => `| ${i.file}:${i.line}:${i.col} | ${i.field} | ${i.message} | ${i.hint ?? ''} |`);
    appendFileSync(summary, `### ${issues.length - ANNOTATION_LIMIT} more content problems\n\n| where | field | problem | hint |\n|---|---|---|---|\n${rows.join('\n')}\n`);
  }
}

/** Runs validation for `root`; returns the process exit code. */
export function runValidate(root: string, paths: string[]): number {
  const started = performance.now();
  const read = readContentTree(root);
  const result = buildLibrary(read.files);
  let issues = sortIssues([...read.issues, ...result.issues]);
  if (paths.length) {
    const wanted = paths.map((p) => relative(dirname(contentDirOf(root)), resolve(p)).split(sep).join('/'));
    issues = issues.filter((i) => wanted.some((w) => i.file === w || i.file.startsWith(`${w}/`)));
  }
  const n = result.library.cases.length;
  const ms = Math.round(performance.now() - started);
  if (issues.length === 0) {
    console.log(`content is valid: ${n} cases, ${result.library.concepts.length} concepts, ${result.library.articles.length} articles, ${result.library.transcripts.length} transcripts (${ms} ms)`);
    return 0;
  }
  for (const i of issues) console.error(formatIssue(i));
  console.error(`\n${summarizeIssues(issues)}`);
  if (process.env.GITHUB_ACTIONS === 'true') annotate(issues);
  return 1;
}

if (import.meta.main) {
  process.exitCode = runValidate(process.cwd(), process.argv.slice(2));
}
