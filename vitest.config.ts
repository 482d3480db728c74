import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,platform,projections,command-api,query-api,solver,cli}/{src,bench}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
