import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['{contracts,platform,projections,command-api,query-api,solver,cli}/{src,bench}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          expect: { poll: { timeout: 10_000 } },
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'browser-journeys',
          include: ['e2e/src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One Chromium at a time on a 2-core machine.
          fileParallelism: false,
          // A loaded CI machine renders slowly: what a page must show gets longer than the default 1 s to show it.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
