/**
 * What the bound thread keeps for its second search: the best schedule its LP neighbourhood has
 * seen and the Lagrangian bound's best multipliers, and the second search that starts from them.
 */
import { Evaluator } from '../heuristics/evaluator.ts';
import { lagrangianStart, type Multipliers } from '../heuristics/lagrangian-primal.ts';
import { better } from '../heuristics/local-search.ts';
import type { ThreadContext } from './thread-context.ts';

export class SecondSearch {
  private readonly ctx: ThreadContext;
  /** The best schedule the bound thread's LP neighbourhood has seen (shared or its own), for the second search. */
  bestSeen: Evaluator | undefined;
  // The Lagrangian bound's best multipliers, where it ran, for the primals (lagrangian-primal.ts):
  // the search threads' and the second search's; not in reproducible runs and runs from a given start.
  fromMultipliers: Multipliers | undefined;

  constructor(ctx: ThreadContext) {
    this.ctx = ctx;
  }

  readonly seen = (sched: Int16Array): void => {
    const ev = new Evaluator(this.ctx.c, sched);
    if (!this.bestSeen || better(ev, this.bestSeen)) this.bestSeen = ev;
  };

  /**
   * The bound thread's search, with the next seed and strategy, from the best schedule the other
   * threads have shared (the last one: each beat those before it) where there is one: building its
   * own first schedule leaves it far behind. After the Lagrangian bound, from a primal built from
   * its last multipliers where that beats the shared one: it does where the search is slow (the
   * 10,000-employee month), not where the search thread is well ahead (the 500-employee month).
   */
  readonly run = async (): Promise<unknown> => {
    const { task, c, pull, searchWith } = this.ctx;
    const strategy = (task.strategy ?? 0) + 1;
    const pulled = pull ? (await pull()).at(-1) : undefined;
    const { bestSeen, fromMultipliers } = this;
    // The LP's neighbourhood (computeBounds) drained the inbox before: its best schedule, shared or its own.
    const shared = pulled && (!bestSeen || better(new Evaluator(c, pulled), bestSeen)) ? pulled : bestSeen?.sched;
    const primal = fromMultipliers ? lagrangianStart(c, fromMultipliers, task.seed + 1) : undefined;
    if (primal && (!shared || better(new Evaluator(c, primal), new Evaluator(c, shared))))
      return searchWith(task.seed + 1, { strategy, start: primal, warm: true, primal: true });
    return shared ? searchWith(task.seed + 1, { strategy, start: shared, warm: true }) : searchWith(task.seed + 1, { strategy });
  };
}
