/**
 * Price and branch on the second core: column generation over whole rosters (column-generation.ts:
 * the roster DP prices each employee against the duals of the master LP, smoothed over horizons
 * longer than four weeks, the LP kept warm across rounds), then a dive on that LP and the
 * restricted master as a MILP warm-started from the incumbent, which recombine the rosters of every
 * schedule seen so far — including the search thread's incumbents, pulled in between solves. Once
 * the LP has converged, RENS (rens.ts) hands the cells it leaves open to HiGHS, after a cell dive
 * (cell-dive.ts) where they are too many for HiGHS to finish (unless the dive stalls: then as they
 * are, in both threads), and where they are few after the restricted master as a MILP, cold, which
 * may already come within reach of the next step; then reduced-cost fixing (reduced-cost-fixing.ts)
 * hands HiGHS the neighbourhood of every better schedule, which may prove the incumbent optimal.
 */
import type { Highs } from 'highs';
import { OFF } from '../../model/types.ts';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { better, type Incumbent } from '../heuristics/local-search.ts';
import { RosterPool } from '../column-generation/master.ts';
import { ColumnGeneration } from '../column-generation/column-generation.ts';
import { dualPrices } from '../roster-dp/dual-prices.ts';
import { lagrangianApplies } from '../bounds/lagrangian-bound.ts';
import { MasterLp, type MasterDuals } from '../column-generation/master-lp.ts';
import { dive, type Pricer } from './dive.ts';
import { cellDive } from './cell-dive.ts';
import { CellBranch } from './cell-branch.ts';
import { integralObjective } from '../bounds/bound.ts';
import { reducedCosts, type ReducedCosts } from '../column-generation/reduced-cost-fixing.ts';
import { runHighs } from '../compile/highs.ts';
import { narrowMilp, overtaken, rens, rensNeighbourhood, type RensLimits, type RensNeighbourhood } from './rens.ts';
import { reroster } from '../heuristics/reroster.ts';
import { Rng } from '../heuristics/rng.ts';
import type { RosterDp } from '../roster-dp/roster-dp.ts';
import { now } from '../orchestration/clock.ts';

// Column generation continues across cycles (the pool keeps its columns): a few LP rounds, then a
// recombination, so incumbents come early. The first cycle prices until the LP converges or this
// share of the time has passed: dives and recombinations on an early, loose LP only repeat what
// the search thread finds meanwhile.
const LP_ROUNDS = 8,
  FIRST_CG_SHARE = 0.5;
// The recombination's time limit adapts: halved after a MILP that did not improve the incumbent
// (more cycles of fresh rosters instead), doubled after one that did.
const MIP_SECONDS = 5,
  MIP_MIN_SECONDS = 1,
  MIP_MAX_SECONDS = 10;
// A dive that takes longer (large masters early on) gives way to the recombination; the rosters it
// priced stay in the pool.
const DIVE_SECONDS = 5;
// RENS runs once, when column generation has converged, with most of the time left (its sub-MIP
// needs seconds to tens of seconds); the cycles of dives and recombinations get the rest.
const RENS_SHARE = 0.9;
// Before RENS on a root neighbourhood of few cells, the restricted master as a MILP, cold, for at
// most POOL_FIRST_SECONDS: it comes within the gap search's reach sooner than RENS there, and
// sooner cold than warm-started from an early incumbent (docs/solver-benchmarks.md#price-and-branch).
const POOL_FIRST_SECONDS = 5;
// Beyond DIVE_ABOVE open cells RENS waits for a cell dive (cell-dive.ts): HiGHS stalls above it and
// proves smaller neighbourhoods within seconds, where a dive would cost their schedule a little.
// The dive leaves DIVE_TO[0] open cells; where HiGHS does not prove that narrow stage within
// NARROW_SHARE of the time left, it dives again to the next target: either target alone lost
// instances the other kept. The dive may take CELL_DIVE_SHARE of the time left.
// Before those dives, a capped one (see cappedDive below) may take CAPPED_SHARE of the time left;
// the second, shuffled dive runs only where the first took less than SECOND_DIVE_SHARE of it
// (some instances dive slowly).
// A capped dive gives up where it stalls: more than STALL_ABOVE split cells above its target with
// no sure cell left, or a step whose column generation takes more than STEP_SECONDS; RENS on the
// root neighbourhood then follows, in both threads. Figures for each: docs/solver-benchmarks.md#price-and-branch.
const CAPPED_SHARE = 0.4,
  SECOND_DIVE_SHARE = 0.1,
  STALL_ABOVE = 100,
  STEP_SECONDS = 2;
