/**
 * What one thread does for a solve: a search, or bounds first and then (when the monolithic MILP
 * is not worth running) a second search with another seed. Runs inside a worker or in-thread.
 */
import { computeBounds } from './bound.ts';
import { compile } from './compiled.ts';
import { highsRuntime } from './highs.ts';
import type { WorkerMessage, WorkerTask } from './protocol.ts';
import { search } from './search.ts';

export async function runTask(task: WorkerTask, post: (m: WorkerMessage) => void): Promise<void> {
  const c = compile(task.model);
  const searchWith = (seed: number): Promise<unknown> => search(c, {
    seed, deadline: task.deadline, ...(task.maxRounds === undefined ? {} : { maxRounds: task.maxRounds }),
    onImprove: (b) => post({ type: 'incumbent', sched: b.sched.slice(), hard: b.hard, soft: b.soft }),
  });
  if (task.role === 'search') {
    await searchWith(task.seed);
  } else {
    const highs = await highsRuntime();
    // Reproducible runs (a round limit) take schedules from the searches only.
    const reproducible = task.maxRounds !== undefined;
    const ranMonolithic = computeBounds(highs, c, task.deadline, {
      bound: (value) => post({ type: 'bound', value }),
      schedule: (sched) => { if (!reproducible) post({ type: 'incumbent', sched, hard: -1, soft: -1 }); },
      infeasible: () => post({ type: 'infeasible' }),
    }, task.seed);
    if (!ranMonolithic && task.secondSearch) await searchWith(task.seed + 1);
  }
  post({ type: 'done' });
}
