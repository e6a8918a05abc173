// ESLint for the TypeScript, the Astro templates (eslint-plugin-astro parses the whole file, so a
// variable used only in the template counts as used) and the few JavaScript files. Formatting is
// Prettier's job: eslint-config-prettier, last, turns off every rule it would fight with.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/dist.previous/',
    '**/.astro/',
    '**/node_modules/',
    'bench/baselines/**/dist/',
    // A build's staging folder, wherever its project is (the benchmark's builds in bench/project).
    '**/.build-tmp/',
    'bench/out/',
    '**/.*.tmp-*/',
    '**/.*.previous/',
    // A library of its own: it imports this package by name, as a team's project does, and is
    // checked by building it (test/build/starter-site.test.ts).
    'examples/',
    '.test-sites/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    languageOptions: { globals: globals.node },
  },
  {
    // Browser scripts, and the `<script>` blocks of Astro templates, run in the page.
    files: ['src/scripts/**', '**/*.astro/*.ts', '**/*.astro/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Type-aware rules need the TypeScript program, built once from tsconfig.json for the .ts
    // files and the templates alike (astro-eslint-parser takes no project service).
    files: ['**/*.ts', '**/*.astro'],
    ignores: ['**/*.astro/*.ts'],
    languageOptions: {
      parserOptions: {
        project: true,
        extraFileExtensions: ['.astro'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its error: the build would pass with a step that failed.
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // The import rules live in .dependency-cruiser.mjs, which cannot read templates; their share is
    // here. A template's frontmatter runs at build time and may import anything but the CLI.
    files: ['**/*.astro'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cli/*'],
              message: 'Templates do not import command-line code (src/cli/).',
            },
          ],
        },
      ],
    },
  },
  {
    // A template's <script> runs in the browser: Node's modules and the Node-side folders are out.
    files: ['**/*.astro/*.ts', '**/*.astro/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                '**/node/*',
                '**/cli/*',
                '**/postbuild/*',
                '**/astro/*',
                'astro',
                'astro:*',
              ],
              message: 'Browser code imports src/scripts/ and browser-safe site/ modules only.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // Unused variables and imports are errors. `const { a: _, ...rest } = x` drops a field
      // (rest siblings); a leading `_` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      // Every control character in our regular expressions is there on purpose: they find, strip
      // or refuse control characters in untrusted input.
      'no-control-regex': 'off',
    },
  },
  prettier,
);
