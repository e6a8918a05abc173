// incident-library init: the new library's identity derived from its name, every starter file
// rewritten with it as data (never as code), and the choices checked by the config's own rules.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { choiceProblem, runInit } from '../../src/cli/init.ts';
import { folderProblem, writeProblem } from '../../src/cli/init-target.ts';
import {
  identityOf,
  prefixFromName,
  renamedFile,
  rewriteStarterFile,
} from '../../src/cli/init-identity.ts';
import { ROOT } from '../helpers/build-site.ts';
import { hostile } from '../helpers/hostile.ts';

const starter = (path: string) => readFileSync(join(ROOT, 'examples/starter', path), 'utf8');

/** The syntax errors of a JavaScript module, as TypeScript's parser reports them. */
function syntaxErrors(code: string): string[] {
  const out = ts.transpileModule(code, {
    reportDiagnostics: true,
    fileName: 'astro.config.mjs',
    compilerOptions: { allowJs: true, module: ts.ModuleKind.ESNext },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('init: the identity of a new library', () => {
  it('offers a prefix from the name', () => {
    expect(prefixFromName('Globex Incident Library')).toBe('GLOBEX');
    expect(prefixFromName('Globex Cloud Incidents')).toBe('GC');
    expect(prefixFromName('Initech Postmortems')).toBe('INITEC');
    expect(prefixFromName("Bob's Incident Library")).toBe('BOB');
    expect(prefixFromName('Société Générale Outage Library')).toBe('SG');
    expect(prefixFromName('!!!')).toBe('INC');
    expect(prefixFromName('42 Incidents')).toBe('INC');
    for (const name of ['Globex Incident Library', 'Bob’s Library', '日本 Library'])
      expect(choiceProblem({ name, prefix: prefixFromName(name) })).toBeUndefined();
  });

  it('derives a package name that npm accepts, even from a name without letters', () => {
    expect(identityOf({ name: 'Globex Incident Library', prefix: 'GLX' }).packageName).toBe(
      'globex-incident-library',
    );
    expect(identityOf({ name: '!!!', prefix: 'X' }).packageName).toBe('incident-library-site');
  });

  it('writes every starter value into astro.config.mjs as a literal, whatever the name holds', () => {
    const config = starter('astro.config.mjs');
    for (const name of hostile('cli', [
      "Bob's Incident Library",
      "x', integrations: [], y: '",
      "$$ $& $' $` Library",
      'Back\\slash "quoted" Library',
    ])) {
      const id = identityOf({
        name,
        prefix: 'BOB',
        repository: 'https://github.com/bob/incidents',
      });
      const out = rewriteStarterFile('astro.config.mjs', config, id, 'file:x.tgz');
      expect(syntaxErrors(out)).toEqual([]);
      expect(out).toContain(`title: ${JSON.stringify(name)},`);
      expect(out).toContain(`idPrefix: "BOB",`);
      expect(out).toContain('"https://github.com/bob/incidents"');
      expect(out).not.toMatch(/Acme|acme|ACME/);
    }
  });

  it('leaves no Acme in any starter file: package, README, deploy guide, vocabularies, cases', () => {
    const id = identityOf({ name: 'Globex Incident Library', prefix: 'GLX' });
    const files = [
      'package.json',
      'README.md',
      'docs/deploy.md',
      'content/taxonomies/organisations.yaml',
      'content/taxonomies/components.yaml',
      'content/cases/ACME-0001.md',
      'content/cases/ACME-0002.md',
      'content/cases/ACME-0003.md',
      'content/_templates/case.md',
    ];
    for (const file of files) {
      const out = rewriteStarterFile(file, starter(file), id, 'file:incident-library-0.1.0.tgz');
      expect(out, file).not.toMatch(/acme/i);
    }
    const pkg = JSON.parse(
      rewriteStarterFile('package.json', starter('package.json'), id, 'file:t.tgz'),
    ) as {
      name: string;
      description: string;
      dependencies: Record<string, string>;
    };
    expect(pkg.name).toBe('globex-incident-library');
    expect(pkg.description).toMatch(/^Globex's incident library/);
    expect(pkg.dependencies['incident-library']).toBe('file:t.tgz');
    expect(renamedFile('ACME-0003.md', id)).toBe('GLX-0003.md');
    expect(
      rewriteStarterFile(
        'content/cases/ACME-0001.md',
        starter('content/cases/ACME-0001.md'),
        id,
        '',
      ),
    ).toMatch(/^id: GLX-0001$/m);
  });

  it('keeps a replacement pattern in a name literal', () => {
    const id = identityOf({ name: "$' $& Library", prefix: 'X' });
    expect(rewriteStarterFile('README.md', '# Acme Incident Library\n', id, '')).toBe(
      "# $' $& Library\n",
    );
  });

  it('refuses a prefix the config would refuse, saying why', () => {
    expect(choiceProblem({ name: 'Globex', prefix: 'glx-' })).toMatch(/^prefix: expected/);
    expect(choiceProblem({ name: 'A\nB', prefix: 'glx-' })).toMatch(/^name: .*; prefix: expected/);
    expect(choiceProblem({ name: 'Globex', prefix: 'GLX' })).toBeUndefined();
  });
});

describe('init: the folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-init-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a new folder, an empty one, or a fresh npm folder', () => {
    expect(folderProblem(join(dir, 'new'))).toBeUndefined();
    mkdirSync(join(dir, 'empty'));
    expect(folderProblem(join(dir, 'empty'))).toBeUndefined();
    mkdirSync(join(dir, 'npm/node_modules'), { recursive: true });
    writeFileSync(
      join(dir, 'npm/package.json'),
      JSON.stringify({ name: 'npm', dependencies: { 'incident-library': 'file:x.tgz' } }),
    );
    writeFileSync(join(dir, 'npm/package-lock.json'), '{}');
    expect(folderProblem(join(dir, 'npm'))).toBeUndefined();
  });

  it('refuses a file, a folder with other files, and a project with other dependencies', () => {
    writeFileSync(join(dir, 'file'), 'x');
    expect(folderProblem(join(dir, 'file'))).toMatch(/is a file, not a folder/);
    mkdirSync(join(dir, 'used'));
    writeFileSync(join(dir, 'used/index.html'), 'x');
    expect(folderProblem(join(dir, 'used'))).toMatch(/is not empty \(it holds index\.html\)/);
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app/package.json'), JSON.stringify({ dependencies: { react: '1' } }));
    expect(folderProblem(join(dir, 'app'))).toMatch(/already depends on react/);
  });
});

describe('init: a folder it cannot write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-init-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  it('a path through a file: one line naming the folder as typed, exit 1, nothing written', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    // As the user typed it: relative to where the command runs.
    const typed = relative(process.cwd(), join(dir, 'notes.txt', 'lib'));
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
      errors.push(...a.map(String).join(' ').split('\n'));
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await runInit([typed, '--name', 'Globex Incident Library'], false)).toBe(1);
    expect(errors).toEqual([
      `cannot write ${typed}: a part of the path is a file, not a folder (ENOTDIR)`,
    ]);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('says a folder it may not write in words, naming it as typed', () => {
    // Tests run as root, which may write anywhere: the errors are made, as Node reports them.
    const denied = (code: string) =>
      Object.assign(new Error(`${code}: refused, mkdir '/abs/lib'`), {
        code,
        syscall: 'mkdir',
        path: '/abs/lib',
      });
    expect(writeProblem('lib', denied('EACCES'))).toBe(
      'cannot write lib: not writable (permission denied) (EACCES)',
    );
    expect(writeProblem('lib', denied('EPERM'))).toBe(
      'cannot write lib: not writable (operation not permitted) (EPERM)',
    );
    expect(writeProblem('lib', new Error('something else'))).toBeUndefined();
  });
});

