// Astro and Pagefind are pinned to exact versions because the build depends on private parts of
// both: Astro's content data store module and its incremental-build page keys
// (src/astro/data-store-split.ts, src/node/page-cache-guard.ts) and Pagefind's bundle files
// (src/postbuild/pagefind-reuse.ts, pagefind-bundle.ts). An upgrade must be a deliberate change
// of the pin, with those modules read again against the new version: this test fails loudly
// until both agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/build-site.ts';

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const installed = (name: string) =>
  (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe('dependencies whose private formats the build reads', () => {
  for (const name of ['astro', 'pagefind']) {
    it(`${name} is pinned to one exact version, and that version is the one installed`, () => {
      const pin = manifest.dependencies[name];
      expect(pin, `${name} must be an exact version in package.json, not a range`).toMatch(
        /^\d+\.\d+\.\d+$/,
      );
      expect(
        installed(name),
        `${name} ${installed(name)} is installed but ${pin} is pinned: read the modules that depend on its internals against the new version, then change the pin`,
      ).toBe(pin);
    });
  }
});
