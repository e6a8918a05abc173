/**
 * How a case page sets its title. The title is the page's one headline (no separate short field):
 * the longer the title, the smaller the step of the headline scale it is set in, so that any title
 * the case schema accepts fits in at most 4 lines at 390 px and 3 lines at 1366 px. Each step's
 * size is a share of the headline's width on narrow screens (`blocks.css`, `.headline-*`), so the
 * number of lines stays the same down to 360 px, and a fixed size once the column stops growing.
 *
 * The limits were measured in Chromium with DejaVu Sans Bold, the widest of the common system
 * fonts, on titles cut from the library's own at each length; `test/e2e/site-layout.test.ts`
 * measures the built pages. Pure.
 */

/** The steps of the headline scale, largest first, with the longest title (in characters) each takes. */
export const HEADLINE_STEPS = [
  { step: 'xl', maxChars: 64 },
  { step: 'l', maxChars: 80 },
  { step: 'm', maxChars: 100 },
  { step: 's', maxChars: 120 },
  { step: 'xs', maxChars: 140 },
] as const;

export type HeadlineStep = (typeof HEADLINE_STEPS)[number]['step'];

/**
 * The headline step for a title: the largest whose `maxChars` holds it, counted in code points
 * (what a reader sees, not UTF-16 units). A title longer than the last step (which the schema
 * refuses) gets the smallest step.
 */
export function headlineStep(title: string): HeadlineStep {
  const n = [...title].length;
  return (HEADLINE_STEPS.find((s) => n <= s.maxChars) ?? HEADLINE_STEPS[HEADLINE_STEPS.length - 1])
    .step;
}
