import { afterEach, beforeEach, describe } from 'vitest';
import type { ContractFixture, OpenedReadStore, OpenReadStore } from './contract-fixture.ts';
import { commitSpecs } from './contract-commits.ts';
import { documentSpecs } from './contract-documents.ts';
import { querySpecs } from './contract-queries.ts';
import { tableSpecs } from './contract-tables.ts';

export type { OpenedReadStore, OpenReadStore } from './contract-fixture.ts';

/** The behaviour every ReadStore adapter must have; each adapter's test file runs it. */
export function readStoreContract(name: string, open: OpenReadStore): void {
  describe(`read store contract: ${name}`, () => {
    let current: OpenedReadStore | undefined;
    beforeEach(async () => {
      current = await open();
    });
    // Runs even when a suite-level hook skipped the test before `open`.
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });
    const fixture: ContractFixture = {
      opened: () => {
        if (!current) throw new Error('no store is open');
        return current;
      },
      store: () => fixture.opened().store,
    };
    // Separate blocks, so each group's beforeEach only seeds its own tests.
    describe('tables', () => tableSpecs(fixture));
    describe('documents', () => documentSpecs(fixture));
    describe('queries', () => querySpecs(fixture));
    describe('commits, checkpoints and aliases', () => commitSpecs(fixture));
  });
}