const DIVE_ABOVE = 250,
  DIVE_TO = [200, 150],
  NARROW_SHARE = 0.25,
  CELL_DIVE_SHARE = 0.3;
// Reduced-cost fixing (reduced-cost-fixing.ts) leaves HiGHS, with all the time left, the
// neighbourhood of every better schedule where it has at most GAP_CELLS open cells: few enough for
// HiGHS to find and prove the optimum. Where it leaves more, GAP_SHARE of the gap per employee is a
// neighbourhood of most better schedules but proves nothing; narrower shares finish sooner.
// The search thread takes FIND_SHARE of the gap, aimed as price and branch's quarters are (halfway,
// then at the objective wanted, each proved the next) where that fits: an optimum may have one
// employee far above its cheapest roster, which only a wide share holds. Where price and branch's
// quarters prove to hold nothing better, it takes WIDER_SHARE below the objective wanted.
// Where the LP is further than GAP_MAX below the incumbent, its gap leaves too many cells open,
// unless there are few cells at all. Figures for each: docs/solver-benchmarks.md#price-and-branch.
const GAP_CELLS = 340,
  GAP_MAX = 0.01;
// Before those shares, where the incumbent is within GAP_MAX of the LP even if there are few cells
// (a wider gap is a long climb), branch and price on cells (cell-branch.ts) may take
// CELL_BRANCH_SHARE of the time left to climb from the bound, each whole objective proved empty
// before the next: where it finishes it is far quicker than HiGHS in the shares, and where it does
// not the shares take the rest (docs/solver-benchmarks.md#branch-and-price-on-cells).
const CELL_BRANCH_SHARE = 0.25;
export const GAP_SHARE = 0.25;
const FIND_SHARE = 0.75,
  WIDER_SHARE = 0.5;

/** A neighbourhood of the schedules below an objective (reduced-cost fixing's). */
type Hood = RensNeighbourhood & { cutoff: number };

/** The schedules below `aim` whose employees are each at most `share` of its gap above their cheapest roster; `step`: the objective's granularity. */
function within(fixing: ReducedCosts, aim: number, share: number, step: number): Hood | undefined {
  const gap = aim - fixing.bound,
    hood = fixing.hood(gap * share, gap);
  return hood && { ...hood, cutoff: aim + step / 2 };
}

function fits(hood: Hood | undefined): Hood | undefined {
  return hood && hood.cells <= GAP_CELLS ? hood : undefined;
}

/** Price and branch's share of the gap below `aim` (a quarter), where it has few enough cells. */
export function shareBelow(fixing: ReducedCosts, aim: number, step: number): Hood | undefined {
  return fits(within(fixing, aim, GAP_SHARE, step));
}

/** Price and branch's share below the objective wanted once its quarters hold nothing better (WIDER_SHARE), where it has few enough cells. */
export function widerBelow(fixing: ReducedCosts, wanted: number, step: number): Hood | undefined {
  return fits(within(fixing, wanted, WIDER_SHARE, step));
}

/**
 * The search thread's neighbourhoods below the objective wanted, as a chain (each proved, the
 * next): a wider share of the gap than price and branch's (FIND_SHARE), aimed first halfway to the
 * bound (as price and branch's first aim) and then at the objective wanted, where they have few
 * enough cells; else price and branch's share.
 */
export function searchThreadHood(fixing: ReducedCosts, wanted: number, step: number): Hood | undefined {
  const [half] = gapAims(fixing.bound, wanted, step === 1);
  const atWanted = fits(within(fixing, wanted, FIND_SHARE, step)),
    halfway = half! < wanted ? fits(within(fixing, half!, FIND_SHARE, step)) : undefined;
  return (halfway && { ...halfway, ...(atWanted && { next: atWanted }) }) ?? atWanted ?? shareBelow(fixing, wanted, step);
}

