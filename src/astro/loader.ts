/**
 * The build's content loader: reads `content/` through the same parser and checks as
 * `npm run validate`, fails the build with every issue (file, line, field, hint) before anything
 * is rendered, then stores each entry with its body rendered by the configured Markdown
 * processor. One library per process, shared by all collections.
 */
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { TAXONOMIES, type ContentType } from '../../schemas/index.ts';
import { renderBody } from '../markdown/index.ts';
import { bodyLinkKeys } from '../site/backlinks.ts';
import { getLinkIndex, setLinkIndex, type LinkIndex } from '../markdown/link-index.ts';
import { ContentError } from '../model/errors.ts';
import type { Library } from '../model/library.ts';
import { libraryOnce } from '../node/library-once.ts';
import { LINK_KINDS, type LinkKind } from '../model/urls.ts';

/** Libraries the current link index was built from. */
const linked = new WeakSet<Library>();

/** Builds the link index the cross-link plugin resolves against. */
export function buildLinkIndex(lib: Library, base: string): LinkIndex {
  const targets = Object.fromEntries(Object.keys(LINK_KINDS).map((k) => [k, new Set<string>()])) as Record<LinkKind, Set<string>>;
  const titles = new Map<string, string>();
  const anchors = new Map<string, Set<string>>();
  const pages = [['case', lib.cases], ['concept', lib.concepts], ['article', lib.articles], ['transcript', lib.transcripts]] as const;
  for (const [kind, entries] of pages) {
    for (const e of entries) {
      targets[kind].add(e.id);
      titles.set(`${kind}:${e.id}`, kind === 'case' ? e.id : (e.data as { title: string }).title);
      anchors.set(`${kind}:${e.id}`, new Set(e.headings.map((h) => h.slug)));
    }
  }
  const termKinds = { component: 'components', 'root-cause': 'root-causes', factor: 'contributing-factors', organisation: 'organisations', impact: 'impact-categories' } as const;
  for (const [kind, taxonomy] of Object.entries(termKinds)) {
    for (const [slug, t] of Object.entries(lib.taxonomies[taxonomy])) {
      targets[kind as LinkKind].add(slug);
      titles.set(`${kind}:${slug}`, t.label);
    }
  }
  return { base, targets, titles, anchors };
}

/** The validated library (read once per process, `library-once.ts`); throws `ContentError` listing every issue. */
export function loadLibraryOnce(root: string, base: string): Library {
  const { library, issues } = libraryOnce(root);
  if (issues.length) throw new ContentError(issues);
  const index = getLinkIndex();
  if (index?.base !== base || !linked.has(library)) {
    setLinkIndex(buildLinkIndex(library, base));
    linked.add(library);
  }
  return library;
}

/** A loader for one Markdown content type. Drafts are left out of the site. */
export function contentLoader(type: ContentType): Loader {
  return {
    name: `incident-library-${type}`,
    async load({ config, store, generateDigest }) {
      const root = fileURLToPath(config.root);
      const lib = loadLibraryOnce(root, config.base);
      store.clear();
      for (const e of lib[type]) {
        if ((e.data as { status?: string }).status === 'draft') continue;
        // Our pipeline, not `renderMarkdown`: that re-reads a body starting with `---` as frontmatter and drops ours (src/markdown/index.ts).
        const rendered = await renderBody(e.body, { file: e.file, frontmatter: e.data as Record<string, unknown>, bodyLine: e.bodyLine });
        // Only transcripts keep their Markdown in the data store (timing and WebVTT read it); for
        // the rest the store keeps what pages use, its length and its cross-links, as the store is
        // compiled into one module whose size drove the build's time at 20,000 cases (issue 7).
        const data = { ...(e.data as object), headings: rendered.metadata.headings, bodyChars: e.body.length, links: bodyLinkKeys(e.body) };
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
      const lib = loadLibraryOnce(fileURLToPath(config.root), config.base);
      store.clear();
      for (const taxonomy of TAXONOMIES) {
        for (const [slug, term] of Object.entries(lib.taxonomies[taxonomy])) {
          store.set({ id: `${taxonomy}/${slug}`, data: { taxonomy, slug, ...term } });
        }
      }
    },
  };
}
