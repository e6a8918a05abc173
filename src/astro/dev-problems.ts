/**
 * Content problems in `astro dev`, said once and said plainly. The loader prints them in the
 * terminal once per change of `content/` and hands them to the integration through its hook
 * `incident-library:problems` (`reportProblems`); while there are any, the integration's dev
 * server answers everything Astro would render (pages, feeds, the 404 page) with a 500 and shows
 * them in Astro's error overlay as we write them (`file:line:col field: message` and the hint),
 * without a code frame or stack trace.
 *
 * Left to Astro, a content error thrown while a page renders is printed again for every request
 * (a reload, the browser's request for a favicon that renders the 404 page), with a code frame
 * and stack trace of `src/astro/content.ts`, the code that threw it rather than the file to fix. The hook carries the problems because Astro loads
 * the loader a second time through Vite: only the config's integrations' hooks reach both.
 */
import type { AstroConfig, AstroIntegration } from 'astro';
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { formatIssue, sortIssues, type ContentIssue } from '../model/errors.ts';

const HOOK = 'incident-library:problems';

declare global {
  // Astro declares its integration hooks in this global namespace; a hook of our own joins it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface IntegrationHooks {
      /** The content problems of the last check in `astro dev` (none once fixed). */
      'incident-library:problems': (issues: readonly ContentIssue[]) => void;
    }
  }
}

/** Gives the integration of `config` (if it is in it) the problems of the last check. */
export function reportProblems(
  config: Pick<AstroConfig, 'integrations'>,
  issues: readonly ContentIssue[],
): void {
  for (const i of config.integrations) {
    const hook = i.hooks[HOOK];
    if (typeof hook === 'function') hook(issues);
  }
}

/** Text as HTML element content (never an attribute value): `&`, `<` and `>` escaped. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (s: string) => s.replace(/[&<>]/g, (c) => HTML_ESCAPES[c]);

/** The overlay's box for a stack trace, which a content problem has none of. */
const NO_STACK_BOX = '<style>#stack{display:none}</style>';

/**
 * The error overlay's payload (Vite's `{ type: 'error', err }`, as Astro's overlay reads it) for
 * `issues`: each problem as the terminal prints it, in the message box (HTML, escaped: content is
 * untrusted), and what to do in the hint box; no location, so no code frame, and no stack.
 */
export function overlayPayload(issues: readonly ContentIssue[]) {
  const sorted = sortIssues(issues);
  const files = new Set(sorted.map((i) => i.file)).size;
  const n = sorted.length;
  return {
    type: 'error' as const,
    err: {
      name: 'ContentError',
      title: `${n} content problem${n === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`,
      message: `${escapeHtml(sorted.map(formatIssue).join('\n'))}${NO_STACK_BOX}`,
      hint: escapeHtml(
        'Fix each one at the line shown (the hint under it says how, where there is one) and save: the page comes back by itself.',
      ),
      stack: '',
      plugin: 'incident-library',
    },
  };
}

/**
 * Whether the dev server's request goes to Astro to render (a page, an endpoint such as a feed,
 * or the 404 page for a missing file), not to Vite (its own modules under `/@` and `/__`,
 * `node_modules`, or a file it serves from the project or the public folder, which `isFile`
 * tells by the request's path).
 */
export function rendersByAstro(
  method: string | undefined,
  url: string | undefined,
  isFile: (path: string) => boolean,
): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !url) return false;
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return false;
  }
  if (/^\/(@|__)/.test(path) || /\/(@|node_modules\/)/.test(path) || path.includes('..'))
    return false;
  return !isFile(path);
}
/**
 * The integration's part in `astro dev`: its hooks take the problems the loader reports and set
 * up the dev server to show them. Each call holds its own problems (one per dev server).
 */
export function devProblems(): Pick<
  AstroIntegration['hooks'],
  'astro:server:setup' | 'incident-library:problems'
> {
  let current: readonly ContentIssue[] = [];
  return {
    [HOOK]: (issues) => {
      current = issues;
    },
    'astro:server:setup': ({ server: vite }) => {
      // A page opened (or reloaded) while there are problems gets them as soon as its Vite
      // client connects: sending them with the page's response could reach it before then.
      vite.ws.on('vite:client:connect', (_data, client) => {
        if (current.length) client.send(overlayPayload(current));
      });
      const { root, publicDir, base } = vite.config;
      const isFile = (path: string) =>
        [
          join(root, path),
          join(publicDir, path.startsWith(base) ? path.slice(base.length) : path),
        ].some((f) => statSync(f, { throwIfNoEntry: false })?.isFile() ?? false);
      // Before Vite's and Astro's own: while there are problems, nothing Astro renders runs (a
      // page would stop on them, and Astro's overlay would replace ours), so nothing else prints.
      vite.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (!current.length || !rendersByAstro(req.method, req.url, isFile)) return next();
        // The problems are in the page too, for a reader without the overlay (curl, a test).
        const html = `<!doctype html><meta charset="utf-8"><title>Content problems</title><script type="module" src="${vite.config.base}@vite/client"></script><pre style="white-space:pre-wrap">${escapeHtml(sortIssues(current).map(formatIssue).join('\n'))}</pre>`;
        res.writeHead(500, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': Buffer.byteLength(html),
        });
        res.end(req.method === 'HEAD' ? undefined : html);
      });
    },
  };
}
