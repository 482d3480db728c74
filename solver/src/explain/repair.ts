/**
 * A short re-solve of a relaxed model, warm-started from the schedule it explains: the current
 * schedule (with an empty row for a person the relaxation adds) is the start, and rounds of
 * ruin-and-recreate (whole rosters re-planned by the exact roster DP) and late-acceptance local
 * search improve it. Work is counted, not timed, so a small model answers the same every run;
 * the deadline only stops a large one early.
 */
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';
import { compile } from '../search/compile/compiled.ts';
import { Evaluator } from '../search/heuristics/evaluator.ts';
import { localSearch, type Incumbent } from '../search/heuristics/local-search.ts';
import { Rng } from '../search/heuristics/rng.ts';
import { RosterDp } from '../search/roster-dp/roster-dp.ts';
import { RuinRecreate } from '../search/heuristics/ruin-recreate.ts';
import { now } from '../search/orchestration/clock.ts';

export interface RepairOptions {
  /** On the solver's clock (search/orchestration/clock.ts). */
  deadline: number;
  rounds?: number;
  seed?: number;
}

// Work per round: proportional to the model, with a floor that makes tiny models thorough.
const ROUNDS = 2,
  MIN_RUINS = 20,
  MIN_MOVES = 5_000;

/** The best schedule found for `model` from `start` (rows of employees the start lacks are off). */
export function repair(model: RosterModel, start: Schedule, o: RepairOptions): Schedule {
  const c = compile(model);
  const sched = new Int16Array(c.E * c.D).fill(OFF);
  sched.set(start.subarray(0, Math.min(start.length, sched.length)));
  const ev = new Evaluator(c, sched);
  const best: Incumbent = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  const rng = new Rng(o.seed ?? 1);
  const ruin = new RuinRecreate(ev, new RosterDp(c), rng);
  const cells = c.E * c.D;
  for (let round = 0; round < (o.rounds ?? ROUNDS) && now() < o.deadline; round++) {
    ruin.run(ev, best, { iterations: Math.max(MIN_RUINS, c.E), deadline: o.deadline });
    localSearch(ev, rng, best, { iterations: Math.max(MIN_MOVES, 20 * cells), deadline: o.deadline, historyLength: 50, maxBlock: 3 });
  }
  return best.sched;
}
