// The import rules of the source tree (README, "Layout"), checked by `npm run deps`. Each folder
// has one job; a rule below names the imports that would blur it. Type-only imports count: a type
// pulls its module's assumptions (Astro, the file system) in as surely as a value does.
//
// dependency-cruiser reads TypeScript and JavaScript, not `.astro` files, so the templates'
// own imports are not checked here (ESLint parses them; see eslint.config.js) and a module
// imported only by templates has no visible importer (the orphan rule lists those).
import { builtinModules } from 'node:module';

// Node's built-in modules, as dependency-cruiser names them (without `node:`).
const NODE_BUILTINS = `^(node:)?(${builtinModules.map((m) => m.replace(/[/]/g, '\\/')).join('|')})$`;
const ASTRO = '^(node_modules/astro/|astro:)';
const TEMPLATES = '^src/(routes|components|layouts)/|^src/content\\.config\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A cycle makes two modules one: neither can be read, tested or moved without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'A module nothing imports is dead code or a forgotten entry point. Entry points: the CLI commands, the pages, ' +
        "content.config.ts, the browser scripts (bundled from the templates' <script> tags), the MCP server (npm run mcp) and the check worker " +
        '(started by file name). page-toc.ts, json-script.ts, text-direction.ts, headline.ts, listing-pages.ts, concept-cases.ts, software.ts, matrix.ts and search-worker.ts are imported only by .astro templates, which this tool cannot read.',
      severity: 'error',
      from: {
        orphan: true,
        path: '^src/',
        pathNot: [
          '\\.d\\.ts$',
          '^src/cli/',
          '^src/routes/',
          '^src/index\\.ts$',
          '^src/content\\.config\\.ts$',
          '^src/scripts/',
          '^src/postbuild/check-worker\\.ts$',
          '^src/mcp/main\\.ts$',
          '^src/site/page-toc\\.ts$',
          '^src/site/json-script\\.ts$',
          '^src/site/text-direction\\.ts$',
          '^src/site/headline\\.ts$',
          '^src/site/listing-pages\\.ts$',
          '^src/site/concept-cases\\.ts$',
          '^src/site/software\\.ts$',
          '^src/site/search-worker\\.ts$',
          '^src/site/theme-css\\.ts$',
          '^src/site/matrix\\.ts$',
        ],
      },
      to: {},
    },
    {
      name: 'schemas-stand-alone',
      comment:
        'schemas/ is the one definition of valid content; it depends on zod alone, so every other layer can import it.',
      severity: 'error',
      from: { path: '^schemas/' },
      to: { path: '^src/' },
    },
    {
      name: 'model-is-pure',
      comment:
        'src/model/ is the pure content model: it may import schemas/ and npm packages, no other folder of src/.',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { path: '^src/', pathNot: '^src/model/' },
    },
    {
      name: 'model-no-file-system',
      comment:
        'src/model/ takes text and returns values; reading files and running processes is src/node/, so the model runs anywhere and tests need no disk.',
      severity: 'error',
      from: { path: '^src/model/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs\\/promises|child_process)$' },
    },
    {
      name: 'markdown-layer',
      comment:
        'src/markdown/ is the render pipeline: it may import model/ and schemas/, not the site, the file system code or Astro.',
      severity: 'error',
      from: { path: '^src/markdown/' },
      to: { path: '^src/', pathNot: '^src/(markdown|model)/' },
    },
    {
      name: 'site-layer',
      comment:
        'src/site/ is the site model (indexes, feeds, citations, charts): it may import model/ and schemas/, not the file system code or Astro.',
      severity: 'error',
      from: { path: '^src/site/' },
      to: { path: '^src/', pathNot: '^src/(site|model|config)/' },
    },
    {
      name: 'config-layer',
      comment:
        'src/config/ is the options schema of the integration: it may import the pure model (for hints), schemas/ and npm packages, nothing that reads files or Astro.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/', pathNot: '^src/(config|model)/' },
    },
    {
      name: 'import-layer',
      comment:
        'src/import/ maps a postmortem onto a case: text in, values out. It may import model/, schemas/ and npm packages; reading the files and writing the drafts is the import command (src/cli/import.ts).',
      severity: 'error',
      from: { path: '^src/import/' },
      to: { path: '^src/', pathNot: '^src/(import|model)/' },
    },
    {
      name: 'import-no-file-system',
      comment: 'src/import/ is pure like the model, so every mapping is tested on text alone.',
      severity: 'error',
      from: { path: '^src/import/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|fs\\/promises|child_process)$' },
    },
    {
      name: 'node-layer',
      comment:
        'src/node/ is file-system and process code: it may import model/, schemas/ and site/, nothing that renders or adapts to Astro.',
      severity: 'error',
      from: { path: '^src/node/' },
      to: { path: '^src/', pathNot: '^src/(node|model|site|config)/' },
    },
    {
      name: 'postbuild-layer',
      comment:
        'src/postbuild/ runs on the built site: it may import node/, site/, model/ and schemas/, not the Astro adapter or the CLI.',
      severity: 'error',
      from: { path: '^src/postbuild/' },
      to: { path: '^src/', pathNot: '^src/(postbuild|node|site|model)/' },
    },
    {
      name: 'mcp-layer',
      comment:
        'src/mcp/ is the MCP server: it reads the library through node/ and the model like the validator does, and answers from site/ helpers; it never needs Astro, the render pipeline, a command or a browser script.',
      severity: 'error',
      from: { path: '^src/mcp/' },
      to: { path: '^src/', pathNot: '^src/(mcp|node|model|site|config)/' },
    },
    {
      name: 'astro-adapter-layer',
      comment:
        'src/astro/ adapts the model to Astro; the CLI and the browser scripts sit above it.',
      severity: 'error',
      from: { path: '^src/astro/' },
      to: { path: '^src/(cli|scripts)/' },
    },
    {
      name: 'astro-only-in-adapter',
      comment:
        'Only src/astro/ and the templates import `astro` or `astro:*`, so everything else runs and is tested without Astro.',
      severity: 'error',
      from: { pathNot: [`^src/astro/`, TEMPLATES, '^astro\\.config\\.mjs$', '^src/index\\.ts$'] },
      to: { path: ASTRO },
    },
    {
      name: 'cli-only-entry-points',
      comment:
        'src/cli/ holds commands: only other commands import its modules, so no library code depends on a command line.',
      severity: 'error',
      from: { pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'scripts-not-imported',
      comment:
        'Browser scripts are loaded by the templates, never imported by TypeScript that runs in Node.',
      severity: 'error',
      from: { pathNot: '^src/scripts/' },
      to: { path: '^src/scripts/' },
    },
    {
      name: 'scripts-browser-safe',
      comment:
        'src/scripts/ runs in the browser: it may import site/ modules and browser-safe packages, nothing else of src/.',
      severity: 'error',
      from: { path: '^src/scripts/' },
      to: { path: '^src/', pathNot: '^src/(scripts|site)/' },
    },
    {
      name: 'scripts-no-node',
      comment:
        "Nothing a browser script imports, directly or through a site/ module, may need Node's built-in modules.",
      severity: 'error',
      from: { path: '^src/scripts/' },
      to: { path: NODE_BUILTINS, reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
