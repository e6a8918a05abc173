/**
 * Finds the YAML node at a field path of a parsed document (`['root_causes', 0, 'term']`), so
 * an issue about a field can name the line and column where the field is written.
 */
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';

/** The nodes of a document by field path. */
export interface YamlLocator {
  /**
   * The value node at `path`, or the deepest existing node on the way to it; `exact` is false
   * when the path does not exist in full.
   */
  nodeAt(path: readonly PropertyKey[]): { node: YamlNode | null; exact: boolean };
  /** The key node of the field at `path`, when its parent mapping exists and holds it. */
  keyAt(path: readonly PropertyKey[]): YamlNode | undefined;
}

/** A locator over `doc`: each call walks from the root (the document is not indexed ahead). */
export function yamlLocator(doc: Document): YamlLocator {
  const nodeAt = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents;
    let last = doc.contents as YamlNode | null;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === seg);
        if (!pair) return { node: last, exact: false };
        node = pair.value ?? pair.key;
        last = node as YamlNode;
      } else if (isSeq(node) && typeof seg === 'number' && node.items[seg]) {
        node = node.items[seg];
        last = node as YamlNode;
      } else return { node: last, exact: false };
    }
    return { node: last, exact: true };
  };
  const keyAt = (path: readonly PropertyKey[]) => {
    if (!path.length) return undefined;
    const parent = nodeAt(path.slice(0, -1));
    if (!parent.exact || !isMap(parent.node)) return undefined;
    const pair = parent.node.items.find(
      (p) => isPair(p) && isScalar(p.key) && p.key.value === path[path.length - 1],
    );
    return pair?.key as YamlNode | undefined;
  };
  return { nodeAt, keyAt };
}
