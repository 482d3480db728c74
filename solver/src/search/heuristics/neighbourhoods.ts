/**
 * Which cells a large-neighbourhood step frees: whole rosters of a few units (the
 * consecutive-day and total rules of those people re-decided at once), a window of days across
 * many units (cover traded between people), the units that still break a hard rule (repair), or
 * a few days across everyone (dayWindow: product months). The size is a budget of free binary
 * variables that the caller adapts to solve times.
 */
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import type { Rng } from './rng.ts';

export type NeighbourhoodKind = 'rosters' | 'window' | 'repair' | 'days';

export interface Neighbourhood {
  kind: NeighbourhoodKind;
  free: Uint8Array;
  cells: number;
}

/** Frees the unit's cells over days [from, to) that are not pinned and not yet free; returns how many. */
export function freeCells(c: Compiled, free: Uint8Array, unit: number, from: number, to: number): number {
  let n = 0;
  for (const e of c.units[unit]!) {
    for (let d = from; d < to; d++) {
      if (c.fixed[e * c.D + d] !== NOT_FIXED || free[e * c.D + d]) continue;
      free[e * c.D + d] = 1;
      n++;
    }
  }
  return n;
}

/** `rosterShare`: how often a few whole rosters are freed rather than a window of days. */
export function pickNeighbourhood(c: Compiled, empHard: Float64Array, rng: Rng, budget: number, rosterShare = 0.4): Neighbourhood {
  const { D, S } = c;
  const free = new Uint8Array(c.E * D);
  const order = rng.shuffle(c.units.map((_, u) => u));
  const violating = order.filter((u) => c.units[u]!.some((e) => empHard[e]! > 0));
  let cells = 0;
  if (violating.length > 0) {
    for (const u of violating) {
      if (cells * S > budget && cells > 0) break;
      cells += freeCells(c, free, u, 0, D);
    }
    return { kind: 'repair', free, cells };
  }
  if (rng.next() < rosterShare) {
    // Two or three rosters over a stretch of days: exact trades between people.
    const length = Math.min(D, Math.max(7, Math.floor(budget / (2 * S))));
    const from = rng.int(D - length + 1);
    for (const u of order.slice(0, 3)) {
      if ((cells + c.units[u]!.length * length) * S > budget && cells > 0) break;
      cells += freeCells(c, free, u, from, from + length);
    }
    return { kind: 'rosters', free, cells };
  }
  const length = Math.min(D, 3 + rng.int(Math.max(1, Math.min(12, D - 2))));
  const from = rng.int(D - length + 1);
  for (const u of order) {
    if ((cells + c.units[u]!.length * length) * S > budget && cells > 0) break;
    cells += freeCells(c, free, u, from, from + length);
  }
  return { kind: 'window', free, cells };
}

/**
 * A window of days over every unit (from `start`, or a random day), as many days as the budget allows (one at least; below one
 * day of everyone, one day over random units up to the budget). Every row that crosses the window
 * is re-decided at once — together units and apart groups with everyone else, cover free to move —
 * the trades the block exchange (solo employees, cover kept) and the small windows cannot make
 * (docs/solver-benchmarks.md#the-search-thread).
 */
export function dayWindow(c: Compiled, rng: Rng, budget: number, start?: number): Neighbourhood {
  const { D, S } = c,
    free = new Uint8Array(c.E * D),
    perDay = c.E * S;
  const length = Math.max(1, Math.min(D, Math.floor(budget / perDay))),
    from = start === undefined ? rng.int(D - length + 1) : Math.min(start, D - length);
  let cells = 0;
  const units = budget >= perDay ? c.units.map((_, u) => u) : rng.shuffle(c.units.map((_, u) => u));
  for (const u of units) {
    if (cells * S >= budget && budget < perDay) break;
    cells += freeCells(c, free, u, from, from + length);
  }
  return { kind: 'days', free, cells };
}
