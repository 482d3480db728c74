/**
 * Wentges smoothing of column generation's cover duals. The master LP's duals swing from round to
 * round (its optimal bases are massively degenerate), so rosters priced at them fit one round's
 * duals and not the optimum's, and column generation tails off over long horizons. Pricing instead
 * at a blend of the LP's duals and the stability centre (the duals with the best Lagrangian bound
 * so far) keeps each round's rosters near the optimum's. Where a blend prices no roster the LP
 * lacks (a mispricing), the next pass moves closer to the LP's duals, and reaches them after
 * ⌈1 / (1 − α)⌉ passes, so column generation still ends only where the LP's own duals price
 * nothing. Pessoa, Sadykov, Uchoa & Vanderbeck (2018), "Automation and combination of
 * linear-programming based stabilization techniques in column generation".
 */
export class DualSmoothing {
  private centre: Float64Array | undefined;
  private best = -Infinity;

  /** `alpha`: the centre's weight in a round's first blend (0: no smoothing). */
  constructor(private readonly alpha: number) {}

  /** The centre's weight after `misses` passes of a round that priced nothing new: 0 once they reach the LP's duals. */
  weight(misses: number): number {
    const beta = 1 - (misses + 1) * (1 - this.alpha);
    // Past rounding: 1 − 5 · 0.2 is not quite 0.
    return this.centre && beta > 1e-9 ? beta : 0;
  }

  /** The duals to price at after `misses` mispricings in this round. */
  duals(lp: Float64Array, misses: number): Float64Array {
    const beta = this.weight(misses),
      centre = this.centre;
    return beta > 0 && centre ? lp.map((y, i) => beta * centre[i]! + (1 - beta) * y) : lp;
  }

  /** The Lagrangian bound of duals priced at: they become the centre where it is the best so far. */
  record(duals: Float64Array, bound: number): void {
    if (bound <= this.best) return;
    this.best = bound;
    this.centre = duals.slice();
  }
}
