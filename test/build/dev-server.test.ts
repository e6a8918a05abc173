/**
 * `npm run dev` as a contributor uses it: Astro's dev server on a copy of the fixture site's
 * content. The icon sprite is served as a build writes it. An edit shows on the page, a broken link shows as an error page naming the file, line
 * and hint, printed once in the terminal and shown once in Astro's overlay, with no code frame or
 * stack trace of the code that found it; fixing it brings the page back, and added and
 * deleted files add and remove their pages. Each step waits for its change with a generous
 * deadline; how long a change takes is printed, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
import { freePort } from '../helpers/ports.ts';
import { launch } from '../helpers/browser.ts';
import { checkout } from '../helpers/checkout.ts';
import { SITE_CONTENT, SITE_PUBLIC } from '../helpers/site-fixture.ts';

const work = mkdtempSync(join(tmpdir(), 'il-dev-'));
// The dev server runs in a checkout of its own: it keeps its content store in `<root>/.astro/`,
// which the builds of other tests rewrite in the repository root.
const root = join(work, 'project');
const content = join(root, 'content');
const caseFile = join(content, 'cases/IL-0005.md');
let server: ChildProcess;
let origin = '';
let log = '';

async function get(path: string): Promise<{ status: number; text: string }> {
  try {
    const r = await fetch(`${origin}${path}`);
    return { status: r.status, text: await r.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** The server's log with each repeated line shown once, so a page polled for minutes leaves its first lines in view. */
