// `npm run validate`: every bad file and field in one run, a count and a sentence, exit 1; GitHub
// annotations; the per-file cache re-parses only changed files while checks across files see all.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubAnnotations } from '../../src/cli/github-annotations.ts';
import { runValidate } from '../../src/cli/validate.ts';
import { openCheckCache } from '../../src/node/check-cache.ts';
import { checkInParallel, PARALLEL_MIN_FILES, rulesDataOf } from '../../src/node/check-parallel.ts';
import { revalidate, summarize } from '../../src/node/incremental.ts';
import { caseFile } from '../helpers/memory.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT } from '../helpers/build-site.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { ilOptions, writeAstroConfig } from '../helpers/project.ts';

let dir: string;
let content: string;
const run = async (args: string[] = [], cacheDir = join(dir, 'cache')) => {
  const out: string[] = [];
  const err: string[] = [];
  const summary: string[] = [];
  const code = await runValidate(
    dir,
    args,
    { out: (l) => out.push(l), err: (l) => err.push(l), summary: (m) => summary.push(m) },
    cacheDir,
  );
  return {
    code,
    out: out.join('\n').replace(/\(\d+ ms/, '(N ms'),
    err: err.join('\n'),
    summary: summary.join(''),
  };
};
const edit = (rel: string, from: string, to: string) => {
  const f = join(content, rel);
  writeFileSync(f, readFileSync(f, 'utf8').replace(from, to));
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'il-validate-'));
  content = join(dir, 'content');
  cpSync(join(ROOT, 'test/fixtures/basic/content'), content, { recursive: true });
  // The command reads the library's config from the folder it runs in.
  writeAstroConfig(dir);
  delete process.env.GITHUB_ACTIONS;
});
afterEach(() => {
  delete process.env.GITHUB_ACTIONS;
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run validate', () => {
  it('says a valid library is valid and exits 0', async () => {
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.out).toMatchInlineSnapshot(
      `"content is valid: 2 cases, 1 concepts, 0 articles, 0 transcripts, 2 mitigations (N ms, 0 of 10 files unchanged since the last run)"`,
    );
  });

  it('says how many mitigation files it ignored in a library with mitigations turned off', async () => {
    writeAstroConfig(dir, { ...ilOptions(), features: { mitigations: false } });
    // A body link to a mitigation has no page to lead to: refused at its line.
    const refused = await run();
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^content\/cases\/IL-0002\.md:\d+:\d+ body: links mitigation "client-keepalives", but this library has no mitigations/m,
    );
    edit(
      'cases/IL-0002.md',
      '[client keepalives](mitigation:client-keepalives)',
      'client keepalives',
    );
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^content is valid: 2 cases, 1 concepts, 0 articles, 0 transcripts, 0 mitigations; 2 mitigation files ignored, as features.mitigations is false \(/,
    );
  });

  it('prints every bad file and field in one run, then a count and a sentence, and exits 1', async () => {
    edit('cases/IL-0001.md', 'organisation: example-corp', 'organisation: example-crop');
    edit('cases/IL-0001.md', 'precision: day', 'precision: days');
    edit('cases/IL-0002.md', 'status: published', 'status: published\nseverity: SEV2');
    writeFileSync(join(content, 'cases/IL-0001.md.orig'), 'backup');
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.err).toMatchInlineSnapshot(`
      "content/cases/IL-0001.md:5:1 organisation: unknown organisation "example-crop": not in content/taxonomies/organisations.yaml
          hint: did you mean "example-corp"?
      content/cases/IL-0001.md:9:3 incident.precision: expected one of minute | hour | day | month, got "days"
          hint: did you mean "day"?
      content/cases/IL-0001.md.orig:1:1 not a Markdown content file (a backup, editor or stray file?)
          hint: delete it, or give it a proper name ending in .md if it is content
      content/cases/IL-0002.md:7:1 severity: unknown field "severity"
          hint: known fields here: id, aliases, title, summary, organisation, service, status, incident, impact, timeline, root_causes, components, software, contributing_factors, sources, related, concepts, mitigations, lang, added, last_reviewed, updated

      4 problems in 3 files. Fix each one at the line shown (the hint says how), then run \`npm run validate\` again."
    `);
  });

  it('answers a mistyped flag with "did you mean"', async () => {
    const r = await run(['--no-cahce']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'unknown option --no-cahce (did you mean "--no-cache"?); usage: npm run validate [--no-cache] [paths...]',
    );
  });

  it('narrows the report to the paths given, and refuses paths outside the content folder', async () => {
    edit('cases/IL-0001.md', 'organisation: example-corp', 'organisation: nobody');
    edit('cases/IL-0002.md', 'organisation: example-corp', 'organisation: nobody');
    const r = await run([join(content, 'cases/IL-0002.md')]);
    expect(r.code).toBe(1);
    expect(r.err).not.toContain('IL-0001.md');
    expect(r.err).toContain('content/cases/IL-0002.md');
    expect((await run([join(dir, 'elsewhere.md')])).code).toBe(2);
    expect((await run(['--fast'])).code).toBe(2);
  });

  it('annotates the first 10 problems for GitHub and writes the rest to the step summary', async () => {
    const errs = Array.from({ length: 12 }, (_, i) => ({
      file: `content/cases/IL-00${10 + i}.md`,
      line: i + 1,
      col: 2,
      field: 'title',
      message: `bad, 100% %0A\n${i}`,
      hint: 'fix | it',
    }));
    const gh = githubAnnotations(errs);
    expect(gh.lines).toHaveLength(10);
    expect(gh.lines[0]).toMatchInlineSnapshot(
      `"::error file=content/cases/IL-0010.md,line=1,col=2,title=Invalid content::title: bad, 100%25 %250A<U+000A>0 (hint: fix | it)"`,
    );
    expect(gh.summary).toMatchInlineSnapshot(`
      "### 2 more content problems

      GitHub shows the first 10 on the pull request; these are the rest.

      | where | field | problem | hint |
      |---|---|---|---|
      | \`content/cases/IL-0020.md:11:2\` | title | bad, 100% %0A<U+000A>10 | fix \\| it |
      | \`content/cases/IL-0021.md:12:2\` | title | bad, 100% %0A<U+000A>11 | fix \\| it |
      "
    `);
    edit('cases/IL-0001.md', 'organisation: example-corp', 'organisation: nobody');
    process.env.GITHUB_ACTIONS = 'true';
    const r = await run();
    expect(r.out).toMatch(
      /^::error file=content\/cases\/IL-0001\.md,line=\d+,col=\d+,title=Invalid content::organisation: unknown organisation "nobody"/m,
    );
  });

  // One run of the command for both: starting Node and loading the validator is most of its time.
  it('runs as a command with exit code 1 on a bad file, keeping its cache where IL_VALIDATE_CACHE says', () => {
    edit('cases/IL-0001.md', 'status: published', 'status: done');
    const cacheDir = join(dir, 'elsewhere');
    const r = spawnSync(process.execPath, [join(ROOT, 'src/cli/validate.ts')], {
      cwd: dir,
      env: { ...process.env, IL_VALIDATE_CACHE: cacheDir },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toContain(
      'content/cases/IL-0001.md:6:1 status: expected one of draft | in-review | published | superseded, got "done"',
    );
    expect(r.stderr).toContain('1 problem in 1 file.');
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
  });

  it('checks under the rules of the library in the folder it runs in', async () => {
    writeAstroConfig(dir, { ...ilOptions(), idPrefix: 'ACME' });
    const r = await run(['--no-cache']);
    expect(r.code).toBe(1);
    // The flagship's case files are not this library's: each is named, with the name it would have.
    expect(r.err).toContain(
      'content/cases/IL-0001.md:1:1 case file name must be the case ID, ACME-NNNN.md\n    hint: this library\'s case IDs start with "ACME-": did you mean ACME-0001.md?',
    );
    expect(r.err).toContain('content/cases/IL-0002.md:1:1 case file name must be the case ID');
  });

  it('says what is missing in a folder without a library config, and exits 2', async () => {
    rmSync(join(dir, 'astro.config.mjs'));
    const r = await run();
    expect(r.code).toBe(2);
    expect(r.err).toBe(`no astro.config.mjs in ${dir}: run this command in the library's folder`);
  });
});

