/**
 * The flagship library as its astro.config.mjs configures it, and its content rules (case IDs
 * `IL-` and four digits, its component kinds): the rules every test of the flagship's content and
 * of its fixtures checks under. Read from the config itself, so the tests check what the build does.
 */
import { loadProject } from '../../src/node/project.ts';
import { ROOT } from './build-site.ts';

/** The flagship project (its folders as the environment gives them, as `npm run build` sees it). */
export const FLAGSHIP = await loadProject(ROOT);

/** The flagship's content rules: `IL-0190`. */
export const IL_RULES = FLAGSHIP.rules;
