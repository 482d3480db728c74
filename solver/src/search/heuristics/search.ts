/**
 * One search thread: a first schedule (every employee's exact best-response roster, then greedy
 * cover for together groups), then rounds of operators drawn by how well they have been paying
 * (operator-mix.ts): a HiGHS large-neighbourhood step, a ruin-and-recreate burst over whole
 * rosters, a short local-search burst, and where there are count targets same-day swaps aimed at
 * them and block exchanges (the best reassignment of a few days among everyone, block-exchange.ts);
 * and, once price and branch hands one over, a RENS neighbourhood (rens.ts) under another HiGHS
 * seed. Every
 * limit except the deadline counts work (iterations, nodes), so a run with a round limit is
 * reproducible for its seed.
 */
import type { Highs } from 'highs';
import { OFF } from '../../model/types.ts';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import { construct } from './construct.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from '../compile/highs.ts';
import { better, keepIfBetter, localSearch, type Incumbent } from './local-search.ts';
import { lnsStep, type LnsState } from './lns.ts';
import { dayWindow, pickNeighbourhood, type Neighbourhood } from './neighbourhoods.ts';
import { reroster, soloEmployees } from './reroster.ts';
import { OperatorMix } from './operator-mix.ts';
import { Rng } from './rng.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { overtaken, rens, type RensNeighbourhood } from '../exact/rens.ts';
import { RuinRecreate, SPAN_DAYS } from './ruin-recreate.ts';
import { DEFAULT_STRATEGY, type Strategy } from '../orchestration/portfolio.ts';
import { blockExchange, exchangeAgents } from './block-exchange.ts';
import { targetEmployees, targetSwaps } from './target-swaps.ts';
import { unitResolveApplies, unitSweeps } from './unit-resolve.ts';
import { windowSweeps } from './window-sweep.ts';
import { now } from '../orchestration/clock.ts';

// A RENS neighbourhood handed over by price and branch gets this share of the time left: where
// HiGHS stalls on it the search's own operators keep the rest. One below a cutoff (reduced-cost
// fixing's) gets all of it: it holds only better schedules, and within 1 % of the bound the
// operators find none (docs/solver-benchmarks.md#the-search-thread).
const RENS_SHARE = 0.5;
// A burst of ruin and recreate or local search (the first ones before the adaptive rounds, and
// each round's) is at most this many rosters ruined or moves: uncapped, a large month's first
// bursts hold back the adaptive rounds for most of the budget; neither cap binds on Curtois & Qu
// 1–12 (docs/solver-benchmarks.md#the-search-thread).
const MAX_RUINS = 600,
  MAX_MOVES = 200_000;
// Blocks of one to three days for the block exchange (block-exchange.ts): each longer block still
// finds what the shorter ones left, and three days' patterns already cost seconds a sweep on a large
// month (docs/solver-benchmarks.md#the-search-thread).
const EXCHANGE_DAYS = 3;
// A burst of same-day swaps is at most this many draws, and at most MAX_SWAP_PARTNERS ÷ employees:
// each draw tries partners among everyone, so on a large month a whole burst holds the search for
// seconds where a block exchange gains more (docs/solver-benchmarks.md#the-search-thread). Months of
// up to 64 employees get the whole burst.
const MAX_SWAPS = 10_000,
  MAX_SWAP_PARTNERS = 64 * MAX_SWAPS;
/**
 * Where the year's rows are slow, this share of the local search's draws are deficit moves
 * (deficit-moves.ts), the rest cover and random moves as elsewhere: there most of the cost is cover missing where
 * other shift-days are over, and from Curtois 24's first rows 200,000 moves cut 1,350 without
 * them, 8,000 with 0.4 and 18,500 with 0.65, in half the time (docs/solver-benchmarks.md#the-search-over-long-horizons).
 */
const DEFICIT_SHARE = 0.65;
/**
 * Horizons of at least this many days whose rows are fast get the local search with deficit moves
 * as an operator of its own: on Curtois 22 (364 days) it gains ten times the plain one's from the
 * first rows, twice it later, and the solve ended 1–4 % lower side by side; on 20 (182 days) it
 * gains less than the plain one and the solve ended 13 % higher, twice
 * (docs/solver-benchmarks.md#the-search-over-long-horizons).
 */
