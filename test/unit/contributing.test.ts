// The pull-request path: generated files are fresh, the issue form follows the vocabularies, the
// workflows call the README's commands with the right permissions, the editor configuration
// checks frontmatter, and `npm run new:case` writes a case that validates once filled in.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';
import { VFile } from 'vfile';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ISSUE_FORM_PATH, OTHER } from '../../src/cli/issue-form.ts';
import { generatedFiles, staleFiles, vocabularyFiles } from '../../src/cli/json-schema.ts';
import { readSchemaDocs } from '../../src/node/json-schemas.ts';
import { formatId, nextFreeId, runNewCase } from '../../src/cli/new-case.ts';
import { parseNewTerm } from '../../src/cli/new-case-flags.ts';
import { contentRules } from '../../src/model/rules.ts';
import { defaultVocabularies, defaultVocabularyList } from '../../src/config/vocabularies.ts';
import { PUBLIC_SOURCES } from '../../schemas/index.ts';
import { formatIssue, sortIssues } from '../../src/model/errors.ts';
import { buildLibrary } from '../../src/model/library.ts';
import { loadProject } from '../../src/node/project.ts';
import { readContentTree } from '../../src/node/read-content.ts';
import { ROOT } from '../helpers/build-site.ts';
import { IL_RULES } from '../helpers/rules.ts';
import { ilOptions, writeAstroConfig } from '../helpers/project.ts';

const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');
// The flagship library as its astro.config.mjs configures it.
const flagship = await loadProject(ROOT);

describe('generated files', () => {
  it('are committed exactly as the schemas and vocabularies give them (run `npm run generate` when this fails)', () => {
    expect(staleFiles(ROOT, generatedFiles(flagship))).toEqual([]);
  });

  it('describe every field from the comments in schemas/, for hover help', () => {
    const schema = JSON.parse(read('schemas/json/case.schema.json'));
    expect(schema.properties.organisation.description).toBe(
      'Organisation slug from `content/taxonomies/organisations.yaml`.',
    );
    expect(schema.properties.incident.properties.start.pattern).toBeDefined();
    expect(schema.additionalProperties).toBe(false);
    expect(readSchemaDocs().get('SourceSchema')?.fields.url).toBe(
      'Absolute http(s) URL of the source.',
    );
    // the published copy is the same file
    expect(read('public/schemas/case.schema.json')).toBe(read('schemas/json/case.schema.json'));
  });

  it('put the frontmatter reference in CONTRIBUTING.md', () => {
    expect(read('CONTRIBUTING.md')).toContain(
      '| `root_causes[].evidence` | yes | `stated`, `inferred` |',
    );
  });
});

describe('the "Propose a case" issue form', () => {
  const form = parse(read(ISSUE_FORM_PATH));
  const dropdown = (id: string) =>
    form.body.find((b: { id?: string }) => b.id === id).attributes.options as string[];
  const { library } = buildLibrary(readContentTree(ROOT, flagship.contentDir).files, {
    rules: IL_RULES,
  });

  it('offers every term of each vocabulary, and nothing else', () => {
    const pairs = [
      ['organisation', 'organisations'],
      ['components', 'components'],
      ['root-causes', 'root-causes'],
      ['contributing-factors', 'contributing-factors'],
      ['impact', 'impact-categories'],
    ] as const;
    for (const [id, taxonomy] of pairs) {
      expect(dropdown(id)).toEqual([
        ...Object.entries(library.taxonomies[taxonomy]).map(([slug, t]) => `${t.label} (${slug})`),
        OTHER,
      ]);
    }
  });

  it('is a valid issue form: unique ids and options, required source', () => {
    expect(form.name).toBe('Propose a case');
    const ids = form.body.filter((b: { id?: string }) => b.id).map((b: { id: string }) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of form.body.filter((x: { type: string }) => x.type === 'dropdown'))
      expect(new Set(b.attributes.options).size).toBe(b.attributes.options.length);
    expect(form.body.find((b: { id?: string }) => b.id === 'source').validations.required).toBe(
      true,
    );
  });
});

