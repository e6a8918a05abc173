/**
 * Preloaded by the npm scripts (`node --import ./src/cli/compile-cache.ts ...`): turns on Node's
 * on-disk compile cache (in the system's temporary folder) before the command's own modules load,
 * so a second run skips compiling our TypeScript and its libraries again. Measured on
 * `npm run validate <one file>` at 5,000 cases: about 0.2 s of CPU less per run.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
