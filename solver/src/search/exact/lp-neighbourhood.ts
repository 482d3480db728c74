/**
 * The LP's neighbourhood (RINS, Danna, Rothberg and Le Pape 2005): the cells where a relaxation's
 * solution, rounded, and a schedule disagree are freed, the others keep the schedule's value, and
 * HiGHS solves the compact MILP (milp.ts) over them, warm-started from the schedule. Where the
 * relaxation and the search agree the cells are likely right; where they disagree lies what the
 * search misses. The relaxation's solution: the ceiling's Dantzig–Wolfe master, each
 * pseudo-employee's heaviest roster (roster-master.ts MasterAscent.rounded), or the compact LP's;
 * around a 40-employee product month's 1,152 the master's found 1,106 in 17.5 s, the compact LP's
 * 2–3 below its centres (docs/solver-benchmarks.md#the-lps-neighbourhood-in-the-bound-thread). It
 * needs time after the relaxation, which the bound thread has once its bounds are in.
 */
import type { Highs } from 'highs';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import { runHighs } from '../compile/highs.ts';
import { buildMilp } from '../compile/milp.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { better } from '../heuristics/local-search.ts';
import { now } from '../orchestration/clock.ts';

/** The cells the rules leave open where `rounded` (a relaxation's solution, rounded) and `sched` disagree. */
export function disagreeing(c: Compiled, rounded: Int16Array, sched: Int16Array): Uint8Array {
  return Uint8Array.from(sched, (v, cell) => (c.fixed[cell] === NOT_FIXED && v !== rounded[cell] ? 1 : 0));
}

export interface LpNeighbourhoodLimits {
  /** Seconds HiGHS may take (wall clock, or counted where the clock is: highs.ts). */
  timeLimit: number;
  deadline?: number;
  seed: number;
  /** A node limit, for runs whose outcome must not depend on the machine's speed. */
  maxNodes?: number;
}

export interface LpNeighbourhoodOutcome {
  /** Cells freed. */
  cells: number;
  /** HiGHS proved the neighbourhood's optimum (or that it holds nothing better than `centre`). */
  proved: boolean;
}

/**
 * The month's cells in parts of `days` consecutive days (each part every employee's cells of those
 * days, cell = employee * D + day), the first part ending at day `shift` where it is above 0 (so
 * that a second partition's parts straddle the first's bounds): a neighbourhood too large for
 * HiGHS, freed a part at a time.
 */
export function dayParts(c: Compiled, days: number, shift = 0): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let from = (shift % days) - (shift % days > 0 ? days : 0); from < c.D; from += days) {
    const [first, end] = [Math.max(0, from), from + days];
    parts.push(Uint8Array.from({ length: c.E * c.D }, (_, cell) => (cell % c.D >= first && cell % c.D < end ? 1 : 0)));
  }
  return parts;
}

/**
 * Solves the LP's neighbourhood of `centre`; each schedule HiGHS finds goes to `found` as it comes.
 * With `part`, only its cells are freed: the others keep the centre's value.
 */
export function lpNeighbourhood(
  highs: Highs,
  c: Compiled,
  rounded: Int16Array,
  centre: Int16Array,
  limits: LpNeighbourhoodLimits,
  found: (sched: Int16Array) => void,
  part?: Uint8Array,
): LpNeighbourhoodOutcome {
  const free = disagreeing(c, rounded, centre);
  if (part) free.forEach((f, cell) => (free[cell] = f & part[cell]!));
  const cells = free.reduce((n, f) => n + f, 0);
  if (cells === 0) return { cells, proved: true };
  const milp = buildMilp(c, centre, free);
  const out = runHighs(highs, milp.data, { ...limits, onSolution: (x) => found(milp.decode(x)) }, milp.start);
  if (out.values) found(milp.decode(out.values));
  return { cells, proved: out.status === 'optimal' };
}

export interface AroundSharedOptions {
  deadline: number;
  seed: number;
  /** Schedules the other threads shared since the last call (the inbox's drain). */
  pull: () => Promise<Int16Array[]>;
  /** Each schedule better than every one seen so far. */
  onImprove: (sched: Int16Array) => void;
  /**
   * What runs once a neighbourhood is proved and nothing better has come (a search from `from`):
   * it returns its best when `stop` says a schedule better than `from` is known (`bestElsewhere`),
   * and the next neighbourhood is built around the better one.
   */
  meanwhile?: (from: Int16Array, stop: () => boolean) => Promise<Int16Array | undefined>;
  /** The best objective any thread has reported (WorkerTask.best). */
  bestElsewhere?: () => number;
  /** Told as each HiGHS run begins (true) and ends (false): it may still improve the answer. */
  working?: (on: boolean) => void;
  /**
   * Where the whole neighbourhood is too large for HiGHS: its cells in these parts (`dayParts`),
   * freed one at a time, in turn, each around the best schedule known then.
   */
  parts?: { parts: Uint8Array[]; seconds: number };
}

/**
 * The LP's neighbourhood around the best schedule known (shared by the other threads, or found
 * here), again each time a better one has come: a better centre moves the cells that disagree.
 * With `parts`, one part per neighbourhood, in turn, the centre done once every part around it
 * brought nothing better. Between neighbourhoods, `meanwhile`. Returns at the deadline, or once a
 * centre is done (a whole neighbourhood proved, or every part tried) and nothing better has come
 * (without `meanwhile`, or where it returned nothing better).
 */
export async function aroundShared(highs: Highs, c: Compiled, rounded: Int16Array, o: AroundSharedOptions): Promise<void> {
  let best: Evaluator | undefined;
  const consider = (sched: Int16Array): boolean => {
    const ev = new Evaluator(c, sched);
    if (best && !better(ev, best)) return false;
    best = ev;
    return true;
  };
  const parts = o.parts?.parts ?? [undefined];
  let centre: Evaluator | undefined;
  // Parts tried around `centre`, and the next one.
  let tried = 0,
    next = 0;
  let waited = false;
  while (now() < o.deadline) {
    for (const sched of await o.pull()) consider(sched);
    if (!best) return;
    if (best === centre && tried >= parts.length) {
      if (!o.meanwhile || waited) return;
      const from = centre;
      const beaten = (): boolean => from.hard === 0 && (o.bestElsewhere?.() ?? Infinity) < from.soft - 1e-6;
      const found = await o.meanwhile(from.sched, beaten);
      if (found) consider(found);
      // Nothing better from it, nor shared since: it ran to its end.
      waited = true;
      continue;
    }
    if (best !== centre) {
      waited = false;
      centre = best;
      tried = 0;
    }
    const part = parts[next];
    next = (next + 1) % parts.length;
    tried++;
    const left = (o.deadline - now()) / 1000;
    o.working?.(true);
    let proved: boolean;
    try {
      ({ proved } = lpNeighbourhood(
        highs,
        c,
        rounded,
        centre.sched,
        { timeLimit: o.parts ? Math.min(o.parts.seconds, left) : left, deadline: o.deadline, seed: o.seed },
        (sched) => {
          if (consider(sched)) o.onImprove(sched);
        },
        part,
      ));
    } finally {
      o.working?.(false);
    }
    if (!proved && !o.parts) return;
  }
}
