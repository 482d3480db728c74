/**
 * One search thread: a first schedule (every employee's exact best-response roster, then greedy
 * cover for together groups), then rounds of operators drawn by how well they have been paying
 * (operator-mix.ts): a HiGHS large-neighbourhood step, a ruin-and-recreate burst over whole
 * rosters, a short local-search burst; and, once price and branch hands one over, a RENS
 * neighbourhood (rens.ts) under another HiGHS seed. Every
 * limit except the deadline counts work (iterations, nodes), so a run with a round limit is
 * reproducible for its seed.
 */
import { OFF } from '../model/types.ts';
import { NOT_FIXED, type Compiled } from './compiled.ts';
import { construct } from './construct.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from './highs.ts';
import { better, localSearch, type Incumbent } from './local-search.ts';
import { lnsStep, type LnsState } from './lns.ts';
import { reroster, soloEmployees } from './reroster.ts';
import { OperatorMix } from './operator-mix.ts';
import { Rng } from './rng.ts';
import { RosterDp } from './roster-dp.ts';
import { rens, type RensNeighbourhood } from './rens.ts';
import { RuinRecreate } from './ruin-recreate.ts';

// A RENS neighbourhood handed over by price and branch gets this share of the time left: where
// HiGHS stalls on it (Curtois 8) the search's own operators keep the rest.
const RENS_SHARE = 0.5;

export interface SearchOptions {
  seed: number;
  /** Absolute Date.now() at which the search returns. */
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
}

export function initialSchedule(c: Compiled): Int16Array {
  return Int16Array.from(c.fixed, (f) => (f === NOT_FIXED ? OFF : f));
}

export async function search(c: Compiled, o: SearchOptions): Promise<Incumbent> {
  const rng = new Rng(o.seed);
  let ev = new Evaluator(c, initialSchedule(c));
  // Without lower limits the empty (pinned-only) schedule is already valid: report it at once.
  if (ev.hard === 0) o.onImprove?.({ sched: ev.sched.slice(), hard: 0, soft: ev.soft });
  const empty: Incumbent = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  // Every employee's best response in turn: rosters that keep the per-employee rules by design.
  const dp = new RosterDp(c);
  const prices = new Float64Array(c.D * (c.S + 1));
  for (const e of rng.shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
  construct(ev, rng);
  const best: Incumbent = better(empty, ev) ? empty : { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  if (best === empty) ev = new Evaluator(c, empty.sched);
  o.onImprove?.(best);
  const cells = c.E * c.D;
  const maxBlock = Math.max(3, ...c.emp.map((e) => Math.min(e.minWork, e.minOff) + 1));
  const ls = (iterations: number): void => {
    localSearch(ev, rng, best, { iterations, deadline: o.deadline, historyLength: 50, maxBlock, ...(o.onImprove ? { onImprove: o.onImprove } : {}) });
  };
  const ruin = new RuinRecreate(ev, dp, rng);
  const rr = (iterations: number): void => {
    ruin.run(ev, best, { iterations, deadline: o.deadline, ...(o.onImprove ? { onImprove: o.onImprove } : {}) });
  };
  rr(10 * c.E);
  ls(100 * cells);
  const highs = await highsRuntime();
  const state: LnsState = { budget: 300, minBudget: 60, maxBudget: 3000 };
  const done = (): boolean => Date.now() >= o.deadline || (o.target !== undefined && best.hard === 0 && best.soft <= o.target + 1e-6);
  let highsFailed = false;
  const ops: (() => void)[] = [
    () => {
      // HiGHS failing (a WebAssembly abort) ends this operator, not the search.
      if (highsFailed) return;
      try { ev = lnsStep(highs, c, ev, best, rng, state, { deadline: o.deadline, subTimeLimit: 2, maxNodes: 100, seed: o.seed }); } catch { highsFailed = true; }
    },
    () => rr(2 * c.E),
    () => ls(100 * cells),
  ];
  const mix = new OperatorMix(ops.length);
  const score = (): number => best.soft + best.hard * 1e9;
  const adopt = (sched: Int16Array): boolean => {
    const other = new Evaluator(c, sched);
    if (!better(other, best)) return false;
    best.sched.set(other.sched); best.hard = other.hard; best.soft = other.soft; ev = other;
    return true;
  };
  for (let round = 0; (o.maxRounds === undefined || round < o.maxRounds) && !done(); round++) {
    for (const shared of o.pull ? await o.pull() : []) adopt(shared);
    const hood = o.neighbourhood?.();
    if (hood) {
      // Another HiGHS seed on the same sub-MIP: its time to the best schedule varies by tens of seconds.
      const timeLimit = RENS_SHARE * (o.deadline - Date.now()) / 1000;
      rens(highs, c, hood, { timeLimit, deadline: o.deadline, seed: o.seed + 7 }, (sched) => { if (adopt(sched)) o.onImprove?.(best); });
    }
    // A round is as many operator calls as there are operators.
    for (let call = 0; call < ops.length && !done(); call++) {
      const k = mix.pick(rng), before = score(), started = Date.now();
      ops[k]!();
      // A first valid schedule counts as much as the whole cost, not a billion.
      const gain = Math.min(before - score(), Math.max(1, best.soft));
      if (k === 0 && gain > 0) o.onImprove?.(best);
      mix.record(k, gain, o.maxRounds === undefined ? Date.now() - started : 1);
    }
  }
  return best;
}