describe('workflows', () => {
  const pr = parse(read('.github/workflows/pull-request.yml'));
  const deploy = parse(read('.github/workflows/deploy.yml'));
  const runs = (wf: { jobs: Record<string, { steps: { run?: string }[] }> }, job: string) =>
    wf.jobs[job].steps.map((s) => s.run).filter(Boolean);
  const readme = read('README.md');

  it('calls the commands the README documents', () => {
    for (const cmd of [
      'npm ci',
      'npm run validate',
      'npm test',
      'npm run build',
      'npm run generate',
      'npm run typecheck',
      'npm run lint',
      'npm run deps',
      'npm run format:check',
    ])
      expect(readme).toContain(cmd);
    // The workflows run `npm test` one part per step. `npm test` runs `test:static` and
    // `test:vitest` at once (`run-p`), and `test:static` its own scripts at once; a workflow runs
    // each of the scripts they name as a step.
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    const steps = (script: string): string[] => {
      const [cmd, ...words] = scripts[script].split(' ');
      return cmd === 'run-p'
        ? words.filter((w) => !w.startsWith('-')).flatMap(steps)
        : [`npm run ${script}`];
    };
    const testParts = steps('test');
    expect(testParts).toEqual([
      'npm run typecheck',
      'npm run lint',
      'npm run deps',
      'npm run format:check',
      'npm run test:vitest',
    ]);
    expect(runs(pr, 'check')).toEqual([
      'npm ci',
      'npm run validate',
      'npm run generate -- --check',
      ...testParts,
      'npm run build',
    ]);
    expect(runs(deploy, 'check')).toEqual([
      'npm ci',
      'npm run validate',
      'npm run generate -- --check',
      ...testParts,
    ]);
    expect(runs(deploy, 'build')).toEqual(['npm ci', 'npm run build']);
  });

  it('checks every pull request with read-only permissions', () => {
    expect(Object.keys(pr.on)).toEqual(['pull_request']);
    expect(pr.permissions).toEqual({ contents: 'read' });
    expect(JSON.stringify(pr)).not.toMatch(/write|secrets\.|pull_request_target/);
  });

  it('deploys main to GitHub Pages only after every check, with the base of a project page', () => {
    expect(deploy.on.push.branches).toEqual(['main']);
    expect(deploy.permissions).toEqual({ contents: 'read' });
    expect(deploy.jobs.build.needs).toBe('check');
    expect(deploy.jobs.deploy.needs).toBe('build');
    expect(deploy.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    const uses = (job: string) =>
      deploy.jobs[job].steps.map((s: { uses?: string }) => s.uses?.split('@')[0]).filter(Boolean);
    expect(uses('build')).toContain('actions/upload-pages-artifact');
    expect(uses('deploy')).toEqual(['actions/deploy-pages']);
    const build = deploy.jobs.build.steps.find((s: { run?: string }) => s.run === 'npm run build');
    expect(build.env.SITE_BASE).toBe('${{ steps.pages.outputs.base_path }}/');
    expect(
      deploy.jobs.build.steps.find((s: { uses?: string }) =>
        s.uses?.startsWith('actions/upload-pages-artifact'),
      ).with.path,
    ).toBe('dist');
  });
});

describe('a repository people can trust', () => {
  it('pins every action to a full commit SHA, with its version in a comment', () => {
    for (const f of readdirSync(join(ROOT, '.github/workflows')).filter((n) =>
      n.endsWith('.yml'),
    )) {
      const uses = read(`.github/workflows/${f}`)
        .split('\n')
        .filter((l) => /^\s*(?:-\s+)?uses:/.test(l));
      expect(uses.length, f).toBeGreaterThan(1);
      for (const l of uses)
        expect(l.trim(), f).toMatch(
          /^(?:-\s+)?uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
        );
    }
  });

  it('has the files GitHub and people look for: the licences, a security policy, Dependabot', () => {
    expect(read('LICENSE')).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} Incident Library contributors\n/,
    );
    const cc = read('LICENSE-content.md');
    expect(cc.startsWith('Creative Commons Attribution 4.0 International\n')).toBe(true);
    expect(cc).toContain('Section 3 – License Conditions.');
    expect(read('SECURITY.md')).toMatch(
      /Report a vulnerability[\s\S]*## Threat model[\s\S]*## Scope/,
    );
    const dependabot = parse(read('.github/dependabot.yml'));
    expect(
      dependabot.updates.map((u: { 'package-ecosystem': string }) => u['package-ecosystem']).sort(),
    ).toEqual(['github-actions', 'npm']);
    expect(JSON.parse(read('package.json')).license).toBe('MIT');
  });

  it('declares every package it imports, and imports every package it declares', () => {
    const pkg = JSON.parse(read('package.json'));
    const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
    const declared = new Set([...runtime, ...Object.keys(pkg.devDependencies)]);
    const sources: string[] = [
      'astro.config.mjs',
      'vitest.config.ts',
      'eslint.config.js',
      '.dependency-cruiser.mjs',
    ];
    const walk = (dir: string) => {
      if (!existsSync(join(ROOT, dir))) return;
      for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (['node_modules', 'baselines', 'results', 'fixtures', 'dist', 'out'].includes(e.name))
          continue;
        // Build output and staging folders (`.build-tmp/`, `.astro/`) hold bundled packages.
        if (e.isDirectory() && e.name.startsWith('.')) continue;
        const rel = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(rel);
        else if (/\.(?:ts|mjs|astro)$/.test(e.name)) sources.push(rel);
      }
    };
    for (const d of ['src', 'schemas', 'bin', 'test', 'bench']) walk(d);
    sources.push(
      'test/fixtures/hostile/corpus.ts',
      'test/fixtures/hostile/field-cases.ts',
      'test/fixtures/hostile/inspect.ts',
    );
    const imported = new Set<string>();
    // What the package itself runs (its integration, pages, tools and schemas): a library that
    // installs it gets its `dependencies` only.
    const importedAtRuntime = new Set<string>();
    for (const f of sources) {
      for (const m of read(f).matchAll(
        /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g,
      )) {
        if (/^(?:node|astro|virtual):/.test(m[1])) continue;
        const name = m[1].startsWith('@')
          ? m[1].split('/').slice(0, 2).join('/')
          : m[1].split('/')[0];
        imported.add(name);
        if (/^(?:src|schemas|bin)\//.test(f)) importedAtRuntime.add(name);
      }
    }
    // Types come from @types/*; `vite` is Astro's own, imported for a type only and pinned by `overrides`.
    const provided = new Set(['hast', 'mdast', 'd3-scale', 'd3-shape', 'vite']);
    expect([...imported].filter((p) => !declared.has(p) && !provided.has(p)).sort()).toEqual([]);
    expect(
      [...importedAtRuntime].filter((p) => !runtime.has(p) && !provided.has(p)).sort(),
    ).toEqual([]);
    // Run, not imported: a command of an npm script (eslint, depcruise, prettier, the tsc of
    // typescript-7), a plugin named in a tool's configuration, and these: Node 24 for the npm
    // scripts, TypeScript for `astro check` and typescript-eslint, @astrojs/check for `astro check`.
    const scripts = Object.values(pkg.scripts as Record<string, string>).join('\n');
    const bins = (p: string): string[] => {
      const bin = JSON.parse(read(`node_modules/${p}/package.json`)).bin;
      return typeof bin === 'string' ? [p.split('/').pop()!] : Object.keys(bin ?? {});
    };
    const run = (p: string) =>
      scripts.includes(`node_modules/${p}/`) ||
      bins(p).some((b) => new RegExp(`(?:^|[\\s&|;])${b}(?:\\s|$)`).test(scripts));
    const configured = read('.prettierrc.json');
    const tools = new Set(['node', 'typescript', '@astrojs/check']);
    expect(
      [...declared]
        .filter(
          (p) =>
            !imported.has(p) &&
            !tools.has(p) &&
            !p.startsWith('@types/') &&
            !run(p) &&
            !configured.includes(`"${p}"`),
        )
        .sort(),
    ).toEqual([]);
    expect(pkg.overrides).toEqual({ vite: '8.3.8' });
  });

  it('types Node as the Node it runs (24)', () => {
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./);
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
  });
});

