/**
 * The check of one file on its own (`checkFile`), pure: classify the path, parse it with the one
 * frontmatter parser, validate it with its schema, parse its body into the one Markdown tree the
 * page is rendered from (`parseBody`) and check what one file can check alone on it (`checkBody`:
 * sections, anchors, tables, raw HTML ...; file name against `id`, the timeline's order and window,
 * placeholders left by `npm run new:case`). Its result is plain data that reads back from JSON
 * exactly as made (no key holds `undefined`), so `check-cache.ts` can keep it by digest; the tree
 * rides along as a property that is neither cached nor copied (`withTree`).
 */
import type { Root } from 'mdast';
import type { Case, Transcript } from '../../schemas/index.ts';
import { checkBody, type BodyFacts } from './body-checks.ts';
import { checkEntryAlone, entryFacts } from './entry-facts.ts';
import { parseContentFile } from './frontmatter.ts';
import { friendlyParse } from './friendly-parse.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { parseBody, type BodyHeading } from './markdown-tree.ts';
import { checkIncident, checkTimeline } from './timeline-checks.ts';
import { checkBodyChars } from './text-rules.ts';
import { collectDates } from './date-limits.ts';
import { checkTurnTimes } from './transcript-timing.ts';
import { checkNarration, checkTurnText } from './narration.ts';
import type { ContentRules } from './rules.ts';
import type { FileCheck } from './library-types.ts';
import { classifyPath } from './classify.ts';
import { checkVocabulary, withQuoteIssues } from './vocabulary-check.ts';
import { mitigationsOfFile, withoutMitigationRefs } from './case-mitigations.ts';
import { checkPlaceholders } from './placeholders.ts';

/** Lets go of a check's tree (the library's entries hold it when asked to keep it). */
export function dropTree(check: FileCheck): void {
  if (check.tree) delete (check as { tree?: Root }).tree;
}

/** Gives a check its tree as a property that JSON, structured clone and spreading all leave out. */
export function withTree(check: FileCheck, tree: Root | undefined): FileCheck {
  if (tree)
    Object.defineProperty(check, 'tree', {
      value: tree,
      enumerable: false,
      writable: true,
      configurable: true,
    });
  return check;
}

/**
 * Checks one file on its own. Pure: the same path and bytes always give the same result.
 * @param file repository-relative path (`content/cases/IL-0190.md`).
 */
export function checkFile(
  file: string,
  content: Uint8Array | string,
  rules: ContentRules,
): FileCheck {
  const classified = classifyPath(file, rules);
  if (classified.kind === 'skip') return { file, classified, issues: [] };
  if (classified.kind === 'refused')
    return {
      file,
      classified,
      issues: [
        {
          file,
          line: 1,
          col: 1,
          field: '',
          message: classified.message,
          ...(classified.hint !== undefined && { hint: classified.hint }),
        },
      ],
    };
  const parsed = parseContentFile(file, content);
  // A file that was read but has values to quote (YAML 1.1) is checked in full all the same.
  if (parsed.data === undefined) return { file, classified, issues: parsed.issues };
  if (classified.kind === 'taxonomy') return checkVocabulary(file, classified, parsed, rules);
  const type = classified.type;
  const r = friendlyParse(parsed, rules.schemas[type]);
  if (classified.kind === 'template')
    return { file, classified, issues: withQuoteIssues(parsed.issues, r.issues) };
  const blanks = checkPlaceholders(parsed);
  const issues = [
    ...withQuoteIssues(
      parsed.issues,
      r.issues.filter((i) => !blanks.fields.has(i.field)),
    ),
    ...blanks.issues,
  ];
  issues.push(...checkBodyChars(file, parsed.body, parsed.bodyLine));
  // The limits bound the parser's time and stack: a body over one is refused unparsed.
  const limit = checkMarkdownLimits(parsed.body, parsed.bodyLine);
  let tree: Root | undefined;
  let headings: BodyHeading[] = [];
  let body: BodyFacts = { links: [], sitePaths: [], relative: [] };
  if (limit)
    issues.push({
      file,
      line: limit.line,
      col: limit.col,
      field: 'body',
      message: limit.message,
      hint: limit.hint,
    });
  else {
    tree = parseBody(parsed.body, parsed.bodyLine);
    const checked = checkBody(tree, {
      file,
      type,
      id: classified.id,
      body: parsed.body,
      bodyLine: parsed.bodyLine,
      data: r.data,
      linkKinds: rules.vocabularies.linkKinds,
    });
    issues.push(...checked.issues);
    headings = checked.headings;
    body = checked.facts;
    const m = mitigationsOfFile(rules.mitigations, type, r.data, tree, body, parsed);
    issues.push(...m.issues);
    body = m.body;
  }
  if (type === 'cases') {
    const data = r.data as Case | undefined;
    if (data && data.id !== classified.id) {
      issues.push({
        file,
        ...parsed.locate(['id']),
        field: 'id',
        message: `id "${data.id}" does not match the file name ${classified.id}.md`,
        hint: `make both the same: rename the file to ${data.id}.md or set id: ${classified.id}`,
      });
    }
    if (data)
      issues.push(
        ...checkIncident(file, data, parsed.locate),
        ...checkTimeline(file, data, parsed.locate),
      );
  }
  if (type === 'transcripts' && r.data)
    issues.push(
      ...checkTurnTimes(file, parsed.body, parsed.bodyLine, (r.data as Transcript).duration),
      ...checkTurnText(file, parsed.body, parsed.bodyLine),
      ...checkNarration(file, parsed.body, r.data as Transcript).map((i) => ({
        ...i,
        ...parsed.locate(i.field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))),
      })),
    );
  const base = {
    file,
    classified,
    bodyLine: parsed.bodyLine,
    bodyOffset: parsed.bodyOffset,
    headings,
  };
  if (r.data === undefined) {
    // References are still checked, except in fields the schema already refused.
    const facts = withoutMitigationRefs(
      entryFacts(type, parsed.data, headings, body, rules.vocabularies),
      rules.mitigations,
    );
    const refused = new Set(issues.map((i) => i.field));
    facts.refs = facts.refs.filter((_, i, refs) => !refused.has(refs[i - (i % 3)]));
    return withTree({ ...base, issues, raw: parsed.data, valid: false, facts }, tree);
  }
  issues.push(...checkEntryAlone(file, type, r.data, parsed.locate));
  const facts = withoutMitigationRefs(
    entryFacts(type, r.data, headings, body, rules.vocabularies),
    rules.mitigations,
  );
  const audio = type === 'transcripts' ? (r.data as { audio?: string }).audio : undefined;
  if (audio) {
    const at = parsed.locate(['audio']);
    facts.audio = [`audio/${audio}`, at.line, at.col];
  }
  return withTree(
    {
      ...base,
      issues,
      data: r.data,
      valid: true,
      facts,
      dates: collectDates(type, r.data, parsed.locate),
    },
    tree,
  );
}
