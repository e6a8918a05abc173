/**
 * What the content loader puts in Astro's store from a snapshot: the entries of a Markdown type
 * rendered and stored when their digest changed (`syncEntries`), one entry per vocabulary, and
 * the current content problems.
 */
import { fileURLToPath } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import type { ContentType } from '../../schemas/index.ts';
import { caseLearnings } from '../model/case-learnings.ts';
import type { Entry } from '../model/library.ts';
import { isDraft, type LinkIndex } from '../model/link-index.ts';
import {
  bodyFile,
  bodyFileHolds,
  htmlDigest,
  removeOtherBodyFiles,
  bodyFileWriter,
} from '../node/body-files.ts';
import { reportProblems } from './dev-problems.ts';
import type { Snapshot } from './snapshot.ts';

/** What Astro's store holds of an entry, as far as deciding whether to render it again goes. */
type StoredEntry = ReturnType<LoaderContext['store']['get']>;

/**
 * Renders and stores the entries of one Markdown type whose digest changed; drops the rest.
 * @param previous the body files the collection's last sync in this process pointed at, kept on
 *   disk through this one: a dev server goes on serving the store it had loaded until it reloads
 *   the new one, and a page rendered in between reads the old entry's body.
 * @returns the body files this sync's entries point at.
 */
export async function syncEntries(
  ctx: LoaderContext,
  snap: Snapshot,
  type: ContentType,
  previous: ReadonlySet<string>,
): Promise<Set<string>> {
  const { store } = ctx;
  const keep = new Set<string>();
  // The body files this store's entries point at; any other in the collection's folder is left over.
  const bodies = new Set<string>();
  const cacheDir = fileURLToPath(ctx.config.cacheDir);
  const writer = bodyFileWriter();
  for (const e of snap.library[type]) {
    // Drafts are checked like every file but never built.
    if (isDraft(type, e.data)) continue;
    keep.add(e.id);
    const digest = entryDigest(ctx, snap, e);
    const file = bodyFile(cacheDir, type, e.id, digest);
    bodies.add(file);
    if (isStoredCurrent(store.get(e.id), digest, file)) continue;
    snap.rendered++;
    const { html, metadata } = await renderEntry(snap, type, e, file);
    await writer.write(file, html);
    // Only transcripts keep their Markdown (their timing and WebVTT read it): the store is
    // compiled into one module, and its size drives the build's time and memory at many
    // thousands of cases.
    store.set({
      id: e.id,
      data: e.data as Record<string, unknown>,
      body: type === 'transcripts' ? e.body : undefined,
      filePath: e.file,
      rendered: { html: '', metadata },
      digest,
    });
  }
  // Every body is on disk before the store that points at it is kept, and before a page reads it.
  await writer.flush();
  for (const id of store.keys()) if (!keep.has(id)) store.delete(id);
  // Bodies of earlier digests and of deleted entries (only this cache folder's are touched).
  removeOtherBodyFiles(cacheDir, type, new Set([...bodies, ...previous]));
  return bodies;
}

/** An entry's digest: its file, data and body, and everything else its rendering depends on (`Snapshot.context`). */
function entryDigest(ctx: LoaderContext, snap: Snapshot, e: Entry<unknown>): string {
  return ctx.generateDigest(`${snap.context}\0${e.file}\0${JSON.stringify(e.data)}\0${e.body}`);
}

/**
 * Whether the store holds the entry as rendered for `digest`, with its body where this build's
 * pages will read it (a cache folder copied or moved keeps the old paths in its store: render
 * again rather than read another folder).
 */
function isStoredCurrent(stored: StoredEntry, digest: string, file: string): boolean {
  return (
    stored?.digest === digest &&
    stored.rendered?.metadata?.bodyFile === file &&
    bodyFileHolds(file, stored.rendered?.metadata?.htmlDigest)
  );
}

/**
 * Renders one entry's body with the library's link index.
 * @returns the HTML (for the body file at `file`) and what the store keeps besides it.
 */
async function renderEntry(
  snap: Snapshot,
  type: ContentType,
  e: Entry<unknown>,
  file: string,
): Promise<{ html: string; metadata: Record<string, unknown> }> {
  // The tree the validator parsed and checked (`entry.tree`, a fresh one per read: read it once),
  // rendered with the library's link index.
  const tree = e.tree;
  // A case also keeps its action items and lessons as text with their anchors, for the pages that
  // gather them across cases (the body itself is not stored). Read before rendering, which changes the tree.
  const learnings =
    type === 'cases'
      ? caseLearnings(
          tree,
          (tree.data?.headings ?? []).map((h) => h.id),
          (url) => emptyLinkText(snap.links, url),
        )
      : undefined;
  const r = await snap.render(tree, {
    file: e.file,
    frontmatter: e.data as Record<string, unknown>,
    bodyLine: e.bodyLine,
    links: snap.links,
  });
  // The store keeps what pages use besides the body: its headings, length, cross-links and the
  // file holding the rendered HTML (src/node/body-files.ts).
  const metadata = {
    headings: r.headings,
    bodyChars: e.body.length,
    links: e.links,
    bodyFile: file,
    htmlDigest: htmlDigest(r.html),
    ...(learnings && { learnings }),
  };
  return { html: r.html, metadata };
}

/** What a cross-link without text shows (`[](case:IL-0190)`), as the renderer fills it in: the target's title, else the target. */
function emptyLinkText(links: LinkIndex, url: string): string | undefined {
  const m = /^([a-z-]+):([^#]*)/.exec(url);
  return m ? (links.titles.get(`${m[1]}:${m[2]}`) ?? m[2]) : undefined;
}

/** Stores one entry per vocabulary (id: its name, data: its terms by slug). */
export function syncTaxonomies(ctx: LoaderContext, snap: Snapshot): void {
  for (const [name, data] of Object.entries(snap.library.taxonomies)) {
    const digest = ctx.generateDigest(data as Record<string, unknown>);
    if (ctx.store.get(name)?.digest !== digest)
      ctx.store.set({ id: name, data: data as Record<string, unknown>, digest });
  }
}

/** Stores the current content problems as one entry, `current` (none in a build: it stops first). */
export function syncProblems(ctx: LoaderContext, snap: Snapshot): void {
  ctx.store.set({ id: 'current', data: { issues: snap.issues.map((i) => ({ ...i })) } });
  // The dev server shows them in place of every page (`dev-problems.ts`).
  if (ctx.watcher) reportProblems(ctx.config, snap.issues);
}
