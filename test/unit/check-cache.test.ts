// The per-file check cache as the build uses it (purpose `build`): a result read back from it is
// exactly the one `checkFile` made (data, headings, facts, issues; key for key, no undefined
// lost), so a rebuild from the cache gives the build what a cold build gives it; a damaged or
// foreign cache, or an entry of the wrong shape, is ignored.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_SOURCES } from '../../schemas/index.ts';
import { defaultVocabularyList } from '../../src/config/vocabularies.ts';
import {
  buildLibrary,
  checkFile,
  type FileCheck,
  type SourceFile,
} from '../../src/model/library.ts';
import { openCheckCache } from '../../src/node/check-cache.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT } from '../helpers/build-site.ts';
import { filesOf } from '../fixtures/hostile/inspect.ts';
import { caseFile, VOCAB } from '../helpers/memory.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { contentRules } from '../../src/model/rules.ts';
import { hostile } from '../helpers/hostile.ts';

/** Every file of the real content and the fixture sites, and every hostile fixture checked as each kind of file. */
function corpus(): SourceFile[] {
  const sites = [
    'content',
    'test/fixtures/site/content',
    'test/fixtures/basic/content',
    'test/fixtures/search/content',
  ];
  const files = sites.flatMap((dir) =>
    readContentTree(ROOT, join(ROOT, dir)).files.map((f) => ({ ...f, file: `${dir}:${f.file}` })),
  );
  // Files of one kind checked as another fail their schema in many ways (the bad fixtures too).
  const hostile = ['test/fixtures/hostile', 'test/fixtures/hostile-frontmatter'].flatMap((dir) =>
    filesOf(join(ROOT, dir)).map((f) => join(ROOT, dir, f)),
  );
  const markdown = filesOf(join(ROOT, 'content'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(ROOT, 'content', f));
  const as = [
    'content/cases/IL-0001.md',
    'content/concepts/x.md',
    'content/articles/x.md',
    'content/transcripts/x.md',
    'content/taxonomies/components.yaml',
    'content/taxonomies/x.yaml',
    'content/_templates/case.md',
    'content/x/y.md',
  ];
  const mine = [
    ...hostile.flatMap((path) => as.map((file) => [path, file])),
    ...markdown.map((path) => [path, as[1]]),
  ].map(([path, file]) => ({
    file: `${path}:${file}`,
    content: readFileSync(path),
  }));
  // Each is kept under `<where>:<path in content/>`, so the same file can be cached as each kind.
  return [...files, ...mine];
}

/** The path `checkFile` sees. */
const inContent = (file: string) => file.slice(file.lastIndexOf(':') + 1);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-check-cache-'));
});

