// The flagship's published episodes against their records: `npm run narrate -- --check` over the
// repository's own transcripts and `public/audio/`, as CI runs it with the rest of the tests. It
// reads and writes nothing else: no speech engine is on its PATH, so it cannot synthesise, and
// every transcript and MP3 is byte for byte what it was.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';

const NODE = join(ROOT, 'node_modules/.bin/node');
const TRANSCRIPTS = join(ROOT, 'content/transcripts');
const AUDIO = join(ROOT, 'public/audio');

/** Each file of the folders named, by path, with the digest of its bytes. */
const digests = (...dirs: string[]) =>
  Object.fromEntries(
    dirs.flatMap((d) =>
      readdirSync(d).map((f) => [
        join(d, f),
        createHash('sha256')
          .update(readFileSync(join(d, f)))
          .digest('hex'),
      ]),
    ),
  );

let empty: string | undefined;
afterEach(() => empty && rmSync(empty, { recursive: true, force: true }));

it('finds every published episode of the flagship whole and as its record says, and changes nothing', () => {
  const slugs = readdirSync(TRANSCRIPTS)
    .filter((f) => f.endsWith('.md'))
    .map((f) => basename(f, '.md'))
    .sort();
  expect(slugs.length).toBeGreaterThan(0);
  const before = digests(TRANSCRIPTS, AUDIO);
  // A PATH with nothing on it: no flite, sox or lame could be started, and Astro's cache is a
  // folder of the test's own.
  empty = mkdtempSync(join(tmpdir(), 'il-flagship-check-'));
  const r = spawnSync(NODE, [join(ROOT, 'src/cli/narrate.ts'), '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: empty, ASTRO_CACHE_DIR: join(empty, 'cache') },
  });
  expect(r.stderr).toBe('');
  expect(r.stdout.trim().split('\n')).toEqual(slugs.map((s) => `ok    ${s}`));
  expect(r.status).toBe(0);
  expect(digests(TRANSCRIPTS, AUDIO)).toEqual(before);
});
