// One frontmatter parser: the build's loader and the validator read every file through
// src/model/frontmatter.ts, and the validator's shortcuts (cache, worker threads, incremental
// re-checks) report exactly what a fresh read reports, on content/ and on every fixture site.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runValidate } from '../../src/cli/validate.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { listAssets, readContentTree } from '../../src/node/read-content.ts';
import { loadProject } from '../../src/node/project.ts';
import { ROOT } from '../helpers/build-site.ts';
import { SITE_CONTENT } from '../helpers/site-fixture.ts';
import { narratedAudioIssues } from '../../src/node/narrated-audio.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { ilProject } from '../helpers/project.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : /\.(ts|mjs|astro)$/.test(n) ? [p] : [];
  });

describe('one parser', () => {
  it('no module but the frontmatter parser (frontmatter.ts and its steps) reads YAML or frontmatter, and the loader uses the library builder', () => {
    const readers = sources(join(ROOT, 'src'))
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        return (
          /from ['"](gray-matter|js-yaml|front-matter|vfile-matter)['"]/.test(text) ||
          /import \{[^}]*\b(parse|parseDocument|parseAllDocuments|load)\b[^}]*\} from ['"]yaml['"]/.test(
            text,
          ) ||
          /import \w+ from ['"]yaml['"]/.test(text)
        );
      })
      .map((f) => relative(ROOT, f));
    // gray-matter splits in frontmatter-split.ts, the yaml package parses in yaml-read.ts: both
    // reached only through parseContentFile.
    expect(readers).toEqual(['src/model/frontmatter-split.ts', 'src/model/yaml-read.ts']);
    // The loader reads through its snapshot module.
    const loader = readFileSync(join(ROOT, 'src/astro/snapshot.ts'), 'utf8');
    expect(loader).toMatch(/const read = readContentTree\(root, project\.contentDir\);/);
    expect(loader).toMatch(/buildLibrary\(read\.files\b/);
    expect(loader).not.toMatch(/glob\(|file\(/);
  });

  const sites = [
    'content',
    ...readdirSync(join(ROOT, 'test/fixtures')).map((d) => `test/fixtures/${d}/content`),
  ].filter((d) => {
    try {
      return statSync(join(ROOT, d, 'cases')).isDirectory();
    } catch {
      return false;
    }
  });

  it.each(sites)(
    'the validator with its caches reports what a fresh read reports: %s',
    async (site) => {
      // Each fixture is a project of its own: its public folder holds its episodes' audio.
      const project = ilProject(ROOT, site, {
        publicDir:
          site === 'content'
            ? join(ROOT, 'public')
            : (await loadProject(join(ROOT, dirname(site)))).publicDir,
      });
      const { contentDir, rules } = project;
      const assets = listAssets(project.publicDir);
      const read = readContentTree(ROOT, contentDir);
      const built = buildLibrary(read.files, { rules, assets });
      const fresh = sortIssues([
        ...read.issues,
        ...built.issues,
        ...narratedAudioIssues(built.library.transcripts, project.publicDir),
      ]).map(formatIssue);
      const cacheDir = mkdtempSync(join(tmpdir(), 'il-one-parser-'));
      for (let run = 0; run < 2; run++) {
        const err: string[] = [];
        const io = { out: () => undefined, err: (l: string) => err.push(l) };
        await runValidate(ROOT, [], io, cacheDir, project);
        expect(err.filter((l) => /^\S+:\d+:\d+ /.test(l)).join('\n')).toBe(fresh.join('\n'));
      }
    },
  );
});

describe('a transcript whose audio is not published', () => {
  // The podcast feed needs the file, so the build would refuse it: validate names it first.
  const files = readContentTree(ROOT, join(ROOT, SITE_CONTENT)).files;
  it('is refused at its audio field, with a hint', () => {
    const issues = buildLibrary(files, { rules: IL_RULES, assets: [] }).issues.filter(
      (i) => i.field === 'audio',
    );
    expect(issues.map(formatIssue)).toEqual([
      'content/transcripts/etcd-episode.md:13:1 audio: the audio file is not at public/audio/fixture-episode.mp3\n    hint: add it there, or remove "audio" until the episode is published',
    ]);
  });
  it('passes once the file is in the public folder', () => {
    expect(
      buildLibrary(files, { rules: IL_RULES, assets: ['audio/fixture-episode.mp3'] }).issues.filter(
        (i) => i.field === 'audio',
      ),
    ).toEqual([]);
  });
});
