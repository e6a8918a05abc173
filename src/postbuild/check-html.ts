/**
 * HTML validity of a built page with html-validate, which must report no error. The preset is
 * `html-validate:standard`: what the HTML standard requires (content models, required and
 * allowed attributes, duplicate ids, deprecated elements), without the style rules of
 * `recommended` (title length, attribute quoting) that say nothing about whether a browser
 * reads the page as we meant. The config lives here, not in a dot-file at the repository root.
 *
 * html-validate costs about 0.35 ms of CPU per KB of HTML (8 ms for a 23 KB case page, 0.23 s
 * for the 730 KB statistics page of a 5,000-case site), twenty times the rest of the per-page
 * checks, so results are kept by the
 * SHA-1 of the page's bytes (`HtmlCache`): a build re-validates only the pages that changed. A
 * cache written by another html-validate version or config is ignored.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readJsonCache, writeJsonCache } from '../node/json-cache.ts';
import type { ConfigData, HtmlValidate, ResolvedConfig } from 'html-validate';
import type { Finding } from './check-page.ts';

/** The html-validate configuration the checks use. */
export const HTML_VALIDATE_CONFIG = { extends: ['html-validate:standard'], rules: {} };

let validator: HtmlValidate | undefined;
const load = createRequire(import.meta.url);

/** Cached findings per page digest: `[line, message]` pairs. */
export type HtmlCache = Record<string, [number, string][]>;

const VERSION = createHash('sha1')
  .update(
    `1\0${(load('html-validate/package.json') as { version: string }).version}\0${JSON.stringify(HTML_VALIDATE_CONFIG)}`,
  )
  .digest('hex');

/** The digest a page's results are kept under: the SHA-1 of its bytes (a string is taken as UTF-8), in hex. */
export function htmlDigest(html: string | Uint8Array): string {
  return createHash('sha1').update(html).digest('hex');
}

/** Reads the cache at `file`; empty when missing, damaged or from another version. */
export function readHtmlCache(file: string | undefined): HtmlCache {
  const pages = readJsonCache<HtmlCache>(file, VERSION);
  return pages && typeof pages === 'object' ? pages : {};
}

/** Writes the cache (atomically: a temporary file renamed over the old one). */
export function writeHtmlCache(file: string | undefined, pages: HtmlCache): void {
  writeJsonCache(file, VERSION, pages);
}

/**
 * A validator with `HTML_VALIDATE_CONFIG`, resolved once. html-validate's `StaticConfigLoader`
 * resolves its configuration again for every page (loading and schema-checking the element
 * metadata each time, about a fifth of html-validate's time on a case page); ours never changes,
 * so the resolved configuration is kept, as html-validate's own file-system loader keeps one per
 * folder.
 */
function newValidator(): HtmlValidate {
  const { HtmlValidate, StaticConfigLoader } = load(
    'html-validate',
  ) as typeof import('html-validate');
  class OnceConfigLoader extends StaticConfigLoader {
    #resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;
    override getConfigFor(
      handle: string,
      override?: ConfigData,
    ): ResolvedConfig | Promise<ResolvedConfig> {
      if (override) return super.getConfigFor(handle, override);
      return (this.#resolved ??= super.getConfigFor(handle));
    }
  }
  return new HtmlValidate(new OnceConfigLoader(HTML_VALIDATE_CONFIG));
}

/**
 * html-validate's errors for one page, as findings (`check: 'html'`). html-validate is loaded on
 * the first call, not on import: a check worker that only parses pages for their facts never
 * pays for loading it and compiling its schemas.
 */
export function validateHtml(html: string, page: string): Finding[] {
  validator ??= newValidator();
  const report = validator.validateStringSync(html, page);
  return report.results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => ({
        check: 'html' as const,
        page,
        line: m.line,
        message: `${m.message} (${m.ruleId})`,
      })),
  );
}