describe('init: names with punctuation', () => {
  it('keeps slugs to single hyphens', () => {
    const id = identityOf({ name: 'Globex\'s "$&" Incident Library', prefix: 'G' });
    expect(id.org).toBe('Globex');
    expect(id.slug).toBe('globex');
    expect(id.packageName).toBe('globexs-incident-library');
  });
});

// Targets init cannot use: one line naming the folder as typed and what to do, exit 2, nothing
// written or removed. A link to nothing failed as "ENOENT: ... mkdir '/tmp/...'" and removed the
// link; a package.json of `null` was taken for a fresh npm folder's and written over.
describe('init: a target it cannot use', () => {
  const dir = mkdtempSync(join(tmpdir(), 'il-init-target-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());
  /** A folder holding only a package.json of `json`. */
  const npmFolder = (json: string) => (at: string) => {
    mkdirSync(at);
    writeFileSync(join(at, 'package.json'), json);
  };
  const NOT_NPM = '/package.json is not a JSON object, as npm writes one: fix or remove it';

  it.each(
    hostile('cli', [
      {
        target: 'a symbolic link to nothing',
        setup: (at: string) => symlinkSync(`${at}-nowhere`, at),
        says: ' is a symbolic link to nothing: make the folder it points to, or choose another folder',
      },
      {
        target: 'a file',
        setup: (at: string) => writeFileSync(at, 'mine'),
        says: ' is a file, not a folder: choose a folder',
      },
      { target: 'a folder whose package.json is null', setup: npmFolder('null'), says: NOT_NPM },
      { target: 'a folder whose package.json is a list', setup: npmFolder('[]'), says: NOT_NPM },
      { target: 'a folder whose package.json is a string', setup: npmFolder('"x"'), says: NOT_NPM },
      { target: 'a folder whose package.json is cut short', setup: npmFolder('{'), says: NOT_NPM },
    ]),
  )('$target: one line naming it as typed, nothing written', async ({ setup, says }) => {
    const at = mkdtempSync(join(dir, 't-'));
    rmSync(at, { recursive: true });
    setup(at);
    const typed = relative(process.cwd(), at);
    const before = readdirSync(dir, { recursive: true }).sort();
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
      errors.push(...a.map(String).join(' ').split('\n'));
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await runInit([typed, '--name', 'Globex Incident Library'], false)).toBe(2);
    expect(errors).toEqual([`${typed}${says}`]);
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before);
    expect(lstatSync(at)).toBeDefined();
  });
});