function distinctLines(text: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split('\n')) {
    // Timestamps and durations differ between repeats of the same message.
    const key = line.replace(/\d{2}:\d{2}:\d{2}/g, '').replace(/\d+ms/g, '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out.join('\n');
}

/** Polls `path` until `ok` holds; returns the last response and the seconds it took. */
async function until(
  path: string,
  ok: (r: { status: number; text: string }) => boolean,
  what: string,
  deadlineMs = 90_000,
) {
  const t0 = Date.now();
  for (;;) {
    const r = await get(path);
    if (ok(r)) {
      console.log(`dev server: ${what} after ${((Date.now() - t0) / 1000).toFixed(2)} s`);
      return r;
    }
    if (Date.now() - t0 > deadlineMs)
      throw new Error(
        `dev server: ${what} not seen in ${deadlineMs / 1000} s; last status ${r.status}\n${r.text.slice(0, 2000)}\n--- server log ---\n${distinctLines(log)}`,
      );
    await new Promise((res) => setTimeout(res, 200));
  }
}

describe('npm run dev', () => {
  beforeAll(async () => {
    checkout(root, join(ROOT, SITE_CONTENT));
    // The fixture's episode has its audio in the fixture's public folder: the checkout gets it too.
    cpSync(SITE_PUBLIC, join(root, 'public'), { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Vitest's own variables (NODE_ENV=test, VITEST*, BASE_URL, MODE...) would change how Astro's dev server runs.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !/^(VITEST|NODE_ENV$|BASE_URL$|MODE$|DEV$|PROD$|SSR$|TEST$)/.test(k),
      ),
    );
    server = spawn(
      process.execPath,
      [
        join(root, 'node_modules/astro/bin/astro.mjs'),
        'dev',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
      ],
      {
        cwd: root,
        env: { ...env, ASTRO_CACHE_DIR: join(work, 'cache') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout?.on('data', (d) => (log += d));
    server.stderr?.on('data', (d) => (log += d));
    await until('/cases/IL-0005/', (r) => r.status === 200, 'first page', 180_000);
  });

  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the icon sprite that every page draws its icons from, as a build writes it', async () => {
    const page = await get('/cases/IL-0005/');
    expect(page.text).toContain('/icons/sprite.svg#search');
    const r = await fetch(`${origin}/icons/sprite.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await r.text();
    expect(svg).toBe(readFileSync(join(ROOT, 'src/assets/icons/sprite.svg'), 'utf8'));
    for (const id of ['brand', 'search', 'moon']) expect(svg).toContain(`<symbol id="${id}"`);
  });

  it('shows an edited title and body', async () => {
    // One write, as an editor saves: the page is polled while the server reloads its store.
    const text = readFileSync(caseFile, 'utf8')
      .replace(/^title: ".*"$/m, 'title: "GPU jobs waited behind a full queue (edited in dev)"')
      .replace('## Symptoms\n', '## Symptoms\n\nA sentence added while the dev server ran.\n');
    writeFileSync(caseFile, text);
    const r = await until(
      '/cases/IL-0005/',
      (x) => x.text.includes('(edited in dev)'),
      'edited title',
    );
    expect(r.status).toBe(200);
    expect(r.text).toContain('A sentence added while the dev server ran.');
    // The page was rendered from the old store until the server reloaded it, and that store's
    // body file was still there to read.
    expect(log).not.toContain("is missing from Astro's cache folder");
  });

  it('reports a broken link with file, line and hint, and clears it when fixed', async () => {
    const before = readFileSync(caseFile, 'utf8');
    const lines = before.split('\n');
    const at = lines.indexOf('## Symptoms') + 2;
    lines.splice(at, 0, 'See [the store](concept:etcdx).', '');
    writeFileSync(caseFile, lines.join('\n'));
    const where = new RegExp(
      `content/cases/IL-0005\\.md:${at + 1}:\\d+ body: broken link "concept:etcdx"[^]*did you mean "etcd"`,
    );
    const head = `content/cases/IL-0005.md:${at + 1}:`;
    const count = (text: string) => text.split(head).length - 1;
    const logBefore = log.length;
    const bad = await until('/cases/IL-0005/', (x) => x.status === 500, 'content error');
    expect(bad.text).toMatch(where);
    // The page is asked for again, as a reader reloading it would; nothing more is printed.
    for (let i = 0; i < 3; i++) expect((await get('/cases/IL-0005/')).status).toBe(500);
    // The terminal names the file, line and hint, once for the one save, with no code or stack
    // trace of ours: the problem is in the content, not in the code that found it.
    const said = log.slice(logBefore);
    expect(said).toMatch(where);
    expect(count(said)).toBe(1);
    expect(said).not.toMatch(/src\/astro\/content\.ts|Stack trace|\n\s+at /);
    // Astro's error overlay in the browser says it the same way, once, with no code frame and
    // no stack trace.
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/cases/IL-0005/`);
      // Read in one step and asked again until shown: the dev server may reload the page (Vite
      // optimising a dependency it met late), which would destroy a handle kept across steps.
      const read = () =>
        page.evaluate(() => {
          const root = document.querySelector('vite-error-overlay')?.shadowRoot;
          const shown = (id: string) => {
            const el = root?.querySelector(id);
            return !!el && getComputedStyle(el).display !== 'none';
          };
          return root?.querySelector('#message-content')?.textContent
            ? {
                text: root.textContent ?? '',
                message: root.querySelector('#message-content')?.textContent ?? '',
                hint: root.querySelector('#hint-content')?.textContent ?? '',
                code: shown('#code'),
                stack: shown('#stack'),
              }
            : undefined;
        });
      let o: Awaited<ReturnType<typeof read>> | undefined;
      await expect
        .poll(async () => (o = await read().catch(() => undefined)), { timeout: 60_000 })
        .toBeDefined();
      if (!o) throw new Error('the overlay was not read');
      expect(o.message).toMatch(where);
      expect(count(o.text)).toBe(1);
      expect(o.hint).toContain('Fix each one at the line shown');
      expect(o.text).not.toContain('src/astro/content.ts');
      expect({ code: o.code, stack: o.stack }).toEqual({ code: false, stack: false });
    } finally {
      await browser.close();
      // Put the case back whatever happened, so the next test starts from good content.
      writeFileSync(caseFile, before);
    }
    const good = await until('/cases/IL-0005/', (x) => x.status === 200, 'error cleared');
    expect(good.text).not.toContain('etcdx');
  });

  it('adds and removes the pages of added and deleted files', async () => {
    const added = join(content, 'cases/IL-0042.md');
    writeFileSync(
      added,
      readFileSync(caseFile, 'utf8')
        .replace(/^id: IL-0005$/m, 'id: IL-0042')
        .replace(/^title: ".*"$/m, 'title: "A case added while the dev server ran"'),
    );
    const r = await until('/cases/IL-0042/', (x) => x.status === 200, 'added case');
    expect(r.text).toContain('A case added while the dev server ran');
    rmSync(added);
    await until('/cases/IL-0042/', (x) => x.status === 404, 'deleted case');
  });
});