/**
 * The objectives a share of the gap aims at, in order: halfway between the bound and the objective
 * wanted (rounded up where objectives are whole), then the objective wanted.
 */
export function gapAims(bound: number, wanted: number, integral: boolean): number[] {
  const half = integral ? Math.ceil((bound + wanted) / 2) : wanted;
  return half < wanted ? [half, wanted] : [wanted];
}

/** Only cover couples employees: no together or apart groups. */
export function masterApplies(c: Compiled): boolean {
  return c.units.every((u) => u.length === 1) && c.model.apartGroups.length === 0;
}

export interface PnbOptions {
  deadline: number;
  seed: number;
  onImprove(best: Incumbent): void;
  /** A lower bound on the objective (from the duals of a column-generation round). */
  onBound?(value: number): void;
  /** Called (and the run ends) when an employee has no roster at all and the DP is exact: a proof. */
  onInfeasible?(): void;
  /** Hands the RENS neighbourhood to the search thread, which solves it too with its own seed. */
  onNeighbourhood?(hood: RensNeighbourhood): void;
  /** Schedules found elsewhere (the search thread), collected since the last call. */
  pull(): Promise<Int16Array[]>;
  /** The best objective any thread has found so far, read while HiGHS runs (WorkerTask.best). */
  bestElsewhere?: () => number;
}

/** `dp` is the model's roster DP (its per-employee shapes are built once per thread). */
export async function priceAndBranch(highs: Highs, c: Compiled, dp: RosterDp, o: PnbOptions): Promise<void> {
  const start = rosterEveryone(c, dp, o);
  if (start) await new PriceAndBranch(highs, c, dp, o, start).run();
}

/** What the cycles start from: a roster for every employee, in the pool and the master LP. */
interface Start {
  rng: Rng;
  pool: RosterPool;
  /** Scratch cell prices of one employee, (d*(S+1)+v+1), v = -1 for a day off. */
  prices: Float64Array;
  ev: Evaluator;
  /** One employee per unit. */
  employees: number[];
  /** Whether the cover duals give a Lagrangian bound (lagrangian-bound.ts). */
  bounded: boolean;
  best: Incumbent;
  master: MasterLp;
}

/** Every employee's best response to no duals, in a seeded order; undefined (and `onInfeasible`) where one has no roster and the DP is exact. */
function rosterEveryone(c: Compiled, dp: RosterDp, o: PnbOptions): Start | undefined {
  const { D, S } = c;
  const rng = new Rng(o.seed);
  const pool = new RosterPool(c);
  const prices = new Float64Array(D * (S + 1));
  const ev = new Evaluator(
    c,
    Int16Array.from(c.fixed, (f) => (f === NOT_FIXED ? OFF : f)),
  );
  const employees = c.units.map((u) => u[0]!);
  const bounded = lagrangianApplies(c, dp);
  for (const e of rng.shuffle(employees.slice())) {
    if (!reroster(ev, dp, e, prices) && bounded) {
      o.onInfeasible?.();
      return undefined;
    }
  }
  const best: Incumbent = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  if (best.hard === 0) o.onImprove(best);
  pool.addSchedule(ev, best.sched);
  return { rng, pool, prices, ev, employees, bounded, best, master: new MasterLp(pool, best.sched) };
}

/** The cycles of column generation, RENS, reduced-cost fixing, dives and recombinations, until the deadline or a proof. */
class PriceAndBranch {
  private readonly rng: Rng;
  private readonly pool: RosterPool;
  private readonly prices: Float64Array;
  private readonly ev: Evaluator;
  private readonly employees: number[];
  private readonly bounded: boolean;
  private readonly best: Incumbent;
  private readonly master: MasterLp;
  private readonly columns: ColumnGeneration;
  /** Below the incumbent by at least this much counts as better. */
  private readonly step: number;
  /** The incumbent's objective when the gap search last ran: it runs once per incumbent. */
  private gapTriedAt = Infinity;
  /** Whether the incumbent is proved optimal: the run ends. */
  private proved = false;
  private readonly cells: CellBranch;
  /** The least objective branch and price on cells has not proved empty. */
  private emptyBelow = -Infinity;
  /** The recombination's time limit, adapted to whether the last one improved the incumbent. */
  private mipSeconds = MIP_SECONDS;
  private rensDone = false;

