import { defineConfig } from 'vitest/config';

// The fault suite (test/faults): private PostgreSQL and Redis servers, the service as a child process. Run with
// `npm run test:faults`; `.ci/run` runs it as its own leg.
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
