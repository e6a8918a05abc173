/**
 * `docs/hostile-inputs.md`: the hostile or faulty inputs the tests hold, counted by surface, with
 * the test files that run them. Counted from the tests themselves, so the page cannot say more
 * than they do: the rows of every `hostile('<surface>', [...])` table in `test/` (read with the
 * TypeScript parser, not run), and the corpus files of `test/fixtures/` with the test files that
 * load them. `npm run docs:hostile` writes the page; `test/unit/hostile-inputs.test.ts` fails when
 * it is out of step.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { loadCorpus, loadFrontmatterValues, PATHOLOGICAL } from '../fixtures/hostile/corpus.ts';
import { ROOT } from './build-site.ts';
import { SURFACES, type Surface } from './hostile.ts';

/** Where the page is, from the repository's root. */
export const DOC = 'docs/hostile-inputs.md';

/** One source of inputs: how many, what they are, and the test files that run them. */
export interface InputSource {
  surface: Surface;
  count: number;
  what: string;
  tests: string[];
}

/** The `.ts` files under `dir`, as paths from the repository's root, sorted. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${dir}/${f.split('\\').join('/')}`)
    .sort();
}

/** The title of the test (or else the group) around `node`: the first string the calls around it are given. */
function testTitle(node: ts.Node): string | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (!ts.isCallExpression(n)) continue;
    const first = n.arguments[0];
    if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
      return first.text;
    if (first && ts.isTemplateExpression(first)) return first.getText().slice(1, -1);
  }
  return undefined;
}

/**
 * The `hostile(...)` tables of the test file `file` (its text `text`): one source per table.
 * @throws Error naming the file and line of a table whose surface is not a string of `SURFACES`,
 *   whose rows are not an array literal without spreads (they could not be counted), or whose
 *   rows are not used (a table no test runs).
 */
export function hostileTables(file: string, text: string): InputSource[] {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: InputSource[] = [];
  // Only the `hostile` of `test/helpers/hostile.ts`: a test may have a function of that name.
  const imported = tree.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      /(^|\/)hostile\.ts$/.test(s.moduleSpecifier.text) &&
      s.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => e.name.text === 'hostile'),
  );
  if (!imported) return found;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'hostile'
    ) {
      const at = `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const [surface, rows] = node.arguments;
      if (!surface || !ts.isStringLiteral(surface) || !Object.hasOwn(SURFACES, surface.text))
        throw new Error(`${at}: hostile() needs one of ${Object.keys(SURFACES).join(', ')}`);
      let list: ts.Expression | undefined = rows;
      while (list && (ts.isAsExpression(list) || ts.isParenthesizedExpression(list)))
        list = list.expression;
      if (!list || !ts.isArrayLiteralExpression(list) || list.elements.some(ts.isSpreadElement))
        throw new Error(`${at}: hostile() needs its rows as an array literal, to count them`);
      if (ts.isExpressionStatement(node.parent))
        throw new Error(`${at}: the rows of hostile() are not used by any test`);
      found.push({
        surface: surface.text as Surface,
        count: list.elements.length,
        what: `"${testTitle(node) ?? 'a table'}"`,
        tests: [file],
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Every source of hostile inputs in the tests. */
export function inputSources(): InputSource[] {
  const files = ['test/unit', 'test/build', 'test/e2e'].flatMap(sources);
  const text = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
  // The test files that name one of `marks` (a fixture folder, or the function that loads it).
  const runBy = (...marks: string[]) =>
    files.filter((f) => f.endsWith('.test.ts') && marks.some((m) => text.get(f)!.includes(m)));
  const frontmatterFiles = readdirSync(join(ROOT, 'test/fixtures/hostile-frontmatter')).filter(
    (f) => f.endsWith('.md'),
  );
  return [
    {
      surface: 'frontmatter',
      count: frontmatterFiles.length,
      what: 'files of `test/fixtures/hostile-frontmatter/` (YAML syntax, encodings, controls)',
      tests: runBy('hostile-frontmatter'),
    },
    {
      surface: 'frontmatter',
      count: loadFrontmatterValues().length,
      what: 'values of `test/fixtures/hostile/frontmatter/`, in every field that reaches a page',
      tests: runBy('loadFrontmatterValues', 'writeHostileSite'),
    },
    {
      surface: 'body',
      count: loadCorpus().length,
      what: 'bodies of `test/fixtures/hostile/<kind>/` (`KINDS` in its `corpus.ts`)',
      tests: runBy('loadCorpus', 'writeHostileSite'),
    },
    {
      surface: 'body',
      count: Object.keys(PATHOLOGICAL).length,
      what: 'pathological bodies generated at size (`PATHOLOGICAL` in `test/fixtures/hostile/corpus.ts`)',
      tests: runBy('PATHOLOGICAL'),
    },
    ...files.filter((f) => f.endsWith('.test.ts')).flatMap((f) => hostileTables(f, text.get(f)!)),
  ];
}

/** The page, from `sources`. */
export function hostileInputsDoc(list: readonly InputSource[] = inputSources()): string {
  const surfaces = Object.keys(SURFACES) as Surface[];
  const of = (s: Surface) => list.filter((i) => i.surface === s);
  const sum = (l: readonly InputSource[]) => l.reduce((n, i) => n + i.count, 0);
  const tests = (l: readonly InputSource[]) =>
    [...new Set(l.flatMap((i) => i.tests))]
      .sort()
      .map((t) => `\`${t}\``)
      .join(', ');
  const lines = [
    '# Hostile inputs the tests hold',
    '',
    'Hostile or faulty inputs, by the surface they reach the library through, and the test files',
    'that run them. Counted from the tests: the rows of every `hostile(...)` table in `test/`',
    '(`test/helpers/hostile.ts`) and the corpus files of `test/fixtures/`. Written by',
    '`npm run docs:hostile`; `test/unit/hostile-inputs.test.ts` fails when this page is out of step.',
    '',
    '| Surface | Inputs | What it is | Test files |',
    '| --- | ---: | --- | --- |',
    ...surfaces.map((s) => `| ${s} | ${sum(of(s))} | ${SURFACES[s]} | ${tests(of(s))} |`),
    `| all | ${sum(list)} | | |`,
    '',
  ];
  for (const s of surfaces) {
    lines.push(`## ${s}`, '');
    for (const i of of(s))
      lines.push(`- ${i.count}: ${i.what}${i.tests.length ? `; ${tests([i])}` : ''}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (import.meta.main) {
  writeFileSync(join(ROOT, DOC), hostileInputsDoc());
  console.log(`wrote ${relative(process.cwd(), join(ROOT, DOC))}`);
}
