/**
 * HTML validity of a built page with html-validate (issue 6: 0 errors). The preset is
 * `html-validate:standard`: what the HTML standard requires (content models, required and
 * allowed attributes, duplicate ids, deprecated elements), without the style rules of
 * `recommended` (title length, attribute quoting) that say nothing about whether a browser
 * reads the page as we meant. The config lives here, not in a dot-file at the repository root.
 */
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import type { Finding } from './check-page.ts';

/** The html-validate configuration the checks use. */
export const HTML_VALIDATE_CONFIG = { extends: ['html-validate:standard'], rules: {} };

let validator: HtmlValidate | undefined;

/** html-validate's errors for one page, as findings (`check: 'html'`). */
export function validateHtml(html: string, page: string): Finding[] {
  validator ??= new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));
  const report = validator.validateStringSync(html, page);
  return report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => ({ check: 'html' as const, page, line: m.line, message: `${m.message} (${m.ruleId})` })));
}
