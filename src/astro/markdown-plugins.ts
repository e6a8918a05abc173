/**
 * A library's own remark and rehype plugins, read from its Astro config. Astro 7 takes them as
 * `markdown.processor: unified({ remarkPlugins, rehypePlugins })` (from `@astrojs/markdown-remark`),
 * or as the deprecated `markdown.remarkPlugins`/`rehypePlugins`, which it moves into that
 * processor. The integration replaces the processor with ours (`src/markdown/index.ts`), so it
 * reads them first (`libraryMarkdownPlugins`) and hands them to ours, which carries them as its
 * options; the content loader, which renders the bodies, reads them back from there
 * (`processorPlugins`). Either way they run in our pipeline, before the sanitiser.
 */
import type { AstroConfig } from 'astro';
import { AstroError } from 'astro/errors';
import { createHash } from 'node:crypto';
import type { Pluggable, PluggableList } from 'unified';
import { NO_PLUGINS, PROCESSOR_NAME, type MarkdownPlugins } from '../markdown/index.ts';

type Markdown = Pick<AstroConfig['markdown'], 'remarkPlugins' | 'rehypePlugins' | 'processor'>;

/** The entries of `lists`, each once (Astro copies the deprecated lists into the processor's). */
function unique(lists: unknown[][], option: string): PluggableList {
  const seen = new Set<unknown>();
  const out: PluggableList = [];
  for (const entry of lists.flat()) {
    if (seen.has(entry)) continue;
    seen.add(entry);
    const plugin = Array.isArray(entry) ? (entry as unknown[])[0] : entry;
    if (typeof plugin !== 'function')
      throw new AstroError(
        `markdown.${option}: the plugin ${JSON.stringify(String(plugin))} is named by a string, which incident-library does not load`,
        `Import the plugin in astro.config.mjs and list the function itself, e.g. ${option}: [myPlugin] or [[myPlugin, { ... }]].`,
      );
    out.push(entry as Pluggable);
  }
  return out;
}

/**
 * The plugins of the library's Astro config `markdown` as the library wrote it (before the
 * integration sets its processor): those of a `unified()` processor (or of ours, when the config
 * is set up again) and the deprecated top-level lists, in order, each once. The top-level lists
 * are emptied in place: they now run in our processor, and Astro, seeing them beside a processor
 * not named `unified`, would warn that they are ignored.
 * @throws AstroError for a plugin given by its package name: list the imported function.
 */
export function libraryMarkdownPlugins(markdown: Partial<Markdown> | undefined): MarkdownPlugins {
  if (!markdown) return NO_PLUGINS;
  const own = (
    markdown.processor?.name === 'unified' || markdown.processor?.name === PROCESSOR_NAME
      ? markdown.processor.options
      : {}
  ) as Partial<Record<'remarkPlugins' | 'rehypePlugins', unknown[]>>;
  const list = (key: 'remarkPlugins' | 'rehypePlugins') => [
    own[key] ?? [],
    (markdown[key] as unknown[] | undefined) ?? [],
  ];
  const plugins = {
    remarkPlugins: unique(list('remarkPlugins'), 'remarkPlugins'),
    rehypePlugins: unique(list('rehypePlugins'), 'rehypePlugins'),
  };
  markdown.remarkPlugins?.splice(0);
  markdown.rehypePlugins?.splice(0);
  return plugins;
}

/** The plugins our processor carries (`markdownProcessor(plugins)`); none under another processor. */
export function processorPlugins(markdown: Pick<Markdown, 'processor'>): MarkdownPlugins {
  const p = markdown.processor;
  if (p?.name !== PROCESSOR_NAME) return NO_PLUGINS;
  const { remarkPlugins = [], rehypePlugins = [] } = p.options as Partial<MarkdownPlugins>;
  return { remarkPlugins, rehypePlugins };
}

/**
 * A digest of `plugins`: each plugin's source text and options, so a body rendered with other
 * plugins (or the same plugin changed or given other options) is rendered again. What a plugin
 * imports from elsewhere is not in it: after changing that, build with a fresh cache.
 */
export function pluginsDigest(plugins: MarkdownPlugins): string {
  const hash = createHash('sha256');
  const text = (v: unknown) =>
    JSON.stringify(v, (_k, x: unknown) => (typeof x === 'function' ? String(x) : x)) ?? '';
  for (const [kind, list] of Object.entries(plugins))
    for (const entry of list as unknown[]) hash.update(`\0${kind}:${text(entry)}`);
  return hash.digest('hex').slice(0, 16);
}