  constructor(
    private readonly highs: Highs,
    private readonly c: Compiled,
    private readonly dp: RosterDp,
    private readonly o: PnbOptions,
    start: Start,
  ) {
    this.rng = start.rng;
    this.pool = start.pool;
    this.prices = start.prices;
    this.ev = start.ev;
    this.employees = start.employees;
    this.bounded = start.bounded;
    this.best = start.best;
    this.master = start.master;
    this.columns = new ColumnGeneration({ c, dp, ...start }, o.onBound);
    this.step = integralObjective(c) ? 1 : 1e-6;
    this.cells = new CellBranch({ c, master: this.master, employees: this.employees, columns: this.columns }, this.rng);
  }

  async run(): Promise<void> {
    const firstCgUntil = now() + FIRST_CG_SHARE * (this.o.deadline - now());
    while (this.seconds() > 0.2 && !this.proved) {
      await this.takeShared();
      const settled = this.generateColumns(firstCgUntil);
      if (settled && !this.rensDone) {
        this.rensDone = true;
        this.rensOnConverged(settled);
      }
      // Once RENS is done, and again after each better schedule: a proof ends the run (RENS's
      // own gap search may have proved it).
      if (settled && this.rensDone && !this.proved) this.gapSearch(settled);
      if (this.proved) return;
      this.recombine();
    }
  }

  private seconds(): number {
    return (this.o.deadline - now()) / 1000;
  }

  /** The search thread's schedules join the pool, and the incumbent where better. */
  private async takeShared(): Promise<void> {
    const { c, best } = this;
    for (const sched of await this.o.pull()) {
      this.pool.addSchedule(this.ev, sched);
      const other = new Evaluator(c, sched);
      if (better(other, best)) {
        best.sched.set(sched);
        best.hard = other.hard;
        best.soft = other.soft;
      }
    }
  }

  /** A few rounds of column generation (more in the first cycle); the duals where pricing converged. */
  private generateColumns(firstCgUntil: number): MasterDuals | undefined {
    for (let round = 0; (round < LP_ROUNDS || now() < firstCgUntil) && this.seconds() > 0.2; round++) {
      const done = this.columns.round(this.o.deadline);
      if (!done) return undefined;
      if (done.converged) return done.lp;
    }
    return undefined;
  }

  private readonly price: Pricer = (lp, free) => this.columns.price(lp, free).added;

  private readonly fixedPrice = (lp: MasterDuals, fixed: Int16Array): number => this.columns.price(lp, this.employees, fixed).added;

  private readonly offer = (sched: Int16Array | undefined): void => {
    if (!sched) return;
    const { best } = this,
      found = new Evaluator(this.c, sched);
    if (better(found, best)) {
      best.sched.set(found.sched);
      best.hard = found.hard;
      best.soft = found.soft;
      this.o.onImprove(best);
    }
  };

  /** A schedule from RENS joins the pool and is offered as the incumbent. */
  private readonly found = (sched: Int16Array): void => {
    this.pool.addSchedule(this.ev, sched);
    this.offer(sched);
  };

  private limits(): RensLimits {
    return { timeLimit: RENS_SHARE * this.seconds(), deadline: this.o.deadline, seed: this.o.seed };
  }