const DEFICIT_OPERATOR_DAYS = 364;
/**
 * The together units' sweeps (unit-resolve.ts) run at UNITS_AT of the search's time (not in
 * reproducible runs: their start is a time), each for at most UNITS_SHARE of the time left, each
 * MILP at most UNIT_MIP_SECONDS: without the share, on a loaded machine the sweeps held the search
 * to the end. Again at 75 %: the others' rows have moved since, and the second sweep saves faster
 * than the other operators then do (docs/solver-benchmarks.md#the-search-thread).
 */
const UNITS_AT = [0.4, 0.75],
  UNITS_SHARE = 0.3,
  UNIT_MIP_SECONDS = 5;

/**
 * Sweeps of windows over everyone (window-sweep.ts) from WINDOWS_AT of the search's time on (not in
 * reproducible runs), for at most WINDOWS_SHARE of the time left: the operator mix alone draws them
 * too rarely for what they save (docs/solver-benchmarks.md#the-search-thread).
 */
const WINDOWS_AT = 0.5,
  WINDOWS_SHARE = 0.5;

export interface SearchOptions {
  seed: number;
  /** Absolute time (clock.ts) at which the search returns. */
  deadline: number;
  /** Stop after this many improvement rounds (reproducible runs). */
  maxRounds?: number;
  /** Stop once the best cost reaches this value (e.g. a proven bound). */
  target?: number;
  onImprove?: (best: Incumbent) => void;
  /** Better schedules found by the other thread, adopted between rounds. */
  pull?: () => Promise<Int16Array[]>;
  /** A RENS neighbourhood handed over by price and branch, solved between rounds. */
  neighbourhood?: () => RensNeighbourhood | undefined;
  /** The best objective any thread has found so far, read while HiGHS runs (WorkerTask.best). */
  bestElsewhere?: () => number;
  /** Whether a neighbourhood newer than the last taken is on its way, read while HiGHS runs (WorkerTask.handed). */
  newerNeighbourhood?: () => boolean;
  /** The schedule to begin from instead of building a first one (a repair's draft). */
  start?: Int16Array;
  /**
   * The start is another search's best (the bound thread's second search, second-search.ts): no first
   * bursts of ruin-and-recreate and local search, and the together units' sweeps at once.
   */
  warm?: boolean;
  /**
   * With `warm`, the start is a primal from the Lagrangian's multipliers (lagrangian-primal.ts), far
   * from any local optimum: the together units' sweeps come at their usual times, not at once
   * (there the other operators save far more in the same time).
   */
  primal?: boolean;
  /** This thread's lean in the portfolio (portfolio.ts); the default without. */
  strategy?: Strategy;
  /** Ends the search at the next round once it says so (the search thread's primal, search-thread.ts). */
  interrupt?: () => boolean;
}

export function initialSchedule(c: Compiled): Int16Array {
  return Int16Array.from(c.fixed, (f) => (f === NOT_FIXED ? OFF : f));
}

export async function search(c: Compiled, o: SearchOptions): Promise<Incumbent> {
  const rng = new Rng(o.seed);
  const { current, best, dp } = firstSchedule(c, o, rng);
  const run = new SearchRun(c, o, rng, best, current, dp);
  // From another search's best the first bursts gain nothing (docs/solver-benchmarks.md#the-search-thread).
  if (!o.warm) {
    const bursts = [
      () => run.ruinAndRecreate(Math.min(10 * c.E, run.maxRuins)),
      () => run.localSearch(Math.min(100 * c.E * c.D, MAX_MOVES)),
    ];
    // Where the year's rows are slow, the local search's deficit moves gain faster at first than
    // ruin and recreate (docs/solver-benchmarks.md#the-search-over-long-horizons).
    if (run.slowRows) bursts.reverse();
    for (const burst of bursts) burst();
  }
  run.firstExchange();
  await run.rounds(await highsRuntime());
  return best;
}

