/**
 * The adoption path as a team walks it: `incident-library init` makes a new library in an empty
 * folder, `npm install` installs this package from the tarball init packed into it (from npm's
 * registry for everything else), and the library's own npm scripts, which run the package's bin,
 * build the site, start the dev server and serve the build. Nothing here links the package or
 * starts Astro directly: the commands a team runs are the ones tested. Each server is polled
 * until it answers, with a generous deadline; no duration is asserted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';
import { freePort } from '../helpers/ports.ts';
import { runSiteBuild } from '../helpers/site-builds.ts';

// A name with a quote, an apostrophe and a replacement pattern: init must write it as data.
const NAME = 'Globex\'s "$&" Incident Library';
const work = mkdtempSync(join(tmpdir(), 'il-adopt-'));
const library = join(work, 'globex');
// Vitest's own variables (NODE_ENV=test, VITEST*, BASE_URL, MODE...) would change how Astro's
// dev server runs: a team's shell has none of them.
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => !/^(VITEST|NODE_ENV$|BASE_URL$|MODE$|DEV$|PROD$|SSR$|TEST$|IL_)/.test(k),
  ),
);
const servers: ChildProcess[] = [];

function run(command: string, args: string[], cwd = library) {
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 600_000 });
  return { status: r.status ?? -1, out: `${r.stdout}\n${r.stderr}` };
}

/** Starts `npm run <script>` in its own process group; returns its origin and its output so far. */
async function serve(script: string): Promise<{ origin: string; log: () => string }> {
  const port = await freePort();
  const child = spawn('npm', ['run', script, '--', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: library,
    env,
    detached: true,
  });
  servers.push(child);
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  return { origin: `http://127.0.0.1:${port}`, log: () => log };
}

/**
 * Polls `url` until it answers 200 (a dev server answers 404 until its content is loaded); returns
 * the last answer, whatever it was, once the deadline has passed.
 */
