/**
 * Which operator the search runs next, ALNS-style: each is drawn with a probability that follows
 * how much it improved the best schedule per unit of cost lately (decayed sums), with a floor so
 * none starves — what pays on one instance (HiGHS windows on small ones, the local search or the
 * ruin-and-recreate on larger ones) gets the time there. The cost is wall time in free runs and one
 * unit per call in reproducible runs, so a seed still fixes the run.
 */
import type { Rng } from './rng.ts';

const DECAY = 0.9;
/** Smallest weight relative to the best operator's. */
const FLOOR = 0.1;

export class OperatorMix {
  private readonly gain: number[];
  private readonly cost: number[];

  /** `bias` multiplies each operator's rate (a portfolio thread's lean, portfolio.ts). */
  constructor(
    private readonly n: number,
    private readonly bias: readonly number[] = [],
  ) {
    // An optimistic start: every operator is tried before the rates take over.
    this.gain = Array.from({ length: n }, () => 1);
    this.cost = Array.from({ length: n }, () => 1e-3);
  }

  pick(rng: Rng): number {
    const rate = this.gain.map((g, k) => ((this.bias[k] ?? 1) * g) / this.cost[k]!);
    const top = Math.max(...rate);
    const weight = rate.map((r) => (top > 0 ? Math.max(FLOOR, r / top) : 1));
    let r = rng.next() * weight.reduce((a, b) => a + b, 0),
      k = 0;
    while (k < this.n - 1 && r >= weight[k]!) r -= weight[k++]!;
    return k;
  }

  record(k: number, gain: number, cost: number): void {
    this.gain[k] = DECAY * this.gain[k]! + Math.max(0, gain);
    this.cost[k] = DECAY * this.cost[k]! + cost;
  }
}
