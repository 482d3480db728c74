/** What every step of the bound thread reads: HiGHS, the end of its bounds, the roster DP and the plan (plan.ts). */
import type { Highs } from 'highs';
import { roundUp } from '../bounds/bound.ts';
import { boundPlan, type BoundPlan } from './plan.ts';
import { highsRuntime } from '../compile/highs.ts';
import { lagrangianApplies } from '../bounds/lagrangian-bound.ts';
import { masterApplies } from '../exact/price-and-branch.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { employeeGroups } from '../bounds/group-bound.ts';
import type { ThreadContext } from './thread-context.ts';

export interface BoundRun {
  ctx: ThreadContext;
  highs: Highs;
  /** Where the bounds end: the task's deadline, or a round-limited run's counted budget. */
  boundsEnd: number;
  dp: RosterDp | undefined;
  /** The roster DP is exact (lagrangianApplies). */
  exact: boolean;
  inGroups: number[][];
  plan: BoundPlan;
  infeasible: () => void;
  /** Posts a bound, rounded up. */
  bound: (value: number) => void;
}

export async function boundRun(ctx: ThreadContext, boundsEnd: number): Promise<BoundRun> {
  const { task, c, post, reproducible } = ctx;
  const highs = await highsRuntime();
  const columns = masterApplies(c);
  // Where the roster DP is exact, column generation bounds at least as well as the monolithic
  // LP (and proves infeasibility when an employee has no roster): its time goes to the search.
  const dp = columns && !reproducible && task.secondSearch ? new RosterDp(c) : undefined;
  const exact = dp !== undefined && lagrangianApplies(c, dp);
  const infeasible = (): void => post({ type: 'infeasible' });
  const binaries = c.allowed.reduce((n, x) => n + x, 0);
  const inGroups = employeeGroups(c);
  const plan = boundPlan({
    binaries,
    days: c.D,
    groups: inGroups.length,
    columns,
    exactDp: exact,
    secondSearch: task.secondSearch,
    reproducible,
    countTargets: c.emp.some((em) => em.targets.length > 0),
  });
  const bound = (value: number): void => post({ type: 'bound', value: roundUp(c, value) });
  return { ctx, highs, boundsEnd, dp, exact, inGroups, plan, infeasible, bound };
}