async function fetchWhenUp(url: string, log: () => string, deadlineMs = 180_000) {
  const t0 = Date.now();
  for (;;) {
    let answer: { status: number; type: string; text: string } | undefined;
    try {
      const r = await fetch(url);
      answer = {
        status: r.status,
        type: r.headers.get('content-type') ?? '',
        text: await r.text(),
      };
      if (answer.status === 200) return answer;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - t0 > deadlineMs) {
      if (answer) return answer;
      throw new Error(`${url} did not answer in ${deadlineMs / 1000} s\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('a new library, from init to preview, through its own commands', () => {
  beforeAll(() => {
    const init = run(
      process.execPath,
      [join(ROOT, 'bin/incident-library.mjs'), 'init', library, '--name', NAME],
      work,
    );
    if (init.status !== 0) throw new Error(`init failed:\n${init.out}`);
    const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
    if (install.status !== 0) throw new Error(`npm install failed:\n${install.out}`);
  });
  afterAll(() => {
    for (const s of servers)
      if (s.pid)
        try {
          process.kill(-s.pid, 'SIGTERM');
        } catch {
          /* gone */
        }
    rmSync(work, { recursive: true, force: true });
  });

  it('installed this package from the tarball init packed, with one Astro', () => {
    const pkg = JSON.parse(readFileSync(join(library, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['incident-library']).toMatch(/^file:incident-library-[\d.]+\.tgz$/);
    expect(
      existsSync(join(library, 'node_modules/incident-library/bin/incident-library.mjs')),
    ).toBe(true);
    expect(existsSync(join(library, 'node_modules/incident-library/node_modules/astro'))).toBe(
      false,
    );
  });

  it('builds with `npm run build`, its name written as text', () => {
    const r = runSiteBuild('globex', 'npm', ['run', 'build'], { cwd: library, env });
    const build = { status: r.status, out: `${r.stdout}\n${r.stderr}` };
    expect(build.out).not.toMatch(/Error|error:/);
    expect(build.status).toBe(0);
    const home = readFileSync(join(library, 'dist/index.html'), 'utf8');
    expect(home).toContain('<title>Globex&#39;s &quot;$&amp;&quot; Incident Library</title>');
    expect(existsSync(join(library, 'dist/cases/GLOBEX-0001/index.html'))).toBe(true);
    expect(existsSync(join(library, 'dist/pagefind/pagefind.js'))).toBe(true);
  });

  it('serves a case page and the icon sprite with `npm run dev`', async () => {
    const dev = await serve('dev');
    const page = await fetchWhenUp(`${dev.origin}/cases/GLOBEX-0001/`, dev.log);
    expect(page.status, dev.log()).toBe(200);
    expect(page.text).toContain('GLOBEX-0001');
    const sprite = await fetchWhenUp(`${dev.origin}/icons/sprite.svg`, dev.log);
    expect(sprite.status, dev.log()).toBe(200);
    expect(sprite.text).toMatch(/^<svg[\s>]/);
  });

  it('serves dist/ with `npm run preview`', async () => {
    const preview = await serve('preview');
    const page = await fetchWhenUp(`${preview.origin}/cases/GLOBEX-0002/`, preview.log);
    expect(page.status, preview.log()).toBe(200);
    expect(page.text).toBe(
      readFileSync(join(library, 'dist/cases/GLOBEX-0002/index.html'), 'utf8'),
    );
  });
});

describe('the examples, installed in place', () => {
  it('are workspaces of this repository that resolve its one Astro and this package', () => {
    for (const example of ['examples/starter', 'examples/internal']) {
      const from = createRequire(join(ROOT, example, 'package.json'));
      expect(from.resolve('astro/package.json'), example).toBe(
        join(ROOT, 'node_modules/astro/package.json'),
      );
      expect(realpathSync(dirname(from.resolve('incident-library/package.json'))), example).toBe(
        ROOT,
      );
      expect(existsSync(join(ROOT, example, 'node_modules/astro')), example).toBe(false);
    }
  });
});

describe('the package as npm would publish it', () => {
  it('packs cleanly: the bin, the integration, the schemas and the starter, and no flagship content or tests', () => {
    // One dry run gives both what npm says and the files it would publish (the tarball `npm
    // pack` makes): a second npm process for the list would pack the same files again.
    const r = spawnSync('npm', ['publish', '--dry-run', '--json'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 600_000,
    });
    // The one warning a dry run gives without a registry login is not about the package.
    const warnings = `${r.stdout}\n${r.stderr}`
      .split('\n')
      .filter((l) => /npm warn/.test(l) && !/requires you to be logged in/.test(l));
    expect(warnings).toEqual([]);
    expect(r.status).toBe(0);
    const published = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as Record<
      string,
      { files: { path: string }[] }
    >;
    const files = Object.values(published)[0]!.files.map((f) => f.path);
    expect(files).toContain('bin/incident-library.mjs');
    expect(files).toContain('src/index.ts');
    expect(files).toContain('schemas/case.ts');
    expect(files).toContain('examples/starter/astro.config.mjs');
    expect(files.filter((f) => /^(content|test|bench|docs|public)\//.test(f))).toEqual([]);
    expect(files).not.toContain('src/content.config.ts');
  });
});

describe('the command on a Node too old for it', () => {
  // The machines this project runs on have Debian's Node 20 as the system Node.
  const old = '/usr/bin/node';
  const version = existsSync(old) ? run(old, ['--version'], ROOT).out.trim() : '';
  it.skipIf(!/^v(1\d|20|21|22\.(1[0-7]|\d)\.)/.test(version))(
    `says which Node it needs, in one line, before anything else (${version || 'no system Node'})`,
    () => {
      const r = spawnSync(old, [join(ROOT, 'bin/incident-library.mjs'), 'init', join(work, 'x')], {
        encoding: 'utf8',
      });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^incident-library needs Node 22\.18 or later .*this is Node \d+\.\d+\.\d+\. Run it with Node 24 from npm: npx -p node@24 -p incident-library incident-library init /,
        ),
      ]);
      expect(existsSync(join(work, 'x'))).toBe(false);
    },
  );
});
