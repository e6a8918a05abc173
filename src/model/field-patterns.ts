/**
 * Field patterns: dotted frontmatter paths in which `[]` stands for every element of a list
 * (`components[]`, `root_causes[].term`, `impact.categories[]`, `organisation`), and the values
 * an entry holds at one.
 */

/** A dotted frontmatter path; `[]` after a segment means every element of that list. */
export type FieldPattern = string;

/**
 * Every value at a field pattern, with its path: `fieldValues(d, 'root_causes[].term')` gives
 * `[[['root_causes', 0, 'term'], 'software-defect'], ...]`. Lenient about shape (for entries
 * that failed their schema): a missing field or a non-list where a list is expected gives nothing.
 */
export function fieldValues(
  data: unknown,
  pattern: FieldPattern,
): [(string | number)[], unknown][] {
  let at: [(string | number)[], unknown][] = [[[], data]];
  for (const seg of pattern.split('.')) {
    const list = seg.endsWith('[]');
    const key = list ? seg.slice(0, -2) : seg;
    const next: [(string | number)[], unknown][] = [];
    for (const [path, value] of at) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const v = (value as Record<string, unknown>)[key];
      if (!list) next.push([[...path, key], v]);
      else if (Array.isArray(v)) v.forEach((x, i) => next.push([[...path, key, i], x]));
    }
    at = next;
  }
  return at;
}

/** A regular expression matching the formatted field paths of a pattern (`components[]` matches `components[2]`). */
export function fieldPatternRe(pattern: FieldPattern): RegExp {
  const escaped = pattern
    .split('[]')
    .map((p) => p.replace(/[.*+?^${}()|\\]/g, '\\$&'))
    .join('\\[\\d+\\]');
  return new RegExp(`^${escaped}$`);
}
