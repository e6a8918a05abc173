/**
 * The library's entries as `buildLibrary` makes them from each file's check: body, data, headings
 * and tree made on first use (`makeEntry`), the positions of a kept tree dropped, and the body's
 * cross-links as keys.
 */
import type { Root } from 'mdast';
import type { ContentType } from '../../schemas/index.ts';
import type { EntryFacts } from './entry-facts.ts';
import { normalizeText } from './frontmatter.ts';
import { parseBody } from './markdown-tree.ts';
import type { ContentRules } from './rules.ts';
import type { Entry, FileCheck, SourceFile } from './library-types.ts';
import { checkFile, dropTree } from './check-file.ts';

/** A file's text after BOM and CRLF normalisation, as the parser saw it. */
function textOf(content: Uint8Array | string): string {
  return normalizeText(
    typeof content === 'string'
      ? content
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8'),
  );
}

/**
 * An entry whose body, and for cached results also data and headings, are made on first use:
 * `npm run validate` needs none of them, the build needs all. Its tree is handed over once when
 * kept (see `Entry.tree`), else parsed on each read.
 */
export function makeEntry(
  type: ContentType,
  id: string,
  check: FileCheck,
  source: SourceFile,
  keepTree: boolean,
  rules: ContentRules,
): Entry<unknown> {
  let full: FileCheck | undefined = check.data !== undefined ? check : undefined;
  // A tree from `checkInParallel` has no positions left (its root has none either).
  let kept: Root | undefined =
    keepTree && check.tree
      ? check.tree.position
        ? withoutPositions(check.tree)
        : check.tree
      : undefined;
  dropTree(check);
  const complete = () => (full ??= checkFile(source.file, source.content, rules));
  let body: string | undefined;
  let links: string[] | undefined;
  // Accessors in a literal are own, enumerable properties: spreading an entry copies their values.
  const entry = {
    type,
    id,
    file: check.file,
    bodyLine: check.bodyLine!,
    get data() {
      return complete().data;
    },
    get headings() {
      return complete().headings!;
    },
    get body() {
      return (body ??= textOf(source.content).slice(check.bodyOffset ?? 0));
    },
    get links() {
      return (links ??= crossLinkKeys(check.facts!));
    },
  } as Entry<unknown>;
  // Not enumerable: spreading an entry must not parse its body.
  Object.defineProperty(entry, 'tree', {
    enumerable: false,
    get() {
      const tree = kept ?? parseBody(entry.body, entry.bodyLine);
      kept = undefined;
      return tree;
    },
  });
  return entry;
}

/**
 * Drops the source positions of every node of a validated tree that is kept for rendering:
 * the renderer reads positions only to report a broken link, which validation has already
 * refused, and a position is three objects on every node of every tree a build keeps until it
 * renders it. Changes the tree in place and returns it. A position is set to undefined, not
 * deleted: deleting a property that is not an object's last turns it into a slower, larger
 * dictionary object, and the main thread keeps every tree until it renders it.
 */
export function withoutPositions(tree: Root): Root {
  const stack: { position?: unknown; children?: unknown[] }[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.position !== undefined) node.position = undefined;
    if (node.children)
      for (const c of node.children) stack.push(c as { position?: unknown; children?: unknown[] });
  }
  return tree;
}

/** The cross-links of an entry's body as `kind:target` keys, in order (relative `.md` links left out). */
export function crossLinkKeys(facts: Pick<EntryFacts, 'links'>): string[] {
  const out: string[] = [];
  for (let i = 0; i < facts.links.length; i += 5)
    if (facts.links[i] !== 'md') out.push(`${facts.links[i]}:${facts.links[i + 1]}`);
  return out;
}
