// `npm run dev` in a team's own library: the starter copied as a project, `incident-library dev`
// started in it as its package.json does. The dev server answers every file the pages load by
// the address they use, as a build writes it: the icon sprite every icon is drawn from, and the
// JSON Schemas the data page links (generated, since the starter publishes none of its own).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
import { freePort } from '../helpers/ports.ts';
import { copyLibrary, type LibraryCopy } from '../helpers/library-site.ts';

let copy: LibraryCopy;
let server: ChildProcess;
let origin = '';
let log = '';

async function get(path: string) {
  try {
    const r = await fetch(`${origin}${path}`);
    return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
  } catch {
    return { status: 0, type: '', text: '' };
  }
}

beforeAll(async () => {
  copy = copyLibrary('examples/starter');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Vitest's own variables would change how Astro's dev server runs.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(VITEST|NODE_ENV$|BASE_URL$|MODE$|DEV$|PROD$|SSR$|TEST$)/.test(k),
    ),
  );
  server = spawn(
    process.execPath,
    [join(ROOT, 'bin/incident-library.mjs'), 'dev', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: copy.root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`dev exited with ${code}:\n${log}`))),
  );
  const started = (async () => {
    const t0 = Date.now();
    while ((await get('/')).status !== 200) {
      if (Date.now() - t0 > 180_000) throw new Error(`the home page did not load:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.race([started, exited]);
});

afterAll(() => {
  // The command starts Astro in a process of its own: end the group it leads.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  copy?.remove();
});

describe('incident-library dev in a library of its own', () => {
  it('serves the icon sprite at the address the header uses', async () => {
    const home = await get('/');
    expect(home.text).toContain('<title>Acme Incident Library</title>');
    expect(home.text).toContain('/icons/sprite.svg#search');
    const r = await get('/icons/sprite.svg');
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^image\/svg\+xml/);
    expect(r.text).toBe(readFileSync(join(ROOT, 'src/assets/icons/sprite.svg'), 'utf8'));
  });

  it('serves each JSON Schema the data page links', async () => {
    const data = await get('/data/');
    expect(data.status).toBe(200);
    const links = [...data.text.matchAll(/href="(\/data\/schemas\/[^"]+\.schema\.json)"/g)].map(
      (m) => m[1],
    );
    expect(links).toContain('/data/schemas/case.schema.json');
    for (const link of new Set(links)) {
      const r = await get(link);
      expect(r.status, link).toBe(200);
      expect(JSON.parse(r.text), link).toHaveProperty('$schema');
    }
  });
});
