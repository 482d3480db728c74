import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const apiSpecs = '{command-api,query-api,cli}/src/**/*.api.test.ts';
const slowSolverTests = 'solver/{src,bench}/**/*.slow.test.ts';
const nodeTests = { testTimeout: 30_000, hookTimeout: 120_000, pool: 'forks', expect: { poll: { timeout: 10_000 } } } as const;

// The order the API specs run their tests in (cli/src/testing/shuffled.ts); set it to replay one.
const seed = Number(process.env.ROSTRA_SPEC_SEED) || Date.now();
process.env.ROSTRA_SPEC_SEED = String(seed);

export default defineConfig({
  test: {
    sequence: { seed },
    // vitest's default is one worker fewer than the cores, for the main process: one worker on a 2-core
    // machine, which leaves a core idle (the main process only transforms and reports).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          include: [
            '{contracts,platform,projections,command-api,query-api,solver,cli}/{src,bench}/**/*.test.ts',
            'eslint-rules/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, apiSpecs, slowSolverTests],
          ...nodeTests,
        },
      },
      {
        test: {
          // The solver's tests that run HiGHS or the search for long on a counted clock
          // (solver/src/testing/counted-clock.ts): their outcome is the same on any machine, their
          // time is not, so they have room, and share the cores with the other specs.
          name: 'solver-slow',
          include: [slowSolverTests],
          ...nodeTests,
          testTimeout: 900_000,
        },
      },
      {
        test: {
          // The HTTP specs beside each slice, on one composed test server per file.
          name: 'api',
          include: [apiSpecs],
          ...nodeTests,
          // Every test stands alone (its own organization, users and data): each file runs its tests
          // in a random order, so one that leans on an earlier test fails.
          setupFiles: ['cli/src/testing/shuffled.ts'],
          // Each file starts its own server on its own data directory, so the files of a worker can share
          // one import of the server's modules (about 2 s a file) instead of loading them afresh each.
          isolate: false,
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
          // Each journey file starts its own server and Chromium, so the files share one import of the
          // server's modules (about 4 s a file) instead of loading them afresh each.
          isolate: false,
          // After the other projects: vitest runs projects of one group on one worker count.
          sequence: { groupOrder: 1 },
          // A loaded CI machine renders slowly: what a page must show gets longer than the default 1 s to show it.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
