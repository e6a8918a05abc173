/**
 * `npm run --silent mcp` (or `npx incident-library mcp`): the library's Model Context Protocol
 * server over stdio, for assistants and editors. It reads the library in the current folder (or
 * `--root <folder>`) the way `npm run validate` does: the project's `astro.config.mjs`
 * (`loadProject`), `content/` (`readContentTree`) and the one model (`buildLibrary`), and answers
 * with the URLs of the site the config describes (`site`, `base`).
 *
 * Standard output carries protocol messages only: anything else that would print there (a
 * `console.log` of a dependency) goes to standard error, where clients keep the server's log.
 */
import { pageVocabularies } from '../model/vocabularies.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { formatIssue, sortIssues } from '../model/errors.ts';
import { buildLibrary } from '../model/library.ts';
import { loadProject, type Project } from '../node/project.ts';
import { contentStamp, readContentTree } from '../node/read-content.ts';
import { buildCatalogue } from './catalogue.ts';
import { oneLine } from './inputs.ts';
import { reloading } from './reloading.ts';
import { createServer, type Loaded } from './server.ts';
import { guardStdin, LINE_MAX } from './stdin-guard.ts';
import { buildTextIndex } from './text-index.ts';
import { wordsOf } from '../site/i18n.ts';

// Before anything is loaded: a log line on stdout would corrupt the protocol.
console.log = console.info = console.debug = console.error;

/** Where the site lives when the config names no `site`: Astro's own preview address. */
const LOCAL_SITE = 'http://localhost:4321';

/**
 * Reads and validates the library at `root`.
 * @throws Error naming the number of content problems and the first, when the content is invalid.
 */
function loadLibrary(project: Project): Loaded {
  const read = readContentTree(project.root, project.contentDir);
  const { library, issues } = buildLibrary(read.files, { rules: project.rules });
  const problems = sortIssues([...read.issues, ...issues]);
  if (problems.length)
    throw new Error(
      `the library has ${problems.length} content problem${problems.length === 1 ? '' : 's'} (first: ${oneLine(formatIssue(problems[0]))}): run npm run validate and fix them`,
    );
  const catalogue = buildCatalogue(
    library,
    { site: project.site ?? LOCAL_SITE, base: project.base },
    project.config.internalHosts,
    project.rules.vocabularies,
    project.config.facets,
    project.config.features.mitigations,
  );
  return { catalogue, index: buildTextIndex(catalogue.cases) };
}

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = resolve(values.root ?? process.cwd());
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
let project: Project;
try {
  project = await loadProject(root);
} catch (err) {
  // A config with bad options says each on a line of its own: each stays one line here.
  for (const line of (err instanceof Error ? err.message : String(err)).split('\n'))
    console.error(`incident-library mcp: ${oneLine(line)}`);
  process.exit(1);
}
if (!project.config.features.mcp) {
  console.error(
    'incident-library mcp: this library turns its MCP server off (features.mcp is false in astro.config.mjs)',
  );
  process.exit(1);
}
// Start reading at once, so the first question does not wait for it; each tool call reads the
// library again when a content file changed since (a fixed file is served without a restart), and
// each read says on stderr what it found. A failure is the answer of the calls until the next change.
const library = reloading(
  () => loadLibrary(project),
  () => contentStamp(project.root, project.contentDir),
  (outcome) =>
    console.error(
      'value' in outcome
        ? `incident-library mcp: ${outcome.value.catalogue.cases.length} cases from ${project.contentDir}`
        : `incident-library mcp: ${oneLine(outcome.error instanceof Error ? outcome.error.message : String(outcome.error))}`,
    ),
);
void library();
const vocabularies = project.rules.vocabularies;
const server = createServer(
  library,
  {
    name: 'incident-library',
    version: pkg.version,
    title: project.config.title,
    instructions: wordsOf(project.config).t('mcp.instructions', { title: project.config.title }),
  },
  {
    all: vocabularies.rows,
    facets: project.config.facets.map((f) => vocabularies.byName.get(f)!),
  },
  project.config.features.mitigations
    ? { vocabularies: pageVocabularies(vocabularies.rows, 'mitigations') }
    : undefined,
);
// Lines the SDK transport would drop unanswered (or close on, when over its buffer) are answered
// by the guard in front of it; its buffer is left room for the longest line the guard passes.
const transport: StdioServerTransport = new StdioServerTransport(
  guardStdin(
    process.stdin,
    (message) => void transport.send(message),
    (line) => console.error(`incident-library mcp: refused a message: ${oneLine(line)}`),
  ),
  process.stdout,
  { maxBufferSize: 2 * LINE_MAX + 2 },
);
await server.connect(transport);
