/**
 * A case's required sections: each `CASE_SECTIONS` entry marked required must be a `##` heading
 * of its body (letter case aside).
 */
import { CASE_SECTIONS } from '../../schemas/index.ts';
import type { BodyHeading } from './markdown-tree.ts';
import type { BodyReport } from './body-report.ts';

/** Checks that a case's body has every required section, reporting each missing one at the body's first line. */
export function checkCaseSections(headings: readonly BodyHeading[], r: BodyReport): void {
  const h2 = new Set(headings.filter((h) => h.depth === 2).map((h) => h.text.trim().toLowerCase()));
  const required = CASE_SECTIONS.filter((x) => x.required).map((x) => x.heading);
  for (const s of CASE_SECTIONS) {
    if (s.required && !h2.has(s.heading.toLowerCase()))
      r.add(
        1,
        1,
        `missing the required section "## ${s.heading}"`,
        `add a "## ${s.heading}" heading with its text; required sections: ${required.join(', ')}`,
      );
  }
}
