/**
 * The post-build checks' report (`check-site.ts`): one line per finding naming what its page is
 * built from, the counts and what to do, and the checks' phases for the build's log.
 */
import { visible } from '../model/errors.ts';
import { PAGE_KINDS } from '../model/kinds.ts';
import { templateOfPage } from '../site/route-templates.ts';
import { CHECKS } from './check-page.ts';
import type { CheckResult } from './check-site.ts';
import { pagePath } from './check-links.ts';

/** A run's counts and phases, for the build's log: `html-validate 47, parsed 12; read 0.9 s, pages 0.4 s, cache 0.3 s, links 0.8 s; CPU 2.6 s`. No parentheses. */
export function checkPhases(r: CheckResult): string {
  const s = (x: number) => `${x.toFixed(1)} s`;
  return `html-validate ${r.htmlValidated}, parsed ${r.parsed}; read ${s(r.seconds.read)}, pages ${s(r.seconds.pages)}, cache ${s(r.seconds.cache)}, links ${s(r.seconds.links)}; CPU ${s(r.seconds.cpu)}`;
}

/**
 * Where a report finds what stands behind a page: the site's base (`/kb/`), and whether a file
 * is in the content folder (`cases/IL-0190.md`, a path inside it).
 */
export interface PageSources {
  base: string;
  isContentFile: (file: string) => boolean;
}

/** A content page's output file, `<type>/<slug>/index.html`, for every content type of the kinds table. */
const CONTENT_PAGE = new RegExp(
  `^(${PAGE_KINDS.map((k) => k.type).join('|')})/([^/]+)/index\\.html$`,
);

/**
 * What a page is built from, for a finding on it: its content file when there is one
 * (`page of content/cases/IL-0190.md`), else its URL and the template that renders it
 * (`page /cases/added/ of template src/routes/cases/added/[...page].astro`): a listing page
 * (`cases/added/`) or a merged case ID's redirect page sits where a content page would, but no
 * file of `content/` is behind it. Just the URL for a page of the library's own `src/pages/`.
 */
export function sourceOf(page: string, sources: PageSources): string {
  const m = CONTENT_PAGE.exec(page);
  const file = m ? `${m[1]}/${decodeURIComponent(m[2])}.md` : undefined;
  if (file && sources.isContentFile(file)) return `page of content/${file}`;
  const template = templateOfPage(page);
  const url = pagePath(page, sources.base);
  return template ? `page ${url} of template src/routes/${template}` : `page ${url}`;
}

/**
 * The report: one line per finding, each naming what its page is built from (`sourceOf`), then
 * the counts and what to do.
 */
export function formatCheckResult(r: CheckResult, sources: PageSources): string {
  // A finding quotes what the page holds, which content wrote: shown by the one rule for printed values.
  const lines = r.findings.map((f) =>
    visible(`${f.page}:${f.line} ${f.check}: ${f.message} (${sourceOf(f.page, sources)})`),
  );
  const total = r.findings.length;
  const counts = CHECKS.map((c) => `${c} ${r.counts[c]}`).join(', ');
  const html =
    r.htmlValidated < r.pages
      ? `; html-validate read ${r.htmlValidated} of them, a sample by template (CHECK_HTML=all for every page)`
      : '';
  lines.push(
    `checked ${r.pages} pages${html}: ${total} problem${total === 1 ? '' : 's'} (${counts}).`,
  );
  if (total)
    lines.push(
      'Fix each at the page and line shown: a content page names its file; any other page names its URL, and its template under src/ when it is one of ours.',
    );
  return lines.join('\n');
}