  /** RENS on the converged master's neighbourhood, after cell dives where it leaves too many cells open. */
  private rensOnConverged(settled: MasterDuals): void {
    const { highs, c, master, o } = this;
    const hood = rensNeighbourhood(c, master.cellValues());
    // The search thread takes the open cells as they are where they are few (below), a dive's where they are many.
    const rootRens = (root = hood): void => {
      rens(highs, c, root, { ...this.limits(), afterNarrow: () => this.gapSearch(settled) }, this.found);
    };
    if (hood.cells <= DIVE_ABOVE) {
      // Where the restricted master comes within GAP_MAX of the LP, the gap search takes over at once;
      // else RENS finds it a schedule, and only one within its reach will do: HiGHS, told so, proves
      // the neighbourhood sooner (docs/solver-benchmarks.md#price-and-branch). The search thread's
      // copy keeps every schedule, and its wider stages (the same with a cutoff there: no gain).
      this.solvePool(POOL_FIRST_SECONDS);
      if (this.gapSearch(settled)) return;
      const reach = this.bounded ? this.reach(settled) : undefined;
      o.onNeighbourhood?.(hood);
      rootRens(reach === undefined ? hood : { ...hood, cutoff: reach });
      return;
    }
    const started = now(),
      dived = this.cappedDive();
    const quick = now() - started < SECOND_DIVE_SHARE * (o.deadline - now());
    o.onNeighbourhood?.((dived && quick ? this.cappedDive(this.rng) : undefined) ?? hood);
    // Where the dive stalls, RENS on the root neighbourhood in both threads, as before dives.
    if (!dived) rootRens();
    // Where the capped neighbourhood is not proved, the uncapped dives.
    else if (!rens(highs, c, dived, { ...this.limits(), narrowLimit: CAPPED_SHARE * this.seconds() }, this.found, hood))
      for (const [i, target] of DIVE_TO.entries()) {
        const values = cellDive(c, master, this.fixedPrice, target, now() + CELL_DIVE_SHARE * (o.deadline - now()));
        const narrowLimit = i < DIVE_TO.length - 1 ? NARROW_SHARE * this.seconds() : undefined;
        if (!values || rens(highs, c, rensNeighbourhood(c, values), { ...this.limits(), narrowLimit }, this.found, hood)) break;
      }
  }

  /**
   * A dive to DIVE_TO[0] whose neighbourhood holds shortfalls to the dived LP's (rens.ts), or with
   * `rng` one more in a shuffled order for the search thread where diving is quick: a dive may fix
   * cells that miss the LP's shortfalls, which HiGHS proves without finding a schedule.
   */
  private cappedDive(rng?: Rng): RensNeighbourhood | undefined {
    const { c, master, o } = this;
    const values = cellDive(c, master, this.fixedPrice, DIVE_TO[0]!, now() + CELL_DIVE_SHARE * (o.deadline - now()), {
      rng,
      stallAbove: STALL_ABOVE,
      stepSeconds: STEP_SECONDS,
    });
    return values && { ...rensNeighbourhood(c, values), underCap: master.shortfallCap() };
  }

  /**
   * Solves the neighbourhood of the schedules better than the incumbent that the duals `lp` leave,
   * once per incumbent, and hands the search thread a wider share of it (or the same neighbourhood,
   * which it solves with its own HiGHS seed); sets `proved` where that proves the incumbent
   * (improved or not) optimal.
   * Returns whether it took the neighbourhood on (with all the time left).
   */
  private gapSearch(lp: MasterDuals): boolean {
    const { c, best, step } = this;
    if (!this.bounded || best.hard !== 0 || best.soft >= this.gapTriedAt || best.soft > (this.reach(lp) ?? Infinity)) return false;
    this.gapTriedAt = best.soft;
    const fixing = reducedCosts(c, this.dp, lp.cover, (e) => dualPrices(c, e, lp.cover, this.prices));
    if (!fixing) return false;
    const wanted = best.soft - step;
    if (wanted < fixing.bound) {
      this.proved = true;
      this.o.onBound?.(best.soft);
      return true;
    }
    // The search thread takes a wider share below the objective wanted than price and branch's
    // first: where one employee holds most of the gap, only a wide share holds it.
    const handed = searchThreadHood(fixing, wanted, step);
    if (handed) this.o.onNeighbourhood?.(handed);
    if (step === 1 && best.soft <= lp.objective / (1 - GAP_MAX) && this.branchOnCells(fixing.bound, wanted)) return true;
    const whole = within(fixing, wanted, 1, step);
    if (!whole || whole.cells <= GAP_CELLS) {
      this.proved = !whole || this.solveBelow(whole, !handed) === 'proved';
      if (this.proved) this.o.onBound?.(best.soft);
      return true;
    }
    // Too many cells for a proof: a share of the gap per employee, aimed first halfway between the
    // bound and the objective wanted (which finds the objective wanted sooner than aiming at it),
    // then at the objective wanted where HiGHS proves nothing there.
    const before = best.soft;
    let took = false;
    for (const aim of gapAims(fixing.bound, wanted, step === 1)) {
      const hood = shareBelow(fixing, aim, step);
      if (!hood) continue;
      took = true;
      if (this.solveBelow(hood, !handed) === 'limit' || best.soft < before) return took;
    }
    // Every quarter proved to hold nothing better: a wider share below the objective wanted, unless
    // it is the search thread's (shares below one objective are nested: as many cells, the same ones).
    const wider = widerBelow(fixing, wanted, step);
    if (wider && ![handed, handed?.next].some((h) => h && wider.cutoff === h.cutoff && wider.cells === h.cells)) {
      took = true;
      this.solveBelow(wider, !handed);
    }
    return took;
  }