describe('the build’s check cache', () => {
  it('gives back exactly the result checkFile made, data and headings included', () => {
    const files = corpus();
    expect(files.length).toBeGreaterThan(500);
    const fresh = new Map<string, FileCheck>();
    const first = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' });
    for (const f of files) {
      const check = checkFile(inContent(f.file), f.content, IL_RULES);
      fresh.set(f.file, check);
      // The cache holds a result under its own file name only.
      first.set(f, { ...check, file: f.file });
    }
    first.save();
    const second = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' });
    const valid = files.filter((f) => fresh.get(f.file)!.valid);
    expect(valid.length).toBeGreaterThan(100);
    for (const f of files) {
      const { raw, ...made } = { ...fresh.get(f.file)!, file: f.file };
      const { raw: rawBack, ...back } = { ...second.get(f) };
      // Equal with undefined keys told apart from missing ones, and in the same key order (the build digests `JSON.stringify(data)`).
      expect(back, f.file).toStrictEqual(made);
      expect(JSON.stringify(back.data)).toBe(JSON.stringify(made.data));
      // The frontmatter of a file that failed its schema, for hints on its reported fields: the
      // parser's objects have no prototype, JSON's do; the same keys and values.
      expect(rawBack, f.file).toEqual(raw);
    }
    expect([second.hits, second.misses]).toEqual([files.length, 0]);
    const entry = second.get(valid[0])!;
    expect(entry.data).toBeDefined();
    expect(entry.headings).toBeDefined();
  });

  it('keeps results apart from the validator’s, which stores valid entries without data and headings', () => {
    const files = [...VOCAB, caseFile('IL-0001')];
    for (const purpose of ['build', 'validate'] as const) {
      const cache = openCheckCache(dir, 'content', { rules: IL_RULES, purpose });
      buildLibrary(files, { rules: IL_RULES, cache });
      cache.save();
    }
    expect(readdirSync(dir).sort()).toEqual([
      expect.stringMatching(/^build-/),
      expect.stringMatching(/^validate-/),
    ]);
    const build = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' }).get(
      files[5],
    )!;
    const validate = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'validate' }).get(
      files[5],
    )!;
    expect([build.valid, validate.valid]).toEqual([true, true]);
    expect(build.data).toEqual(checkFile(files[5].file, files[5].content, IL_RULES).data);
    expect([validate.data, validate.headings]).toEqual([undefined, undefined]);
  });

  it('leaves the dates against today to every run: a result from the cache is still checked against the clock', () => {
    const files = [...VOCAB, caseFile('IL-0001')];
    const first = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' });
    expect(
      buildLibrary(files, { rules: IL_RULES, cache: first, now: new Date('2026-12-01T00:00:00Z') })
        .issues,
    ).toEqual([]);
    first.save();
    // The same files a year earlier: `added: "2026-11-30"` now lies in the future.
    const second = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' });
    const issues = buildLibrary(files, {
      rules: IL_RULES,
      cache: second,
      now: new Date('2025-12-01T00:00:00Z'),
    }).issues;
    expect(second.misses).toBe(0);
    expect(issues.map((i) => `${i.file}:${i.line} ${i.field}`)).toContain(
      `content/cases/IL-0001.md:${
        caseFile('IL-0001')
          .content.toString()
          .split('\n')
          .findIndex((l) => l.startsWith('added:')) + 1
      } added`,
    );
  });

  it('ignores a damaged or foreign cache file and entries of the wrong shape', () => {
    const files = [...VOCAB, caseFile('IL-0001'), caseFile('IL-0002')];
    const opened = () =>
      openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build', version: 'v1' });
    const expected = buildLibrary(files, { rules: IL_RULES }).issues;
    const first = opened();
    buildLibrary(files, { rules: IL_RULES, cache: first });
    first.save();
    const [file] = readdirSync(dir).map((f) => join(dir, f));
    const text = readFileSync(file, 'utf8');
    const stored = JSON.parse(text) as { version: string; value: Record<string, unknown[]> };
    const run = () => {
      const cache = opened();
      const r = buildLibrary(files, { rules: IL_RULES, cache });
      expect(r.issues).toEqual(expected);
      expect(r.library.cases.map((c) => c.data.id)).toEqual(['IL-0001', 'IL-0002']);
      return [cache.hits, cache.misses];
    };
    expect(run()).toEqual([files.length, 0]);
    const [one, two] = ['content/cases/IL-0001.md', 'content/cases/IL-0002.md'].map(
      (f) => stored.value[f],
    );
    // Each damaged file, and the [hits, misses] it gives: only what is whole and this file's is used.
    const damaged = hostile('cache', [
      { what: 'cut in half', text: text.slice(0, text.length / 2), used: [0, files.length] },
      {
        what: 'of another version',
        text: JSON.stringify({ ...stored, version: 'v2' }),
        used: [0, files.length],
      },
      {
        what: 'with a list for its entries',
        text: JSON.stringify({ ...stored, value: [] }),
        used: [0, files.length],
      },
      {
        // One entry holding something else than a result, one holding another file's result.
        what: "with an entry that is no result and one holding another file's",
        text: JSON.stringify({
          ...stored,
          value: {
            ...stored.value,
            [one[0] as string]: undefined,
            'content/cases/IL-0001.md': [one[0], 0, 'not a result'],
            'content/cases/IL-0002.md': [two[0], 0, one[2]],
          },
        }),
        used: [files.length - 2, 2],
      },
    ]);
    for (const { what, text: damage, used } of damaged) {
      writeFileSync(file, damage);
      expect(run(), what).toEqual(used);
    }
  });

  it('never gives a result made under other content rules (another case ID prefix or width)', () => {
    const files = [...VOCAB, caseFile('IL-0001')];
    const first = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' });
    expect(buildLibrary(files, { rules: IL_RULES, cache: first }).issues).toEqual([]);
    first.save();
    // Under ACME's rules the same bytes are a misnamed case file: nothing is taken from the cache.
    const acme = contentRules(
      { prefix: 'ACME', digits: 3 },
      {},
      PUBLIC_SOURCES,
      defaultVocabularyList(),
    );
    const other = openCheckCache(dir, 'content', { rules: acme, purpose: 'build' });
    const issues = buildLibrary(files, { rules: acme, cache: other }).issues;
    expect(other.hits).toBe(0);
    expect(issues.map((i) => `${i.file} ${i.message}`)).toContain(
      'content/cases/IL-0001.md case file name must be the case ID, ACME-NNN.md',
    );
    // The first rules' results are still good for them.
    const again = openCheckCache(dir, 'content', { rules: IL_RULES, purpose: 'build' });
    expect(buildLibrary(files, { rules: IL_RULES, cache: again }).issues).toEqual([]);
    expect(again.misses).toBe(0);
  });
});
