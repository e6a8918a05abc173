/**
 * The sanitiser schema: GitHub's allowlist (hast-util-sanitize's default) plus the classes our
 * own plugins add. Raw HTML never reaches it (remark-rehype drops it and the validator refuses
 * it), so ids come only from our heading plugin and footnotes; they are kept as they are.
 */
import { defaultSchema, type Options } from 'rehype-sanitize';

export const sanitizeSchema: Options = {
  ...defaultSchema,
  clobber: ['name', 'ariaDescribedBy', 'ariaLabelledBy'],
  attributes: {
    ...defaultSchema.attributes,
    p: [...(defaultSchema.attributes?.p ?? []), ['className', 'turn']],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'speaker']],
  },
};