describe('the source link check', () => {
  const wf = parse(read('.github/workflows/link-check.yml'));
  const steps: { uses?: string; run?: string; with?: Record<string, unknown>; id?: string }[] =
    wf.jobs.check.steps;

  it('runs weekly and on demand, may write issues only, and feeds the checker npm run source-urls', () => {
    expect(Object.keys(wf.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(wf.on.schedule).toHaveLength(1);
    expect(wf.on.schedule[0].cron.split(' ').slice(2)).toEqual(['*', '*', '1']);
    expect(wf.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(JSON.parse(read('package.json')).scripts['source-urls']).toBe(
      'node src/cli/source-urls.ts',
    );
    expect(steps.map((s) => s.run).filter(Boolean)[1]).toBe(
      'npm run --silent source-urls -- --by-file .link-check',
    );
  });

  it('pins lychee to a full commit and keeps one issue with gh, never failing on dead links alone', () => {
    const lychee = steps.find((s) => s.uses?.startsWith('lycheeverse/lychee-action@'))!;
    expect(lychee.uses).toMatch(/^lycheeverse\/lychee-action@[0-9a-f]{40}$/);
    expect(lychee.with).toMatchObject({
      fail: false,
      output: 'lychee/report.md',
      format: 'markdown',
    });
    expect(String(lychee.with!.args)).toContain("'.link-check/**/*.txt'");
    const report = steps.at(-1)!;
    expect(report.run).toContain('gh issue list --label "$label" --state open');
    for (const verb of ['gh issue create', 'gh issue edit', 'gh issue close'])
      expect(report.run).toContain(verb);
    expect(steps.filter((s) => s.uses).map((s) => s.uses!.split('@')[0])).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'lycheeverse/lychee-action',
    ]);
  });
});

describe('editor configuration', () => {
  it('maps the vocabulary schema for the YAML extension and recommends the extensions', () => {
    const settings = JSON.parse(read('.vscode/settings.json'));
    for (const schema of Object.keys(settings['yaml.schemas']))
      expect(existsSync(join(ROOT, schema))).toBe(true);
    expect(JSON.parse(read('.vscode/extensions.json')).recommendations).toEqual([
      'redhat.vscode-yaml',
      'unifiedjs.vscode-remark',
    ]);
  });

  it('offers snippets whose choices are the vocabularies and enums, and which expand to frontmatter that parses', () => {
    const snippets = JSON.parse(
      read('.vscode/incident-library.code-snippets').replace(/^\/\/.*\n/, ''),
    );
    const body: string[] = snippets['Incident Library: case'].body;
    const { library } = buildLibrary(readContentTree(ROOT, flagship.contentDir).files, {
      rules: IL_RULES,
    });
    const line = (key: string) =>
      body.find(
        (l) => l.trimStart().startsWith(`${key}:`) || l.trimStart().startsWith(`- ${key}:`),
      )!;
    expect(line('organisation')).toBe(
      `organisation: \${4|${Object.keys(library.taxonomies.organisations).join(',')}|}`,
    );
    expect(line('status')).toBe('status: ${5|draft,in-review,published,superseded|}');
    const expanded = body
      .join('\n')
      .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1')
      .replace(/\$\{\d+:([^}]*)\}/g, '$1')
      .replace('${CURRENT_YEAR}-${CURRENT_MONTH}-${CURRENT_DATE}', '2026-11-30')
      .replace('${CURRENT_YEAR}-${CURRENT_MONTH}-${CURRENT_DATE}', '2026-11-30')
      .replace('$0', 'Text.');
    const r = buildLibrary(
      [
        ...readContentTree(ROOT, flagship.contentDir).files.filter((f) =>
          f.file.startsWith('content/taxonomies/'),
        ),
        {
          file: 'content/cases/IL-0001.md',
          content: expanded
            .replace('IL-NNNN', 'IL-0001')
            .replace('YYYY-MM-DD', '2024-07-03')
            .replace('"https://"', '"https://example.org/pm"'),
        },
      ],
      { rules: IL_RULES },
    );
    // Only the case: the vocabularies name concept pages that this library lacks.
    expect(r.issues.filter((i) => i.file.startsWith('content/cases/')).map(formatIssue)).toEqual(
      [],
    );
  });

  it('checks case frontmatter as the remark extension does, with .remarkrc.json', async () => {
    const options = JSON.parse(read('.remarkrc.json')).plugins[1][1];
    for (const schema of Object.keys(options.schemas))
      expect(existsSync(join(ROOT, schema))).toBe(true);
    const text = read('test/fixtures/basic/content/cases/IL-0001.md')
      .replace('status: published', 'status: publishd')
      .replace('organisation:', 'organisaton:');
    const file = new VFile({ path: join(ROOT, 'content/cases/IL-0001.md'), value: text });
    await unified()
      .use(remarkParse)
      .use(remarkStringify)
      .use(remarkFrontmatter)
      .use(remarkLintFrontmatterSchema, options)
      .process(file);
    const reasons = file.messages.map((m) => m.reason.split(' • ')[0]);
    expect(reasons).toContain("Must have required property 'organisation'");
    expect(reasons).toContain('Must NOT have additional properties');
    expect(reasons).toContain(
      'Must be equal to one of the allowed values: `draft`, `in-review`, `published`, `superseded`',
    );
  });
});

