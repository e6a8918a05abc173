#!/usr/bin/env node
// The `incident-library` command: runs one of the library's tools in the current folder (a
// library project: astro.config.mjs with incidentLibrary(), and its content). Each tool is a
// TypeScript module of this package, started in a Node process that can load it from
// node_modules (strip-types.mjs); Astro's own commands (dev, preview) start the same way, so
// Astro can load the integration from node_modules too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLS = {
  build: [
    'src/cli/build.ts',
    'validate, build with Astro, index with Pagefind, check, then publish dist/',
  ],
  validate: [
    'src/cli/validate.ts',
    'check the content: every problem with file, line, field and a hint',
  ],
  check: ['src/cli/check.ts', 'run the post-build checks on a built site'],
  'new-case': ['src/cli/new-case.ts', 'write a new case file with the next free ID'],
  generate: ['src/cli/json-schema.ts', 'write the JSON Schemas and what derives from them'],
  'source-urls': ['src/cli/source-urls.ts', "list every source's address (for a link check)"],
  narrate: [
    'src/cli/narrate.ts',
    'turn transcripts into MP3 episodes with an offline speech engine',
  ],
  init: ['src/cli/init.ts', 'copy the starter into a new folder as your own library'],
  mcp: ['src/mcp/main.ts', 'serve the library to assistants: an MCP server over stdio'],
};
const ASTRO = { dev: 'start the dev server with a live preview', preview: 'serve the built site' };

const here = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const [command, ...args] = process.argv.slice(2);
const usage = [
  'usage: incident-library <command> [options]',
  '',
  ...Object.entries(TOOLS).map(([c, [, what]]) => `  ${c.padEnd(12)} ${what}`),
  ...Object.entries(ASTRO).map(([c, what]) => `  ${c.padEnd(12)} ${what}`),
].join('\n');

let script;
if (command in TOOLS) script = here(TOOLS[command][0]);
else if (command in ASTRO) {
  // Astro's command is its package's `bin`: its `exports` list no file of it.
  const require = createRequire(`${process.cwd()}/`);
  const astroPackage = require.resolve('astro/package.json');
  script = join(dirname(astroPackage), JSON.parse(readFileSync(astroPackage, 'utf8')).bin.astro);
  args.unshift(command);
} else {
  console.error(command ? `unknown command "${command}"\n\n${usage}` : usage);
  process.exit(command === '--help' || command === '-h' ? 0 : 2);
}
const hooks = new URL('./strip-types.mjs', import.meta.url).href;
// Node calls its type stripping experimental; the warning would print on every command.
const r = spawnSync(
  process.execPath,
  [
    '--disable-warning=ExperimentalWarning',
    // A build gives its dead memory back between phases (src/node/release-memory.ts).
    ...(command === 'build' ? ['--expose-gc'] : []),
    '--import',
    hooks,
    script,
    ...args,
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --disable-warning=ExperimentalWarning --import ${hooks}`.trim(),
    },
  },
);
process.exit(r.status ?? (r.signal ? 1 : 0));
