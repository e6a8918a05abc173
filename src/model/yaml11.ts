/**
 * Values other YAML readers read differently. We read YAML 1.2 (core schema), where `18:56`,
 * `yes`, `1_000` and `2022-06-23` are text; YAML 1.1 readers (PyYAML, Ruby's Psych and many
 * tools that consume our open data and our files) read the same plain scalars as the number 1136,
 * the boolean true, the number 1000 and a date. Every field of ours holds text, so a plain
 * scalar that YAML 1.1 would read as anything else is refused with "quote this value": quoted,
 * it is text to every reader. The YAML 1.1 rules are the `yaml` package's own `yaml-1.1` schema.
 */
import { isMap, isPair, isScalar, isSeq, Schema } from 'yaml';
import type { Document, Node as YamlNode, Scalar } from 'yaml';

interface ScalarTag {
  tag: string;
  test?: RegExp;
  format?: string;
  resolve?: (value: string, onError: (m: string) => void, options: object) => unknown;
}

const STR = 'tag:yaml.org,2002:str';
const MERGE = 'tag:yaml.org,2002:merge';
// The implicit (plain-scalar) types of YAML 1.1 other than text: null, bool, int (binary,
// octal, decimal, hex, base 60), float, timestamp.
const TAGS = (new Schema({ schema: 'yaml-1.1' }).tags as unknown as ScalarTag[]).filter(
  (t) => t.test && t.tag !== STR && t.tag !== MERGE,
);

/** How a YAML 1.1 reader reads the plain scalar `source`, if not as text: `the number 1136`, `the boolean true`. */
export function yaml11Reading(source: string): string | undefined {
  const tag = TAGS.find((t) => t.test!.test(source));
  if (!tag) return undefined;
  let value: unknown;
  try {
    value = tag.resolve?.(source, () => {}, {});
  } catch {
    value = undefined;
  }
  const kind = tag.tag.slice('tag:yaml.org,2002:'.length);
  if (kind === 'timestamp') return 'a date';
  if (kind === 'null') return 'null (no value)';
  if (kind === 'bool')
    return `the boolean ${typeof value === 'boolean' ? value : /^[yto]/i.test(source) && !/^off$/i.test(source)}`;
  return typeof value === 'number' || typeof value === 'bigint'
    ? `the number ${String(value)}`
    : 'a number';
}

/** One plain scalar that YAML 1.1 reads as something other than text. */
export interface Yaml11Ambiguity {
  /** The field path of the value, or of the key. */
  path: (string | number)[];
  /** The node, for its position. */
  node: YamlNode;
  /** The scalar as written. */
  source: string;
  /** How YAML 1.1 reads it (see `yaml11Reading`). */
  reading: string;
  /** True when the scalar is a key (a field or term name). */
  key: boolean;
}

/**
 * Every plain scalar of `doc` (keys and values) that we read as text and YAML 1.1 reads as a
 * number, boolean, null or date, in document order. `src` is the YAML text the document was
 * parsed from (the scalars' sources are sliced from it).
 */
export function yaml11Ambiguities(doc: Document, src: string): Yaml11Ambiguity[] {
  const out: Yaml11Ambiguity[] = [];
  const check = (node: unknown, path: (string | number)[], key: boolean) => {
    if (!isScalar(node)) return;
    const s = node as Scalar;
    if (s.type !== 'PLAIN' || typeof s.value !== 'string' || !s.range) return;
    const source = src.slice(s.range[0], s.range[1]);
    const reading = yaml11Reading(source);
    if (reading) out.push({ path, node: s, source, reading, key });
  };
  // Iterative, last to first, so results come in document order without deep recursion.
  const stack: [unknown, (string | number)[]][] = [[doc.contents, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (isMap(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) {
        const pair = node.items[i];
        if (!isPair(pair)) continue;
        const name = isScalar(pair.key) ? String((pair.key as Scalar).value) : String(i);
        stack.push([pair.value, [...path, name]], [{ keyOf: pair.key }, [...path, name]]);
      }
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push([node.items[i], [...path, i]]);
    } else if (node && typeof node === 'object' && 'keyOf' in node) {
      check((node as { keyOf: unknown }).keyOf, path, true);
    } else check(node, path, false);
  }
  return out;
}
