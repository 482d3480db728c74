/**
 * Lower bounds on the objective: the LP relaxation of the monolithic model, then, for models small
 * enough to be worth it, the monolithic MILP itself, whose dual bound rises (and which may prove
 * optimality or find schedules) while it runs. Also how infeasibility gets proven.
 */
import type { Highs } from 'highs';
import { NOT_FIXED, type Compiled } from './compiled.ts';
import { runHighs } from './highs.ts';
import { buildMilp } from './milp.ts';
import { initialSchedule } from './search.ts';

/** Above this many binaries the monolithic MILP is not worth the core (docs/solver-benchmarks.md: it stalls). */
export const MONOLITHIC_LIMIT = 6000;
const PDLP_TOLERANCE = 2e-4;
const MEMORY_LIMIT_COLUMNS = 400_000;

export interface BoundEvents {
  bound(value: number): void;
  schedule(sched: Int16Array): void;
  infeasible(): void;
}

function allFree(c: Compiled): Uint8Array {
  return Uint8Array.from(c.fixed, (f) => (f === NOT_FIXED ? 1 : 0));
}

/** Whether every schedule's objective is an integer (every weight is). */
export function integralObjective(c: Compiled): boolean {
  return (
    [...c.under, ...c.over, ...c.cellCost].every(Number.isInteger) &&
    c.emp.every((e) => e.targets.every((t) => Number.isInteger(t.under) && Number.isInteger(t.over)))
  );
}

/** Weights are integers in every model we build, so the bound can be rounded up. */
export function roundUp(c: Compiled, value: number): number {
  return integralObjective(c) ? Math.ceil(value - 1e-6) : value;
}

/**
 * The LP relaxation's bound. Large LPs: PDLP is an order of magnitude faster than simplex here,
 * but optimal only to a relative duality-gap tolerance, which the bound gives back. Small LPs:
 * exact simplex.
 */
export function relaxationBound(highs: Highs, c: Compiled, deadline: number): { bound?: number; infeasible: boolean } {
  const lpData = buildMilp(c, initialSchedule(c), allFree(c), true).data;
  const large = lpData.numCols > MONOLITHIC_LIMIT;
  const lp = runHighs(highs, lpData, {
    timeLimit: Math.max(0.01, (deadline - Date.now()) / 1000),
    deadline,
    ...(large ? { lpSolver: 'pdlp' as const } : {}),
  });
  const bound = lp.bound === undefined ? undefined : large ? lp.bound - PDLP_TOLERANCE * Math.abs(lp.bound) : lp.bound;
  return { infeasible: lp.status === 'infeasible', ...(bound === undefined ? {} : { bound }) };
}

/**
 * Returns true when the monolithic MILP ran (the caller may then stop). Without `relaxation` the
 * LP relaxation is skipped when the MILP will not run: the caller bounds and proves infeasibility
 * another way.
 */
export function computeBounds(
  highs: Highs,
  c: Compiled,
  deadline: number,
  events: BoundEvents,
  seed: number,
  monolithicLimit = MONOLITHIC_LIMIT,
  relaxation = true,
): boolean {
  // Beyond this the model alone (Curtois 24: 1.8 million columns) exhausts HiGHS-WebAssembly's 2 GiB.
  if (c.allowed.reduce((n, x) => n + x, 0) > MEMORY_LIMIT_COLUMNS) return false;
  const free = allFree(c);
  const sched = initialSchedule(c);
  const seconds = (): number => (deadline - Date.now()) / 1000;
  const milp = buildMilp(c, sched, free);
  const binaries = Array.from(milp.data.integrality ?? []).filter((x) => x === 1).length;
  if (!relaxation && binaries > monolithicLimit) return false;
  const lp = relaxationBound(highs, c, deadline);
  if (lp.infeasible) {
    events.infeasible();
    return true;
  }
  if (lp.bound !== undefined) events.bound(roundUp(c, lp.bound));
  if (binaries > monolithicLimit || seconds() < 1) return false;
  let lastBound = -Infinity;
  const out = runHighs(highs, milp.data, {
    timeLimit: seconds(),
    deadline,
    seed,
    onBound: (b) => {
      const r = roundUp(c, b);
      if (r > lastBound) {
        lastBound = r;
        events.bound(r);
      }
    },
    onSolution: (values) => events.schedule(milp.decode(values)),
  });
  if (out.status === 'infeasible') events.infeasible();
  if (out.bound !== undefined) events.bound(roundUp(c, out.bound));
  return true;
}
