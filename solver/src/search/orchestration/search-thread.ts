/** The 'search' role: a search, then — where the bound thread hands over multipliers — one from a primal. */
import { lagrangianStart } from '../heuristics/lagrangian-primal.ts';
import { now } from './clock.ts';
import { SUBGRADIENT_SHARE } from './ascent-bounds.ts';
import type { ThreadContext } from './thread-context.ts';

/** The search thread's primal draws its noise and order from its seed plus this. */
export const PRIMAL_SEED = 1000;

export async function searchThread({ task, inbox, primals, c, searchWith }: ThreadContext): Promise<void> {
  // Where the bound thread's ascent hands over its multipliers, this thread builds its own primal
  // (its own price noise and order) and searches from it. A primal lies far above a search's best
  // of the same time (500, at 24 s: 22,800 against 14,800) but in a better basin, which adopting
  // shared schedules at once would leave: it takes them from the end of the bound's share on,
  // when the bound thread's second search joins this one, from its best or a better primal
  // (and other search threads' primals have had their time).
  const primal = inbox && primals ? inbox : undefined;
  const sharedFrom = now() + SUBGRADIENT_SHARE * (task.deadline - now());
  await searchWith(task.seed, primal ? { interrupt: () => primal.hasMultipliers() } : {});
  const m = primal?.takeMultipliers();
  if (m && now() < task.deadline) {
    const start = lagrangianStart(c, m, task.seed + PRIMAL_SEED);
    await searchWith(task.seed, { strategy: task.strategy ?? 0, start, warm: true, primal: true, sharedFrom });
  }
}
