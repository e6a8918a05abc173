// The test fixtures are library projects, each configured in its own astro.config.mjs as the
// flagship is (its case IDs, component kinds and sources rule, so the tests' IL_RULES check their
// content), and the flagship's config reads no test knob: only the deployment's variables.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProject } from '../../src/node/project.ts';
import { ROOT } from '../helpers/build-site.ts';
import { FLAGSHIP } from '../helpers/rules.ts';

const FIXTURES = join(ROOT, 'test/fixtures');
const projects = readdirSync(FIXTURES).filter((d) =>
  existsSync(join(FIXTURES, d, 'astro.config.mjs')),
);

describe('the fixture projects', () => {
  it('are every fixture with a content folder, and the variants over their content', () => {
    const withContent = readdirSync(FIXTURES).filter((d) =>
      existsSync(join(FIXTURES, d, 'content')),
    );
    expect(withContent.length).toBeGreaterThan(3);
    for (const d of withContent) expect(projects, d).toContain(d);
    expect(projects).toEqual(expect.arrayContaining(['site-pages-of-1', 'basic-shards']));
  });

  it.each(projects)(
    '%s is configured as the flagship is, with content and a public folder of its own',
    async (d) => {
      const project = await loadProject(join(FIXTURES, d));
      for (const key of [
        'idPrefix',
        'idDigits',
        'componentKinds',
        'sources',
        'internalHosts',
      ] as const)
        expect(project.config[key], key).toEqual(FLAGSHIP.config[key]);
      expect(existsSync(join(project.contentDir, 'cases')), project.contentDir).toBe(true);
      expect(existsSync(join(project.publicDir, 'favicon.svg')), project.publicDir).toBe(true);
      expect(project.publicDir.startsWith(join(ROOT, 'public'))).toBe(false);
    },
  );
});

describe("the flagship's astro.config.mjs", () => {
  const KNOBS = {
    IL_CONTENT_DIR: 'test/fixtures/basic/content',
    IL_PUBLIC_DIR: 'test/fixtures/site/public',
    IL_LISTING_FIRST: '1',
    IL_LISTING_ROWS: '1',
    IL_CASE_INDEX_FIRST: '2',
    PAGEFIND_SHARD_PAGES: '4',
  };
  afterEach(() => {
    for (const k of Object.keys(KNOBS)) delete process.env[k];
  });

  it('reads only the deployment variables of the environment', () => {
    const source = readFileSync(join(ROOT, 'astro.config.mjs'), 'utf8');
    const read = new Set([...source.matchAll(/\benv\.([A-Z_]+)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual([
      'ASTRO_CACHE_DIR',
      'REPO_BRANCH',
      'REPO_URL',
      'SITE_BASE',
      'SITE_URL',
    ]);
  });

  it('builds its own content, public folder and page sizes whatever the test knobs of old say', async () => {
    Object.assign(process.env, KNOBS);
    const project = await loadProject(ROOT);
    expect(project.contentDir).toBe(join(ROOT, 'content'));
    expect(project.publicDir).toBe(join(ROOT, 'public'));
    expect(project.config.listing).toEqual(FLAGSHIP.config.listing);
    expect(project.config.search).toEqual(FLAGSHIP.config.search);
  });
});
