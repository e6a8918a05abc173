#!/usr/bin/env node
// The `incident-library` command: runs one of the library's tools in the current folder (a
// library project: astro.config.mjs with incidentLibrary(), and its content). Each tool is a
// TypeScript module of this package, started in a Node process that can load it from
// node_modules (strip-types.mjs); Astro's own commands (dev, preview) start Astro's own `astro`
// bin the same way, so Astro can load the integration from node_modules too.
//
// This file is plain JavaScript that any Node since 14 can read, so that an old Node gets one
// line saying what to run instead of a syntax or link error from the modules it would load.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [command, ...args] = process.argv.slice(2);

// The package's modules need Node's synchronous module hooks and type stripping (22.15, 23.5)
// and `import.meta.main` (22.18, 24.2): the first Node that has all three is the floor.
if (typeof nodeModule.registerHooks !== 'function' || import.meta.main === undefined) {
  const again = ['incident-library', ...process.argv.slice(2)].join(' ');
  console.error(
    `incident-library needs Node 22.18 or later (24 LTS recommended); this is Node ${process.versions.node}. ` +
      `Run it with Node 24 from npm: npx -p node@24 -p incident-library ${again}`,
  );
  process.exit(1);
}

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
  import: [
    'src/cli/import.ts',
    'turn postmortems (Markdown, HTML, .docx) into draft cases with the next free IDs',
  ],
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
const usage = [
  'usage: incident-library <command> [options]',
  '',
  ...Object.entries(TOOLS).map(([c, [, what]]) => `  ${c.padEnd(12)} ${what}`),
  ...Object.entries(ASTRO).map(([c, what]) => `  ${c.padEnd(12)} ${what}`),
].join('\n');

/**
 * The path of the `astro` command of the Astro that the library in `cwd` resolves: Astro exports
 * only its package.json and its entry points, so the bin is found through the package's own
 * `bin` field rather than by a file path inside the package.
 */
function astroBin(cwd) {
  const require = nodeModule.createRequire(join(cwd, 'package.json'));
  let manifest;
  try {
    manifest = require.resolve('astro/package.json');
  } catch {
    console.error(
      `astro is not installed in ${cwd}: run npm install in the library's folder first`,
    );
    process.exit(1);
  }
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.astro);
}

let script;
if (Object.hasOwn(TOOLS, command ?? '')) script = here(TOOLS[command][0]);
else if (Object.hasOwn(ASTRO, command ?? '')) {
  script = astroBin(process.cwd());
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
