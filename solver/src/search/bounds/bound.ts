/**
 * Lower bounds on the objective: the LP relaxation of the monolithic model, then, for models small
 * enough to be worth it, the monolithic MILP itself, whose dual bound rises (and which may prove
 * optimality or find schedules) while it runs. Also how infeasibility gets proven.
 */
import type { Highs } from 'highs';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import { dualBound } from './dual-bound.ts';
import { runHighs, type RunOutcome } from '../compile/highs.ts';
import { buildMilp } from '../compile/milp.ts';
import { initialSchedule } from '../heuristics/search.ts';
import { now } from '../orchestration/clock.ts';
import { masterApplies } from '../exact/price-and-branch.ts';
import { MasterAscent } from './roster-master.ts';
import { subgradientBound } from './subgradient-bound.ts';

/** Above this many binaries the monolithic MILP is not worth the core: it stalls (docs/solver-benchmarks.md#bounds-by-size). */
export const MONOLITHIC_LIMIT = 6000;
const MEMORY_LIMIT_COLUMNS = 400_000;
/**
 * PDLP's tolerance: the bound is valid at any, this trades its tightness for time; looser than
 * HiGHS's default, the wards months' groups all finish within their shares for a bound a few
 * hundredths of a percent lower (docs/solver-benchmarks.md#bounds-by-size).
 */
const PDLP_TOLERANCE = 1e-5;
/**
 * HiPDLP's share of a large LP's time; cuPDLP-C takes the rest where HiPDLP does not finish. HiPDLP
 * finishes soonest where it finishes at all; cuPDLP-C alone always takes all its time
 * (docs/solver-benchmarks.md#bounds-by-size).
 */
const HIPDLP_SHARE = 2 / 3;

/**
 * The relaxed roster's ceiling before the compact LP of a month with together or apart groups
 * (column generation does not take it): the Lagrangian ascent (subgradient-bound.ts)
 * with its Dantzig–Wolfe master (roster-master.ts), which stops where bound and master meet. On
 * product months it bounds at or above the compact LP, in a few seconds: the demo month 572 (its
 * optimum) against 571.7, the 25-employee month 671.2 against 621.0, 40 employees 1,095.7 against
 * 1,021.5 (docs/solver-benchmarks.md#time-to-answer). At most CEILING_SHARE of the time left, the
 * rest for the LP and the MILP; the master as in the ascent of larger months (ascent-bounds.ts's
 * MASTER_FROM, MASTER_WARMUP, MASTER_MS_PER_UNIT): its rosters from an eighth of the share on, 30
 * passes to seed it, and only where the share gives each pseudo-employee 25 ms.
 */
const CEILING_SHARE = 0.4,
  CEILING_MASTER_FROM = 0.125,
  CEILING_WARMUP = 30,
  CEILING_MS_PER_UNIT = 25;

/**
 * The relaxed roster's ceiling by `deadline` (each better bound to `onBound`), or undefined where
 * the roster DP is not exact. `onRounded` is given the master's last solution rounded
 * (MasterAscent.rounded), where the master ran.
 */
export function ceilingBound(
  highs: Highs,
  c: Compiled,
  deadline: number,
  onBound: (value: number) => void,
  onRounded?: (rounded: Int16Array) => void,
): number | undefined {
  const start = now(),
    until = start + CEILING_SHARE * (deadline - start);
  const master =
    c.units.length * CEILING_MS_PER_UNIT <= until - start
      ? new MasterAscent(highs, { every: 0, warmup: CEILING_WARMUP, collectFrom: start + CEILING_MASTER_FROM * (until - start), until })
      : undefined;
  try {
    const bound = subgradientBound(c, until, (value) => onBound(value), Infinity, master);
    const rounded = master?.rounded();
    if (rounded) onRounded?.(rounded);
    return bound;
  } finally {
    master?.dispose();
  }
}

export interface BoundEvents {
  bound(value: number): void;
  schedule(sched: Int16Array): void;
  infeasible(): void;
}

