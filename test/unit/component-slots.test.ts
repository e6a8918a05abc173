// The components option's virtual modules: each slot is the library's own file or the package's
// default, and each default is exported from the package for an override to import.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { virtualConfig } from '../../src/astro/virtual-config.ts';
import { COMPONENT_SLOTS } from '../../src/config/options-appearance.ts';
import { parseLibraryOptions } from '../../src/config/parse-options.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const paths = {
  root: '/srv/acme',
  packageDir: ROOT,
  publicDir: '/srv/acme/public',
  cacheDir: '/srv/acme/node_modules/.astro',
};
const base = {
  title: 'Acme Incident Library',
  description: 'Ours.',
  author: 'Acme',
  idPrefix: 'ACME',
};

/** The code of the virtual module `id` as Vite would load it, or undefined when not ours. */
function load(plugin: ReturnType<typeof virtualConfig>, id: string): string | undefined {
  const resolved = plugin.resolveId(id);
  return resolved === undefined ? undefined : plugin.load(resolved);
}

describe('the components virtual modules', () => {
  it("re-export the library's own file where it names one, and the default elsewhere", () => {
    const config = parseLibraryOptions({
      ...base,
      components: { SiteFooter: './src/components/Footer.astro' },
    });
    const plugin = virtualConfig(config, paths);
    expect(load(plugin, 'virtual:incident-library/components/SiteFooter')).toBe(
      'export { default } from "/srv/acme/src/components/Footer.astro";\n',
    );
    for (const slot of COMPONENT_SLOTS.filter((s) => s !== 'SiteFooter'))
      expect(load(plugin, `virtual:incident-library/components/${slot}`)).toBe(
        `export { default } from ${JSON.stringify(join(ROOT, 'src/components', `${slot}.astro`))};\n`,
      );
    expect(load(plugin, 'virtual:incident-library/components/Footer')).toBeUndefined();
  });

  it('has a default for each slot in the package, exported for an override to import', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    for (const slot of COMPONENT_SLOTS) {
      const file = `./src/components/${slot}.astro`;
      expect(existsSync(join(ROOT, file)), file).toBe(true);
      expect(pkg.exports[`./components/${slot}.astro`], slot).toBe(file);
    }
  });
});
