/**
 * How each search thread of the portfolio searches: thread 0 the default, the others a variant
 * of it, so that 8–64 threads sharing one incumbent do not all run the same search from it with
 * other seeds only. A variant leans the adaptive operator mix towards one operator (it still
 * adapts), anneals ruin-and-recreate hotter or colder, and frees whole rosters or windows of days
 * in its large-neighbourhood steps more often. Past the table, each further lap cools or heats
 * the table's strategies by a further factor of 3.
 */

export interface Strategy {
  /**
   * Multiplies each operator's rate in the mix (operator-mix.ts), in search.ts's order: large
   * neighbourhood, ruin and recreate, local search, target swaps.
   */
  bias: readonly number[];
  /** Multiple of ruin-and-recreate's annealing temperature. */
  heat: number;
  /** Share of large-neighbourhood steps over a few whole rosters rather than a window of days. */
  rosterShare: number;
}

export const DEFAULT_STRATEGY: Strategy = { bias: [1, 1, 1, 1], heat: 1, rosterShare: 0.4 };

const VARIANTS: Strategy[] = [
  { bias: [1, 3, 1, 1], heat: 2, rosterShare: 0.4 },
  { bias: [3, 1, 1, 1], heat: 1, rosterShare: 0.8 },
  { bias: [1, 1, 3, 3], heat: 0.5, rosterShare: 0.4 },
  { bias: [3, 1, 1, 1], heat: 1, rosterShare: 0.1 },
  { bias: [1, 3, 1, 1], heat: 0.25, rosterShare: 0.4 },
  { bias: [1, 1, 1, 3], heat: 4, rosterShare: 0.6 },
  { bias: [2, 2, 1, 1], heat: 1, rosterShare: 0.25 },
];

/** The strategy of the search thread with this index in the portfolio (0: the default). */
export function strategyFor(index: number): Strategy {
  if (index <= 0) return DEFAULT_STRATEGY;
  const variant = VARIANTS[(index - 1) % VARIANTS.length]!,
    lap = Math.floor((index - 1) / VARIANTS.length);
  if (lap === 0) return variant;
  // Powers of 3 against the table's powers of 2: no two threads end up alike.
  const factor = 3 ** (lap % 2 === 1 ? -Math.ceil(lap / 2) : lap / 2);
  return { ...variant, heat: variant.heat * factor };
}