describe('npm run new:case', () => {
  let dir: string;
  let content: string;
  const log: string[] = [];
  const run = (args: string[]) =>
    runNewCase(dir, args, { interactive: false, today: '2026-11-30', log: (s) => log.push(s) });
  const problems = () =>
    sortIssues(buildLibrary(readContentTree(dir, content).files, { rules: IL_RULES }).issues).map(
      formatIssue,
    );

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'il-new-case-'));
    content = join(dir, 'content');
    cpSync(join(ROOT, 'test/fixtures/basic/content'), content, { recursive: true });
    // The command reads the library's config from the folder it runs in, as every tool does.
    writeAstroConfig(dir);
    log.length = 0;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the next free ID, never reusing one held by a file or an alias', () => {
    expect(nextFreeId(['IL-0001', 'IL-0007', 'IL-0003'], IL_RULES)).toBe('IL-0008');
    expect(nextFreeId(['IL-9999'], IL_RULES)).toBe('IL-10000');
    expect(nextFreeId([], IL_RULES)).toBe('IL-0001');
  });

  it('numbers IDs with the library’s own prefix and width, ignoring IDs of another prefix', () => {
    const acme = contentRules(
      { prefix: 'ACME', digits: 3 },
      {},
      PUBLIC_SOURCES,
      defaultVocabularyList(),
    );
    expect(nextFreeId(['ACME-001', 'ACME-041', 'IL-0077'], acme)).toBe('ACME-042');
    expect(nextFreeId(['ACME-999'], acme)).toBe('ACME-1000');
    expect(nextFreeId(['IL-0077'], acme)).toBe('ACME-001');
    expect(formatId(7, acme)).toBe('ACME-007');
  });

  it('in a library with its own prefix, writes the case under that prefix, which validates under its rules', async () => {
    // The flagship's cases are not this library's: its cases folder starts empty.
    rmSync(join(content, 'cases'), { recursive: true });
    mkdirSync(join(content, 'cases'));
    // Nor are the links to them (a new case is a draft, which no page may link yet).
    const concept = join(content, 'concepts/etcd.md');
    const text = readFileSync(concept, 'utf8');
    writeFileSync(concept, text.replace(/\[([^\]]*)\]\(case:IL-\d+(?:#[\w-]+)?\)/g, '$1'));
    writeAstroConfig(dir, { ...ilOptions(), idPrefix: 'ACME', idDigits: 3 });
    expect(await run(['--yes'])).toBe(0);
    expect(readdirSync(join(content, 'cases'))).toEqual(['ACME-001.md']);
    expect(readFileSync(join(content, 'cases/ACME-001.md'), 'utf8')).toMatch(/^id: ACME-001$/m);
    const acme = contentRules(
      { prefix: 'ACME', digits: 3 },
      {},
      PUBLIC_SOURCES,
      defaultVocabularyList(),
    );
    const out = sortIssues(
      buildLibrary(readContentTree(dir, content).files, { rules: acme }).issues,
    ).map(formatIssue);
    // Only its blanks, as for the flagship's: its name and ID follow the library's rule.
    expect(out.filter((l) => !l.startsWith('content/cases/ACME-001.md:'))).toEqual([]);
    expect(out.filter((l) => l.includes('placeholder')).length).toBeGreaterThan(10);
    expect(out.filter((l) => /\bid\b|file name/.test(l))).toEqual([]);
  });

  it('in a library whose example cases were deleted with their folder, creates content/cases and writes the case there', async () => {
    rmSync(join(content, 'cases'), { recursive: true });
    const concept = join(content, 'concepts/etcd.md');
    const text = readFileSync(concept, 'utf8');
    writeFileSync(concept, text.replace(/\[([^\]]*)\]\(case:IL-\d+(?:#[\w-]+)?\)/g, '$1'));
    expect(await run(['--yes'])).toBe(0);
    expect(readdirSync(join(content, 'cases'))).toEqual(['IL-0001.md']);
    expect(log.join('\n')).toMatch(/^Wrote content\/cases\/IL-0001\.md\. It is a draft/);
  });

  it('writes every section and a TODO in every blank, which validation names until filled', async () => {
    expect(await run(['--yes'])).toBe(0);
    const text = readFileSync(join(content, 'cases/IL-0003.md'), 'utf8');
    for (const h of [
      'Symptoms',
      'Trigger',
      'Root cause',
      'Detection',
      'Remediation',
      'Action items',
      'Lessons',
    ])
      expect(text).toContain(`\n## ${h}\n`);
    const out = problems();
    expect(out.every((l) => l.startsWith('content/cases/IL-0003.md'))).toBe(true);
    expect(out.filter((l) => l.includes('placeholder')).length).toBeGreaterThan(10);
  });

  it('with flags and a new term, writes a case that validates once the TODOs are filled', async () => {
    const code = await run([
      '--title',
      'A certificate expired',
      '--organisation',
      'example-corp',
      '--component',
      'etcd',
      '--component',
      'tls-certificates',
      '--root-cause',
      'software-defect',
      '--impact',
      'partial-outage',
      '--source-url',
      'https://example.org/pm',
      '--start',
      '2024-07-03T14:05:00Z',
      '--new-term',
      'components:tls-certificates:TLS certificates:Certificates that prove: a server is who it says.',
    ]);
    expect(code).toBe(0);
    expect(log.at(-1)).toMatchInlineSnapshot(
      `"Wrote content/cases/IL-0003.md and 1 new term (and updated .github/ISSUE_TEMPLATE/propose-case.yml and .vscode/incident-library.code-snippets). It is a draft: replace every TODO with your text, run \`npm run validate content/cases/IL-0003.md\`, and set \`status: published\` once its sources are checked."`,
    );
    expect(readFileSync(join(content, 'taxonomies/components.yaml'), 'utf8')).toContain(
      'tls-certificates:\n  label: "TLS certificates"\n  description: "Certificates that prove: a server is who it says."\n',
    );
    const file = join(content, 'cases/IL-0003.md');
    const filled = readFileSync(file, 'utf8')
      .replace(/"TODO: [^"]*"/g, '"Filled in by hand."')
      .replace(/^TODO: .*$/gm, 'Filled in by hand.')
      .replace('  timezone_reported: "Filled in by hand."\n', '  timezone_reported: UTC\n');
    writeFileSync(file, filled);
    expect(problems()).toEqual([]);
    const r = buildLibrary(readContentTree(dir, content).files, { rules: IL_RULES });
    expect(r.library.cases.find((c) => c.id === 'IL-0003')?.data).toMatchObject({
      title: 'A certificate expired',
      incident: { start: '2024-07-03T14:05:00Z', precision: 'minute' },
      components: ['etcd', 'tls-certificates'],
    });
  });

  it('writes a draft: a new case is published only once its sources are checked', async () => {
    expect(await run(['--yes'])).toBe(0);
    expect(readFileSync(join(content, 'cases/IL-0003.md'), 'utf8')).toMatch(/^status: draft$/m);
  });

  it('leaves no generated file stale after adding a term (the issue form and snippets follow the vocabularies)', async () => {
    expect(
      await run([
        '--yes',
        '--new-term',
        'components:tls-certificates:TLS certificates:Certificates that prove a server is who it says.',
        '--component',
        'tls-certificates',
      ]),
    ).toBe(0);
    const expected = vocabularyFiles(await loadProject(dir));
    expect([...expected.values()].some((t) => t.includes('tls-certificates'))).toBe(true);
    for (const [rel, text] of expected)
      expect(readFileSync(join(dir, rel), 'utf8'), rel).toBe(text);
  });

  it('in a library with a teams vocabulary and no organisations, writes teams: and no organisation:, in the case, the issue form and the snippets', async () => {
    const teams = {
      name: 'teams',
      title: 'Teams',
      singular: 'Team',
      field: 'teams',
      many: true,
      required: true,
    };
    writeAstroConfig(dir, {
      ...ilOptions(),
      vocabularies: [...defaultVocabularies.filter((v) => v.role !== 'organisation'), teams],
      facets: ['root-causes', 'components', 'teams'],
      tagline: 'How our systems failed: {cases} incidents.',
    });
    rmSync(join(content, 'taxonomies/organisations.yaml'));
    writeFileSync(
      join(content, 'taxonomies/teams.yaml'),
      'payments:\n  label: Payments\n  description: The team that runs card payments.\n',
    );
    const project = await loadProject(dir);
    // Without a term: a TODO where the team goes; no flag of the organisation role applies.
    expect(await run(['--yes', '--dry-run'])).toBe(0);
    expect(log.at(-1)).toMatch(
      /^teams: \[\] # TODO: slugs from content\/taxonomies\/teams\.yaml$/m,
    );
    expect(log.at(-1)).not.toMatch(/^organisation:/m);
    expect(await run(['--yes', '--organisation', 'example-corp'])).toBe(1);
    expect(log.at(-1)?.split('\n')[0]).toBe(
      '--organisation: this library has no vocabulary in the organisation role; name its terms with --term <vocabulary>:<slug> (components, root-causes, contributing-factors, impact-categories, teams)',
    );
    expect(await run(['--yes', '--term', 'teams:paymnets'])).toBe(1);
    expect(log.at(-1)?.split('\n')[0]).toBe(
      'teams: "paymnets" is not in content/taxonomies/teams.yaml (did you mean "payments"?)',
    );
    expect(await run(['--yes', '--term', 'team:payments'])).toBe(1);
    expect(log.at(-1)?.split('\n')[0]).toBe(
      '--term team:payments: expected <vocabulary>:<slug>, the vocabulary one of components, root-causes, contributing-factors, impact-categories, teams (did you mean "teams"?)',
    );
    // With one: the case names it, before its sources, and validates under the library's rules
    // once its blanks are filled.
    expect(
      await run([
        '--yes',
        '--term',
        'teams:payments',
        '--component',
        'etcd',
        '--title',
        'A test case',
      ]),
    ).toBe(0);
    const file = join(content, 'cases/IL-0003.md');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(
      /^components: \[etcd\]\ncontributing_factors: \[\]\nteams: \[payments\]\nsources:$/m,
    );
    expect(text).not.toMatch(/^organisation:/m);
    writeFileSync(
      file,
      text
        .replace(/"TODO: [^"]*"/g, '"Filled in by hand."')
        .replace(/^TODO: .*$/gm, 'Filled in by hand.')
        .replace('  timezone_reported: "Filled in by hand."\n', '  timezone_reported: UTC\n')
        .replace('"Filled in by hand."\n    evidence', 'software-defect\n    evidence')
        .replace(/\[\] # TODO: .*$/gm, '[partial-outage]')
        .replace(/url: "Filled in by hand."/, 'url: "https://example.org/pm"')
        .replace(/start: "Filled in by hand."/, 'start: "2024-07-03"'),
    );
    const checked = buildLibrary(readContentTree(dir, content).files, { rules: project.rules });
    expect(
      checked.issues.filter((i) => i.file === 'content/cases/IL-0003.md').map(formatIssue),
    ).toEqual([]);
    expect(checked.library.cases.find((c) => c.id === 'IL-0003')?.data).toMatchObject({
      teams: ['payments'],
    });
    // The issue form asks for teams, as a list a proposer may leave to the reviewer.
    const form = parse(vocabularyFiles(project).get(ISSUE_FORM_PATH)!);
    const dropdowns = form.body.filter((b: { type: string }) => b.type === 'dropdown');
    expect(dropdowns.map((b: { id: string }) => b.id)).toEqual([
      'components',
      'root-causes',
      'contributing-factors',
      'impact',
      'teams',
    ]);
    expect(dropdowns.at(-1)).toEqual({
      type: 'dropdown',
      id: 'teams',
      attributes: { label: 'Teams', multiple: true, options: ['Payments (payments)', OTHER] },
      validations: { required: false },
    });
    // The snippet offers its terms, and no organisation.
    const snippets = JSON.parse(
      vocabularyFiles(project)
        .get('.vscode/incident-library.code-snippets')!
        .replace(/^\/\/.*\n/, ''),
    );
    const body: string[] = Object.values(
      snippets as Record<string, { prefix: string; body: string[] }>,
    ).find((s) => s.prefix === 'case')!.body;
    expect(body).toContain('teams: [${12|payments|}]');
    expect(body.some((l) => l.startsWith('organisation:'))).toBe(false);
  });

  it('answers a mistyped flag with "did you mean", writing nothing', async () => {
    expect(await run(['--componet', 'etcd'])).toBe(2);
    expect(log[0].split('\n')[0]).toBe('unknown option --componet: did you mean "--component"?');
    expect(existsSync(join(content, 'cases/IL-0003.md'))).toBe(false);
  });

  it('refuses unknown terms, a taken ID and bad flags, writing nothing', async () => {
    expect(
      await run([
        '--organisation',
        'exmaple-corp',
        '--component',
        'etcd',
        '--id',
        'IL-0001',
        '--start',
        '2024-02-30',
        '--new-term',
        'component:x:X:y',
      ]),
    ).toBe(1);
    expect(log.join('\n')).toMatchInlineSnapshot(`
      "--new-term component:x:X:y: the taxonomy must be one of components, root-causes, contributing-factors, impact-categories, organisations
      --id IL-0001: that ID is taken (IDs are never reused); the next free one is IL-0003
      --start: 2024-02-30 is not a real calendar date
      organisations: "exmaple-corp" is not in content/taxonomies/organisations.yaml (did you mean "example-corp"?)

      Nothing was written. usage: npm run new:case [-- options]"
    `);
    expect(existsSync(join(content, 'cases/IL-0003.md'))).toBe(false);
    expect(() => parseNewTerm('components:Bad Slug:x:y', IL_RULES.vocabularies.names)).toThrow(
      'is not a slug',
    );
  });
});
