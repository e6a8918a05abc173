/**
 * A private copy of the project for a test that runs Astro in a root of its own: the files Astro
 * reads to build (`src`, `schemas`, `public`, the config), the repository's `node_modules` linked,
 * and its own `.astro/` folder, which `astro dev` keeps its content store in and which builds in
 * the repository root rewrite while other tests run.
 */
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build-site.ts';

const PROJECT_FILES = [
  'src',
  'schemas',
  'public',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];

/** Copies the project to `root` (created) with `content` (a folder) as its `content/`. */
export function checkout(root: string, content: string): void {
  mkdirSync(root, { recursive: true });
  for (const f of PROJECT_FILES) cpSync(join(ROOT, f), join(root, f), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  cpSync(content, join(root, 'content'), { recursive: true });
}