export interface BoundsOutcome {
  /** The monolithic MILP ran (the caller may then stop). */
  ranMonolithic: boolean;
  /**
   * Above `neighbourhoodFrom` binaries, in the MILP's place: the relaxation's solution rounded, for
   * the LP's neighbourhood the caller runs (exact/lp-neighbourhood.ts).
   */
  rounded?: Int16Array;
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
 * The LP relaxation's bound. Large LPs: PDLP, an order of magnitude faster than simplex here; the
 * bound comes from its row duals by weak duality (dual-bound.ts), valid whatever its status. Without
 * presolve: HiGHS's postsolve cannot rebuild a first-order method's duals (from postsolved duals a
 * wards group's bound fell a third below its LP optimum). HiPDLP first, for two thirds of the time:
 * it finishes soonest but stopped at its limit leaves no duals; where it does not finish,
 * cuPDLP-C for the rest, which without presolve never declares these LPs solved but whose duals at
 * its limit bound them closely (docs/solver-benchmarks.md#bounds-by-size).
 * `hipdlpShare` 0 goes to cuPDLP-C at once (the caller saw HiPDLP stopped on a like LP). Small
 * LPs: exact simplex.
 */
export function relaxationBound(
  highs: Highs,
  c: Compiled,
  deadline: number,
  hipdlpShare = HIPDLP_SHARE,
): { bound?: number; infeasible: boolean; hipdlpStopped?: boolean; rounded?: Int16Array } {
  const lp = buildMilp(c, initialSchedule(c), allFree(c), true);
  const lpData = lp.data;
  // The LP's solution rounded (each cell its largest shift above a half), for its neighbourhood.
  const rounded = (out?: RunOutcome): { rounded?: Int16Array } => (out?.values ? { rounded: lp.decode(out.values) } : {});
  const run = (until: number, lpSolver?: 'pdlp' | 'hipdlp'): RunOutcome =>
    runHighs(highs, lpData, {
      timeLimit: Math.max(0.01, (until - now()) / 1000),
      deadline: until,
      ...(lpSolver ? { lpSolver, presolve: false, pdlpTolerance: PDLP_TOLERANCE } : {}),
    });
  if (lpData.numCols <= MONOLITHIC_LIMIT) {
    const simplex = run(deadline);
    return {
      infeasible: simplex.status === 'infeasible',
      ...(simplex.bound === undefined ? {} : { bound: simplex.bound }),
      ...rounded(simplex),
    };
  }
  // Stopped, HiPDLP leaves zero duals: their bound (every column at its cheaper end) stays where
  // cuPDLP-C's early duals bound lower still.
  const byDuals = (lp?: RunOutcome): number => dualBound(lpData, lp?.rowDual ?? new Float64Array(lpData.numRows));
  const fast = hipdlpShare > 0 ? run(now() + hipdlpShare * (deadline - now()), 'hipdlp') : undefined;
  if (fast?.status === 'infeasible') return { infeasible: true };
  const slow = fast && !fast.timeUp ? undefined : run(deadline, 'pdlp');
  const bound = slow ? Math.max(byDuals(fast), byDuals(slow)) : byDuals(fast);
  return {
    infeasible: false,
    ...(Number.isFinite(bound) ? { bound } : {}),
    ...(fast?.timeUp ? { hipdlpStopped: true } : {}),
    ...rounded(slow ?? fast),
  };
}

/**
 * With `relaxation` the relaxed roster's ceiling comes first (`ceilingBound`), then the LP
 * relaxation; without it the LP relaxation is skipped when the MILP will not run: the caller bounds
 * and proves infeasibility another way. Above `neighbourhoodFrom` binaries the MILP does not run and
 * the relaxation's solution, rounded, goes to the caller for the LP's neighbourhood.
 */
export function computeBounds(
  highs: Highs,
  c: Compiled,
  deadline: number,
  events: BoundEvents,
  seed: number,
  monolithicLimit = MONOLITHIC_LIMIT,
  relaxation = true,
  neighbourhoodFrom = Infinity,
): BoundsOutcome {
  // Beyond this the model alone (Curtois 24: 1.8 million columns) exhausts HiGHS-WebAssembly's 2 GiB.
  if (c.allowed.reduce((n, x) => n + x, 0) > MEMORY_LIMIT_COLUMNS) return { ranMonolithic: false };
  const free = allFree(c);
  const sched = initialSchedule(c);
  const seconds = (): number => (deadline - now()) / 1000;
  const milp = buildMilp(c, sched, free);
  const binaries = Array.from(milp.data.integrality ?? []).filter((x) => x === 1).length;
  const neighbourhood = binaries > neighbourhoodFrom;
  if (!relaxation && binaries > monolithicLimit) return { ranMonolithic: false };
  // Only where column generation does not apply (together and apart groups: product months);
  // elsewhere, where computeBounds bounds at all (one thread, a round limit), the LP keeps all the time.
  let rounded: Int16Array | undefined;
  if (relaxation && !masterApplies(c))
    ceilingBound(
      highs,
      c,
      deadline,
      (value) => events.bound(roundUp(c, value)),
      (r) => (rounded = r),
    );
  const lp = relaxationBound(highs, c, deadline);
  if (lp.infeasible) {
    events.infeasible();
    return { ranMonolithic: true };
  }
  if (lp.bound !== undefined) events.bound(roundUp(c, lp.bound));
  if (neighbourhood) {
    // The ceiling's master rounded guides the neighbourhood better than the compact LP rounded: on
    // 40 employees, around 1,152, 1,106 in 17.5 s, where the LP's gains 2–3
    // (docs/solver-benchmarks.md#the-lps-neighbourhood-in-the-bound-thread).
    rounded ??= lp.rounded;
    return { ranMonolithic: false, ...(rounded ? { rounded } : {}) };
  }
  if (binaries > monolithicLimit || seconds() < 1) return { ranMonolithic: false };
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
  return { ranMonolithic: true };
}
