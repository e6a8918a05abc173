import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous: browser tests that visit every page of a site run long on a loaded 2-core machine.
    testTimeout: 900_000,
    hookTimeout: 600_000,
    // Build and browser tests start their own processes; two cores, so keep it modest.
    maxWorkers: 2,
  },
});
