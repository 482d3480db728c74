import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver-input';
import { generateMonth } from '../../bench/generate-month.ts';
import { toRosterModel } from '../product/to-model.ts';
import { compile } from './compiled.ts';
import { Inbox } from './inbox.ts';
import type { WorkerMessage } from './protocol.ts';
import { runTask } from './run-task.ts';
import { search } from './search.ts';

describe("the bound thread's second search", () => {
  it('begins from the best schedule the other thread shared: it reports none worse', async () => {
    // 50 employees with together and apart groups: no column generation, the monolithic MILP too
    // large to run, so the bound thread searches after its bounds.
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(50, 1)));
    const c = compile(model);
    const first = await search(c, { seed: 1, deadline: Date.now() + 60_000, maxRounds: 0 });
    const shared = await search(c, { seed: 1, deadline: Date.now() + 60_000, maxRounds: 1 });
    expect(shared.hard).toBe(0);
    expect(shared.soft).toBeLessThan(first.soft);
    const inbox = new Inbox();
    // As solve.ts shares them: each better than the one before.
    inbox.push(first.sched);
    inbox.push(shared.sched);
    const reported: number[] = [];
    const post = (m: WorkerMessage): void => {
      if (m.type === 'incumbent' && m.hard === 0) reported.push(m.soft);
    };
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, deadline: Date.now() + 3000 }, post, inbox);
    expect(Math.max(...reported)).toBeLessThanOrEqual(shared.soft);
  }, 120_000);
});
