/**
 * The build's content loader: reads `content/` through the same parser and checks as
 * `npm run validate`, fails the build with every issue (file, line, field, hint) before anything
 * is rendered, then stores each entry with its body rendered by the configured Markdown
 * processor. One library per process, shared by all collections.
 */
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { TAXONOMIES, type ContentType } from '../../schemas/index.ts';
import { renderTree } from '../markdown/index.ts';
import { ContentError } from '../model/errors.ts';
import type { Library } from '../model/library.ts';
import { buildLinkIndex, isDraft, type LinkIndex } from '../model/link-index.ts';
import { libraryOnce } from '../node/library-once.ts';

/** The link index of each library, per `base` (built once, passed to every render). */
const linkIndexes = new WeakMap<Library, Map<string, LinkIndex>>();

/** The link index the renderer resolves cross-links of `library` against, under `base`. */
function linkIndexOf(library: Library, base: string): LinkIndex {
  let byBase = linkIndexes.get(library);
  if (!byBase) linkIndexes.set(library, (byBase = new Map()));
  let index = byBase.get(base);
  if (!index) byBase.set(base, (index = buildLinkIndex(library, base)));
  return index;
}

/** The validated library (read once per process, `library-once.ts`); throws `ContentError` listing every issue. */
export function loadLibraryOnce(root: string): Library {
  const { library, issues } = libraryOnce(root);
  if (issues.length) throw new ContentError(issues);
  return library;
}

/** A loader for one Markdown content type. Drafts are left out of the site. */
export function contentLoader(type: ContentType): Loader {
  return {
    name: `incident-library-${type}`,
    async load({ config, store, generateDigest }) {
      const root = fileURLToPath(config.root);
      const lib = loadLibraryOnce(root);
      const links = linkIndexOf(lib, config.base);
      store.clear();
      for (const e of lib[type]) {
        if (isDraft(type, e.data)) continue;
        // Our pipeline, not `renderMarkdown`: that re-reads a body starting with `---` as frontmatter and drops ours (src/markdown/index.ts).
        // The entry's tree is the one the validator parsed and checked.
        const frontmatter = e.data as Record<string, unknown>;
        const { html, headings } = renderTree(e.tree, { file: e.file, frontmatter, bodyLine: e.bodyLine, links });
        const rendered = { html, metadata: { headings, frontmatter, imagePaths: [] } };
        // Only transcripts keep their Markdown in the data store (timing and WebVTT read it); for
        // the rest the store keeps what pages use, its length and its cross-links, as the store is
        // compiled into one module whose size drove the build's time at 20,000 cases (issue 7).
        const data = { ...(e.data as object), headings, bodyChars: e.body.length, links: e.links };
        store.set({ id: e.id, data, body: type === 'transcripts' ? e.body : undefined, filePath: e.file, rendered, digest: generateDigest(e.body) });
      }
    },
  };
}

/** A loader for the vocabularies: one entry per term, id `<taxonomy>/<slug>`. */
export function termsLoader(): Loader {
  return {
    name: 'incident-library-terms',
    async load({ config, store }) {
      const lib = loadLibraryOnce(fileURLToPath(config.root));
      store.clear();
      for (const taxonomy of TAXONOMIES) {
        for (const [slug, term] of Object.entries(lib.taxonomies[taxonomy])) {
          store.set({ id: `${taxonomy}/${slug}`, data: { taxonomy, slug, ...term } });
        }
      }
    },
  };
}