describe('the per-file cache', () => {
  it('re-reads only the changed file, and checks across files still see every file', () => {
    const cacheDir = join(dir, 'cache');
    // Files older than the racy window, as after a checkout.
    const old = (Date.now() - 60_000) / 1000;
    for (const f of readContentTree(dir, content).files) utimesSync(join(dir, f.file), old, old);
    const first = openCheckCache(cacheDir, content, { rules: IL_RULES });
    const cold = buildLibrary(readContentTree(dir, content, { lazy: true }).files, {
      rules: IL_RULES,
      cache: first,
    });
    first.save();
    expect(cold.issues).toEqual([]);
    expect(first.misses).toBeGreaterThan(5);

    const second = openCheckCache(cacheDir, content, { rules: IL_RULES });
    const warm = buildLibrary(readContentTree(dir, content, { lazy: true }).files, {
      rules: IL_RULES,
      cache: second,
    });
    expect(warm.issues).toEqual([]);
    expect([second.misses, second.reads]).toEqual([0, 0]);
    // Entries from the cache still give the build what it needs, on demand.
    expect(warm.library.cases[0].data).toEqual(cold.library.cases[0].data);
    expect(warm.library.cases[0].body).toBe(cold.library.cases[0].body);

    // Renaming a heading in IL-0002 breaks a link in IL-0001, which did not change.
    edit('cases/IL-0002.md', '## Trigger', '## What set it off');
    const third = openCheckCache(cacheDir, content, { rules: IL_RULES });
    const after = buildLibrary(readContentTree(dir, content, { lazy: true }).files, {
      rules: IL_RULES,
      cache: third,
    });
    expect([third.misses, third.reads]).toEqual([1, 1]);
    expect(after.issues.map((i) => `${i.file} ${i.message}`)).toContain(
      'content/concepts/etcd.md broken link "case:IL-0002#trigger": the page exists but has no heading #trigger',
    );
  });

  it('is discarded when the validator changes, and ignored when damaged', () => {
    const cacheDir = join(dir, 'cache');
    const a = openCheckCache(cacheDir, content, { rules: IL_RULES, version: 'version-a' });
    buildLibrary(readContentTree(dir, content, { lazy: true }).files, {
      rules: IL_RULES,
      cache: a,
    });
    a.save();
    const b = openCheckCache(cacheDir, content, { rules: IL_RULES, version: 'version-b' });
    buildLibrary(readContentTree(dir, content, { lazy: true }).files, {
      rules: IL_RULES,
      cache: b,
    });
    expect(b.hits).toBe(0);
    b.save();
    const cached = join(cacheDir, readdirSync(cacheDir)[0]);
    const text = readFileSync(cached, 'utf8');
    writeFileSync(cached, text.slice(0, text.length / 2));
    const c = openCheckCache(cacheDir, content, { rules: IL_RULES, version: 'version-b' });
    expect(
      buildLibrary(readContentTree(dir, content, { lazy: true }).files, {
        rules: IL_RULES,
        cache: c,
      }).issues,
    ).toEqual([]);
    expect(c.hits).toBe(0);
  });

  it('gives the same issues as a run without it', async () => {
    edit('cases/IL-0001.md', 'organisation: example-corp', 'organisation: nobody');
    const fresh = await run(['--no-cache']);
    expect((await run()).err).toBe(fresh.err);
    expect((await run()).err).toBe(fresh.err);
  });
});