/** Every employee's best response in turn (rosters that keep the per-employee rules by design), then greedy cover; reported as found. */
function firstSchedule(c: Compiled, o: SearchOptions, rng: Rng): { current: Evaluator; best: Incumbent; dp: RosterDp } {
  if (o.start) {
    const current = new Evaluator(c, o.start.slice());
    return { current, best: { sched: current.sched.slice(), hard: current.hard, soft: current.soft }, dp: new RosterDp(c) };
  }
  const ev = new Evaluator(c, initialSchedule(c));
  // Without lower limits the empty (pinned-only) schedule is already valid: report it at once.
  if (ev.hard === 0) o.onImprove?.({ sched: ev.sched.slice(), hard: 0, soft: ev.soft });
  const empty: Incumbent = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  const dp = new RosterDp(c);
  const prices = new Float64Array(c.D * (c.S + 1));
  const first = dp.quickly();
  for (const e of rng.shuffle(soloEmployees(ev))) reroster(ev, first, e, prices);
  construct(ev, rng);
  const best: Incumbent = better(empty, ev) ? empty : { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  const current = best === empty ? new Evaluator(c, empty.sched) : ev;
  o.onImprove?.(best);
  return { current, best, dp };
}

/** The operators that improve one thread's schedule, and the rounds that draw them. */
class SearchRun {
  /** The schedule the operators change; replaced where a large-neighbourhood step or another thread's schedule does better. */
  private current: Evaluator;
  private readonly ruin: RuinRecreate;
  private readonly maxBlock: number;
  private readonly lnsBudget: LnsState = { budget: 300, minBudget: 60, maxBudget: 3000 };
  /** Windows over everyone (neighbourhoods.ts dayWindow): two days at first, as many as solve fast, six at most. */
  private readonly windowBudget: LnsState;
  private readonly strategy: Strategy;
  /** Who has count targets to trade (target-swaps.ts). */
  private readonly traders: number[];
  /** Who may take part in block exchanges (block-exchange.ts). */
  private readonly exchangers: number[];
  /**
   * Whether most employees' rows over the year are slow (RosterDp.largeRows): ruin and recreate
   * moves are slow there, and the local search with deficit moves gains faster.
   */
  readonly slowRows: boolean;
  /**
   * Most rosters a burst of ruin and recreate ruins. Where the year's rows are slow each move is a
   * DP over the whole year (its span's days free), so as many of the year's days as MAX_RUINS spans
   * would hold: a burst of 600 held Curtois 24's search for 60 s under load, the operator mix unstarted.
   */
  readonly maxRuins: number;
  /** Whether the together units' sweeps and the windows over everyone apply (unit-resolve.ts). */
  private readonly unitsApply: boolean;
  /** HiGHS failing (a WebAssembly abort) ends the large-neighbourhood operator, not the search. */
  private highsFailed = false;
  /** When the together units' sweeps that have not run yet are due. */
  private readonly unitsAt: number[];
  /** When the sweep of windows over everyone is due (undefined once it has run). */
  private windowsAt: number | undefined;

  constructor(
    private readonly c: Compiled,
    private readonly o: SearchOptions,
    private readonly rng: Rng,
    private readonly best: Incumbent,
    current: Evaluator,
    dp: RosterDp,
  ) {
    this.current = current;
    this.strategy = o.strategy ?? DEFAULT_STRATEGY;
    this.traders = targetEmployees(c);
    this.exchangers = exchangeAgents(c);
    this.unitsApply = unitResolveApplies(c);
    this.slowRows = 2 * c.emp.filter((_, e) => dp.largeRows(e)).length > c.E;
    this.maxRuins = this.slowRows ? Math.ceil((MAX_RUINS * SPAN_DAYS) / c.D) : MAX_RUINS;
    this.maxBlock = Math.max(3, ...c.emp.map((e) => Math.min(e.minWork, e.minOff) + 1));
    this.ruin = new RuinRecreate(current, dp, rng, this.strategy.heat);
    // At most six days: longer windows over everyone cost seconds and find nothing (docs/solver-benchmarks.md#the-search-thread).
    this.windowBudget = { budget: 2 * c.E * c.S, minBudget: 10 * c.S, maxBudget: 6 * c.E * c.S };
    const at = now();
    this.unitsAt = o.warm && !o.primal ? [at] : UNITS_AT.map((share) => at + share * (o.deadline - at));
    this.windowsAt = at + WINDOWS_AT * (o.deadline - at);
  }

  /** A burst of the local search; with deficit moves where the year's rows are slow, or where `deficit` says. */
  localSearch(iterations: number, deficit = this.slowRows): void {
    const { o } = this;
    localSearch(this.current, this.rng, this.best, {
      iterations,
      deadline: o.deadline,
      historyLength: 50,
      maxBlock: this.maxBlock,
      ...(deficit ? { deficitShare: DEFICIT_SHARE } : {}),
      ...(o.onImprove ? { onImprove: o.onImprove } : {}),
    });
  }

  ruinAndRecreate(iterations: number): void {
    const { o } = this;
    this.ruin.run(this.current, this.best, { iterations, deadline: o.deadline, ...(o.onImprove ? { onImprove: o.onImprove } : {}) });
  }

  swapForTargets(iterations: number): void {
    const { o } = this;
    targetSwaps(
      this.current,
      this.rng,
      this.best,
      { iterations, deadline: o.deadline, ...(o.onImprove ? { onImprove: o.onImprove } : {}) },
      this.traders,
    );
  }

  /**
   * Where there are count targets, block exchanges before the rounds: on a large month one call
   * gains several times what the rounds' first calls of every other operator together do
   * (docs/solver-benchmarks.md#the-search-thread).
   */
  firstExchange(): void {
    if (this.traders.length > 0) this.exchange();
  }

  /** As many block exchanges as there are days, each over one to EXCHANGE_DAYS days at a random start. */
  exchange(): void {
    const { c, o, rng } = this;
    for (let k = 0; k < c.D && now() < o.deadline; k++) {
      const length = Math.min(c.D, 1 + rng.int(EXCHANGE_DAYS));
      if (blockExchange(this.current, this.exchangers, rng.int(c.D - length + 1), length, o.deadline) > 0)
        keepIfBetter(this.current, this.best, o.onImprove);
    }
  }

  private largeNeighbourhood(highs: Highs): void {
    const { c } = this;
    this.solveByHighs(
      highs,
      () => pickNeighbourhood(c, this.current.empHard, this.rng, this.lnsBudget.budget, this.strategy.rosterShare),
      this.lnsBudget,
      2,
      100,
    );
  }

  /** A window of days over everyone solved by HiGHS (neighbourhoods.ts dayWindow); reports a better best. */
  private windowOverEveryone(highs: Highs): void {
    const before = this.score();
    this.solveByHighs(highs, () => dayWindow(this.c, this.rng, this.windowBudget.budget), this.windowBudget, 3, 1000);
    if (this.score() < before) this.o.onImprove?.(this.best);
  }

  /** One large-neighbourhood step (lns.ts) on the neighbourhood `pick` draws. */
  private solveByHighs(highs: Highs, pick: () => Neighbourhood, state: LnsState, subTimeLimit: number, maxNodes: number): void {
    if (this.highsFailed) return;
    const { c, o } = this;
    try {
      this.current = lnsStep(highs, c, this.current, this.best, pick(), state, {
        deadline: o.deadline,
        // A round-limited run's sub-problems are bounded by their nodes alone (lns.ts).
        ...(o.maxRounds === undefined ? { subTimeLimit } : {}),
        maxNodes,
        seed: o.seed,
      });
    } catch {
      this.highsFailed = true;
    }
  }

  /** Sweeps of exact re-solves over the together units' rows (unit-resolve.ts) as they fall due. */
  private resolveUnits(highs: Highs): void {
    const { o, rng } = this;
    const due = this.unitsAt[0];
    if (due === undefined || this.highsFailed || o.maxRounds !== undefined || !this.unitsApply || now() < due) return;
    // One sweep however many fell due (a long operator call): what is due next is still ahead.
    while (this.unitsAt.length > 0 && this.unitsAt[0]! <= now()) this.unitsAt.shift();
    try {
      const limits = { deadline: now() + UNITS_SHARE * (o.deadline - now()), mipSeconds: UNIT_MIP_SECONDS, seed: o.seed };
      unitSweeps(highs, this.current, rng, limits, () => keepIfBetter(this.current, this.best, o.onImprove));
    } catch {
      this.highsFailed = true;
    }
  }

  /** The sweep of windows over everyone once it falls due (window-sweep.ts). */
  private sweepWindows(highs: Highs): void {
    const { c, o, best } = this;
    if (this.windowsAt === undefined || this.highsFailed || o.maxRounds !== undefined || !this.unitsApply || now() < this.windowsAt) return;
    this.windowsAt = undefined;
    const limits = { deadline: now() + WINDOWS_SHARE * (o.deadline - now()), subTimeLimit: 3, maxNodes: 1000, seed: o.seed };
    try {
      this.current = windowSweeps(highs, c, this.current, best, this.rng, this.windowBudget, limits, () => o.onImprove?.(best));
    } catch {
      this.highsFailed = true;
    }
  }

  /** Rounds until the deadline, the target or the round limit: shared schedules, a handed-over RENS neighbourhood, then operators. */
  async rounds(highs: Highs): Promise<void> {
    const { c, o, best } = this;
    const operators: (() => void)[] = [
      () => this.largeNeighbourhood(highs),
      () => this.ruinAndRecreate(Math.min(2 * c.E, this.maxRuins)),
      () => this.localSearch(Math.min(100 * c.E * c.D, MAX_MOVES)),
      // Over a year whose rows are fast (Curtois 22), the local search with deficit moves is an
      // operator of its own beside the plain one, and the mix finds which pays.
      ...(c.D >= DEFICIT_OPERATOR_DAYS && !this.slowRows ? [() => this.localSearch(Math.min(100 * c.E * c.D, MAX_MOVES), true)] : []),
      // Only where someone has count targets (product months, not Curtois & Qu).
      ...(this.traders.length > 0
        ? [() => this.swapForTargets(Math.min(5 * c.E * c.D, MAX_SWAPS, Math.floor(MAX_SWAP_PARTNERS / c.E))), () => this.exchange()]
        : []),
      // Months with count targets and together units (not Curtois & Qu): windows over everyone.
      ...(this.unitsApply ? [() => this.windowOverEveryone(highs)] : []),
    ];
    const mix = new OperatorMix(operators.length, this.strategy.bias);
    for (let round = 0; (o.maxRounds === undefined || round < o.maxRounds) && !this.done(); round++) {
      // Each shared schedule beat every one before it (solve.ts shares only a new best): the last is
      // the one to take.
      const shared = o.pull ? (await o.pull()).at(-1) : undefined;
      // What interrupts the search comes with the shared schedules, when the thread yields.
      if (o.interrupt?.()) return;
      if (shared) this.adopt(shared);
      this.resolveUnits(highs);
      this.sweepWindows(highs);
      // Reduced-cost fixing's neighbourhoods come as a chain: each proved to hold nothing below its
      // cutoff, the next. One whose objective wanted this thread already has is stale (a later one came).
      let hood = o.neighbourhood?.();
      if (hood?.cutoff !== undefined && best.hard === 0 && best.soft < hood.cutoff) hood = undefined;
      while (hood) {
        // Another HiGHS seed (on the same sub-MIP or a wider one): its time to the best schedule varies by tens of seconds.
        const timeLimit = ((hood.cutoff === undefined ? RENS_SHARE : 1) * (o.deadline - now())) / 1000;
        const { cutoff, excess, next } = hood,
          { bestElsewhere: elsewhere, newerNeighbourhood: newer } = o;
        // As in price and branch, a neighbourhood below a cutoff another thread's schedule meets is
        // done; and one below a cutoff is once a newer one is on its way (from a better incumbent),
        // which holds the better schedules. Not the converged master's or a dive's, nor their wider
        // stage: there the older neighbourhood finds its schedule sooner
        // (docs/solver-benchmarks.md#price-and-branch).
        const interrupt = (): boolean =>
          cutoff !== undefined && ((newer?.() ?? false) || (elsewhere !== undefined && overtaken(elsewhere(), cutoff, best.soft)));
        let proved = false;
        // A reduced-cost neighbourhood ends at its narrow stage: RENS's next one (every shift on its
        // cells, without its rows) is a far slower MILP than the next of the chain.
        const afterNarrow = (): boolean => {
          proved = true;
          return excess !== undefined;
        };
        rens(highs, c, hood, { timeLimit, deadline: o.deadline, seed: o.seed + 7, afterNarrow, interrupt }, (sched) => {
          if (this.adopt(sched)) o.onImprove?.(best);
        });
        hood = proved && best.soft >= (cutoff ?? Infinity) ? next : undefined;
      }
      // The newer neighbourhood comes with the next round's shared schedules, before any operator.
      if (o.newerNeighbourhood?.()) continue;
      // A round is as many operator calls as there are operators.
      for (let call = 0; call < operators.length && !this.done(); call++) {
        const picked = mix.pick(this.rng),
          before = this.score(),
          started = now();
        operators[picked]!();
        // A first valid schedule counts as much as the whole cost, not a billion.
        const gain = Math.min(before - this.score(), Math.max(1, best.soft));
        // The large-neighbourhood step does not report its schedules itself.
        if (picked === 0 && gain > 0) o.onImprove?.(best);
        mix.record(picked, gain, o.maxRounds === undefined ? now() - started : 1);
      }
    }
  }

  private done(): boolean {
    const { o, best } = this;
    return now() >= o.deadline || (o.target !== undefined && best.hard === 0 && best.soft <= o.target + 1e-6);
  }

  private score(): number {
    return this.best.soft + this.best.hard * 1e9;
  }

  /** Takes the schedule as the best and the current one where it is better; whether it was. */
  private adopt(sched: Int16Array): boolean {
    const { best } = this,
      other = new Evaluator(this.c, sched);
    if (!better(other, best)) return false;
    best.sched.set(other.sched);
    best.hard = other.hard;
    best.soft = other.soft;
    this.current = other;
    return true;
  }
}
