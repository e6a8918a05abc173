import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 600_000,
    // Build and browser tests start their own processes; two cores, so keep it modest.
    maxWorkers: 2,
  },
});