describe('checking files on worker threads', () => {
  it('gives exactly the results of checking them one by one', async () => {
    // The rules cross threads as data: each thread builds its schemas from them.
    const rules = rulesDataOf(IL_RULES);
    const jobs = Array.from({ length: PARALLEL_MIN_FILES }, (_, i) => {
      const f = caseFile(
        `IL-${String(i + 1).padStart(4, '0')}`,
        i % 7 === 0 ? { status: 'status: done' } : {},
      );
      return {
        file: f.file,
        rules,
        content: new TextEncoder().encode(String(f.content)),
      };
    });
    const parallel = await checkInParallel(jobs, 2);
    const serial = await checkInParallel(jobs, 1);
    expect(parallel).toEqual(serial);
    // Workers that read the files themselves give the same results and digests.
    const byPath = jobs.map((j) => {
      const path = join(dir, j.file.replace(/\//g, '_'));
      writeFileSync(path, j.content);
      return { file: j.file, rules: j.rules, path };
    });
    expect(await checkInParallel(byPath, 2)).toEqual(serial);
    expect(parallel.filter((c) => c.check.issues.length)).toHaveLength(
      Math.ceil(PARALLEL_MIN_FILES / 7),
    );
    // The build's form: whole results, each with the tree its body was checked on (no positions).
    const full = jobs.map((j) => ({ ...j, full: true }));
    const fullParallel = await checkInParallel(full, 2);
    const fullSerial = await checkInParallel(full, 1);
    expect(fullParallel.map((c) => c.check)).toEqual(fullSerial.map((c) => c.check));
    expect(fullSerial[1].check.data).toMatchObject({ id: 'IL-0002' });
    for (const [i, c] of fullParallel.entries()) {
      expect(c.check.tree).toBeDefined();
      expect(c.check.tree).toEqual(fullSerial[i].check.tree);
    }
    expect(JSON.stringify(fullParallel[1].check.tree)).not.toContain('"position"');
    expect(fullParallel[1].check.tree?.data?.headings?.length).toBeGreaterThan(0);
  });
});

describe('incremental validation', () => {
  it('re-checks only changed entries when what they offer others is unchanged, and falls back to a full run otherwise', () => {
    const files = () => readContentTree(dir, content, { lazy: true }).files;
    const summary = summarize(buildLibrary(files(), { rules: IL_RULES }), files(), 'v', Date.now());
    expect(revalidate(summary, files(), Date.now(), IL_RULES)).toMatchObject({
      rechecked: 0,
      issues: [],
    });
    // A link to a component offers other pages nothing: only the edited case is checked again.
    edit('cases/IL-0001.md', 'A node died.', 'A node died, see [x](component:nope).');
    const quick = revalidate(summary, files(), Date.now(), IL_RULES);
    expect(quick?.rechecked).toBe(1);
    expect(quick?.issues.map((i) => i.message)).toEqual([
      'broken link "component:nope": no component term "nope" in content/taxonomies/components.yaml',
    ]);
    // A link to a case gives that case a "Referenced by" section: every entry is checked again.
    edit('cases/IL-0001.md', '(component:nope)', '(case:IL-0404)');
    expect(revalidate(summary, files(), Date.now(), IL_RULES)).toBeUndefined();
  });

  it('always reports what a run without any cache reports', async () => {
    const same = async () => {
      const fresh = await run(['--no-cache']);
      const cached = await run();
      expect([cached.code, cached.err]).toEqual([fresh.code, fresh.err]);
    };
    await same();
    await same();
    edit(
      'cases/IL-0001.md',
      'A node died.',
      'A node died, see [x](case:IL-0404) and [y](component:nope).',
    );
    await same();
    edit('cases/IL-0001.md', 'organisation: example-corp', 'organisation: nobody');
    await same();
    edit('cases/IL-0002.md', '## Trigger', '## What set it off');
    await same();
    edit('cases/IL-0002.md', 'status: published', 'status: done');
    await same();
    writeFileSync(
      join(content, 'cases/IL-0009.md'),
      readFileSync(join(content, 'cases/IL-0001.md'), 'utf8'),
    );
    await same();
    rmSync(join(content, 'cases/IL-0009.md'));
    await same();
    edit('taxonomies/components.yaml', 'etcd:', 'etcd-server:');
    await same();
    edit('taxonomies/components.yaml', 'etcd-server:', 'etcd:');
    edit('cases/IL-0002.md', 'status: done', 'status: published');
    edit('cases/IL-0002.md', '## What set it off', '## Trigger');
    await same();
  });
});
