/**
 * The rules of our YAML the parser does not hold itself, checked on the parsed document (and
 * the nesting also on the source, before parsing): no aliases, anchors or tags, only plain text
 * keys, no duplicate keys, nesting bounded by `MAX_YAML_DEPTH`. Every walk is iterative, so a
 * deep document cannot overflow the stack.
 */
import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';

/** Deepest nesting of YAML collections accepted (a case needs 3: `root_causes[0].term`). */
export const MAX_YAML_DEPTH = 12;

/** Deepest bracket nesting in flow collections, found before parsing: the parser is slow on deep input. */
export function flowDepth(src: string): number {
  let depth = 0;
  let max = 0;
  let quote = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 10) quote = 0;
    else if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 91 || c === 123) {
      if (++depth > max) max = depth;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return max;
}

/** Walks the document once: anchors, aliases, tags, keys and depth. Iterative, so depth cannot overflow the stack. */
export function checkNodes(
  doc: Document,
  report: (node: YamlNode, message: string, hint: string) => void,
): void {
  const stack: [unknown, number][] = [[doc.contents, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node) continue;
    if (isAlias(node)) {
      report(node, 'YAML aliases (*name) are not allowed', 'write the value out in full');
      return;
    }
    const n = node as YamlNode & { anchor?: string; tag?: string };
    if (n.anchor) {
      report(
        n,
        'YAML anchors (&name) are not allowed',
        'write the value out in full where it is needed',
      );
      return;
    }
    if (n.tag) {
      report(
        n,
        `YAML tags are not allowed (${n.tag.replace('tag:yaml.org,2002:', '!!')})`,
        'remove the tag and write a plain value',
      );
      return;
    }
    if (isMap(n) || isSeq(n)) {
      if (depth > MAX_YAML_DEPTH) {
        report(
          n,
          `fields nest deeper than ${MAX_YAML_DEPTH} levels`,
          'flatten the structure; no field needs this depth',
        );
        return;
      }
      // Pushed last to first, so problems are found in document order.
      for (let i = n.items.length - 1; i >= 0; i--) {
        const item = n.items[i];
        if (isPair(item)) {
          const key = item.key as YamlNode | null;
          if (!isScalar(key) || typeof key.value !== 'string' || key.value === '') {
            report(
              (key ?? n) as YamlNode,
              'a field name must be plain text',
              'write `name: value`, with a name made of letters, digits, - and _',
            );
            return;
          }
          stack.push([item.value, depth + 1], [key, depth + 1]);
        } else stack.push([item, depth + 1]);
      }
    }
  }
}

/**
 * The second and later occurrences of a key in each mapping, in document order: one pass with a
 * set per mapping. Iterative: nesting is bounded before the document is parsed.
 */
export function duplicateKeys(doc: Document): YamlNode[] {
  const out: YamlNode[] = [];
  const stack: unknown[] = [doc.contents];
  while (stack.length) {
    const n = stack.pop();
    if (isMap(n)) {
      const seen = new Set<string>();
      for (const item of n.items) {
        const key = item.key;
        if (isScalar(key)) {
          const name = String(key.value);
          if (seen.has(name)) out.push(key);
          else seen.add(name);
        }
        stack.push(item.value);
      }
    } else if (isSeq(n)) stack.push(...n.items);
  }
  return out.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
}