  /**
   * Branch and price on cells from the bound up to the objective wanted (whole objectives), for
   * CELL_BRANCH_SHARE of the time left: the first schedule found is optimal, and where every
   * objective up to the one wanted is empty the incumbent is. Each objective proved empty raises the
   * bound. True where it proved the incumbent optimal; it gives up where another thread's schedule
   * meets the objective it climbs to (proved optimal by the bound just raised).
   */
  private branchOnCells(bound: number, wanted: number): boolean {
    const { o, best } = this,
      deadline = now() + CELL_BRANCH_SHARE * (o.deadline - now());
    for (let aim = Math.max(this.emptyBelow, Math.ceil(bound - 1e-6)); aim <= wanted; aim++) {
      const found = this.cells.below(aim, deadline, () => (o.bestElsewhere?.() ?? Infinity) <= aim);
      if (found === undefined) return false;
      if (found !== 'none') {
        this.found(found);
        break;
      }
      this.emptyBelow = aim + 1;
      o.onBound?.(aim + 1);
    }
    this.proved = true;
    o.onBound?.(best.soft);
    return true;
  }

  /** The objective at or below which the gap search takes a schedule on (within GAP_MAX of the LP `lp`); undefined where it takes any, there being few cells at all. */
  private reach(lp: MasterDuals): number | undefined {
    return this.c.E * this.c.D <= GAP_CELLS ? undefined : lp.objective / (1 - GAP_MAX);
  }

  /** HiGHS with all the time left on `hood` (handed to the search thread too unless told otherwise): 'proved' where it proves the hood's optimum (or that it has none). */
  private solveBelow(hood: Hood, handOver: boolean): 'proved' | 'limit' {
    const { c, o } = this;
    if (handOver) o.onNeighbourhood?.(hood);
    const milp = narrowMilp(c, hood);
    const out = runHighs(this.highs, milp.data, {
      timeLimit: this.seconds(),
      deadline: o.deadline,
      seed: o.seed,
      cutoff: hood.cutoff,
      onSolution: (x) => this.offer(milp.decode(x)),
      // The other thread's schedule already meets the cutoff: the neighbourhood below it is the next one.
      interrupt: () => overtaken(o.bestElsewhere?.() ?? Infinity, hood.cutoff, this.best.soft),
    });
    if (out.values) this.offer(milp.decode(out.values));
    return out.status === 'optimal' || out.status === 'infeasible' ? 'proved' : 'limit';
  }

  /** The restricted master as a MILP for at most `seconds`, warm-started from `start` where given. */
  private solvePool(seconds: number, start?: Int16Array): void {
    this.offer(this.pool.solve(this.highs, Math.min(seconds, this.seconds()), this.o.deadline, start));
  }

  /** A dive on the LP and the pool as a MILP, then fresh rosters around the incumbent for the next recombination. */
  private recombine(): void {
    const { c, pool, master, best, o } = this,
      { D } = c;
    this.offer(dive(c, pool, master, this.price, Math.min(o.deadline, now() + DIVE_SECONDS * 1000)));
    const before = { hard: best.hard, soft: best.soft };
    this.solvePool(this.mipSeconds, best.hard === 0 ? best.sched : undefined);
    this.mipSeconds = better(best, before)
      ? Math.min(MIP_MAX_SECONDS, 2 * this.mipSeconds)
      : Math.max(MIP_MIN_SECONDS, this.mipSeconds / 2);
    // Every employee's best response to the incumbent.
    const around = new Evaluator(c, best.sched);
    for (const e of this.rng.shuffle(this.employees.slice()))
      if (reroster(around, this.dp, e, this.prices)) pool.add(around, e, around.sched.subarray(e * D, (e + 1) * D));
  }
}
