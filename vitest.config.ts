import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The fault suite runs on its own (vitest.faults.config.ts, npm run test:faults).
    exclude: ['test/faults/**', '**/node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 20_000,
  },
});
