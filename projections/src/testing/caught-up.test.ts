import { openMemoryEventStore, openMemoryReadStore, ProjectionRunner } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../index.ts';
import { caughtUp } from './caught-up.ts';
import { writeHistory } from './history.ts';

/** A small history in the log and a runner following it live. */
async function following() {
  const events = openMemoryEventStore(),
    live = openMemoryReadStore();
  const runner = new ProjectionRunner(events, live, allProjections, { operations: false });
  await runner.start();
  await writeHistory(events, { organizations: 1, members: 5, months: 2, seed: 1 });
  return { runner, live, head: (await events.headPosition())! };
}

describe('waiting for the projections to catch up', () => {
  it('ends once every projection serves the head of the log', async () => {
    const { runner, live, head } = await following();
    expect(await caughtUp(live, allProjections, head)).toBe(true);
    await runner.stop();
  });

  it('gives up once no projection has committed a batch for the stall time: a stopped runner', async () => {
    const { runner, live, head } = await following();
    await runner.stop();
    expect(await caughtUp(live, allProjections, head + 1n, 200)).toBe(false);
  });
});
