import { beforeEach } from 'vitest';
import { getCurrentSuite } from 'vitest/suite';

// The API specs' set-up file (vitest.config.ts): it runs the tests of each spec file, and of every
// describe in it, in a random order, so a test that leans on an earlier one fails. vitest takes
// `sequence.shuffle` from the root configuration only, one switch for every project; the order here
// follows the root's `sequence.seed` (ROSTRA_SPEC_SEED), which a failing test names to replay it.
const file = getCurrentSuite();
file.file.shuffle = true;
file.options = { ...file.options, shuffle: true };

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.error(`Tests ran in a random order: ROSTRA_SPEC_SEED=${process.env.ROSTRA_SPEC_SEED} replays it.`);
  });
});
