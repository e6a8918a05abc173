/**
 * Slugs and case IDs: the names terms, pages and cases are linked by. ASCII only, so no
 * bidirectional or zero-width character can hide in one; a case ID follows its library's rule.
 */
import { z } from 'zod';

/** A stable term or page slug: lower-case ASCII letters and digits joined by single hyphens. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error:
    'expected a slug: lower-case letters, digits and single hyphens (e.g. "postgresql", "load-balancer")',
});

/**
 * How one library writes its case IDs: a prefix of upper-case letters and digits and a number
 * of digits (`{ prefix: 'ACME', digits: 4 }` gives ACME-0001). Set by the library's config.
 */
export interface CaseIdRule {
  /** Upper-case letters and digits, starting with a letter, e.g. "ACME". */
  prefix: string;
  /** The zero-padded width of the number, e.g. 4. */
  digits: number;
}

/**
 * The pattern of a case ID under `rule`: the prefix, a hyphen and `digits` digits (ACME-0190);
 * past ACME-9999, more digits without a leading zero, so a library can outgrow its width and no
 * two spellings name one case.
 */
export function caseIdPattern(rule: CaseIdRule): RegExp {
  return new RegExp(`^${rule.prefix}-(?:\\d{${rule.digits}}|[1-9]\\d{${rule.digits},})$`);
}

/** An example ID under `rule`, e.g. "ACME-0190". */
export function exampleCaseId(rule: CaseIdRule, n = 190): string {
  return `${rule.prefix}-${String(n).padStart(rule.digits, '0')}`;
}

/** A case ID under `rule` (see `caseIdPattern`). Never reused or renumbered. */
export function caseIdSchema(rule: CaseIdRule) {
  return z
    .string()
    .regex(caseIdPattern(rule), {
      error: `expected a case ID: "${rule.prefix}-" and ${rule.digits} digits, e.g. "${exampleCaseId(rule)}"`,
    })
    .describe(
      `A case ID, \`${rule.prefix}-\` then ${rule.digits} digits (e.g. \`${exampleCaseId(rule)}\`); past the width, more digits without a leading zero, so no two spellings name one case. Never reused or renumbered.`,
    );
}
