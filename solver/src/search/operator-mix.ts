/**
 * Which operator the search runs next, ALNS-style: each is drawn with a probability that follows
 * how much it improved the best schedule per unit of cost lately (decayed sums), with a floor so
 * none starves — what pays on one instance (HiGHS windows on small ones, the local search or the
 * ruin-and-recreate on larger ones) gets the time there. The cost is wall time in free runs and one
 * unit per call in reproducible runs, so a seed still fixes the run.
 *
 * By default the rates and the floor share out picks. Shared out by time (`byTime`), they share
 * out the cost itself: each operator is drawn in proportion to its share over what one of its
 * calls costs lately, so one that pays little per second gets at most TIME_FLOOR of the best one's
 * seconds however long its calls are. On the 500-employee month the floor by picks gave same-day
 * swaps, ruin and recreate and local search (calls of 1–3 s that saved next to nothing late in the
 * minute) about 45 % of the time, where block exchanges were saving 15–20 a second.
 */
import type { Rng } from './rng.ts';

const DECAY = 0.9;
/** Smallest weight relative to the best operator's: of picks by default, of time by time. */
const FLOOR = 0.1,
  TIME_FLOOR = 0.1;
/** By time, what an operator did fades by DECAY per TIME_UNIT (ms) of its own calls. */
const TIME_UNIT = 1000;

export class OperatorMix {
  private readonly gain: number[];
  private readonly cost: number[];
  /** Decayed count of calls alongside the decayed cost: their ratio is what a call costs lately. */
  private readonly calls: number[];

  /** `bias` multiplies each operator's rate (a portfolio thread's lean, portfolio.ts). */
  constructor(
    private readonly n: number,
    private readonly bias: readonly number[] = [],
    private readonly byTime = false,
  ) {
    // An optimistic start: every operator is tried before the rates take over.
    this.gain = Array.from({ length: n }, () => 1);
    this.cost = Array.from({ length: n }, () => 1e-3);
    this.calls = Array.from({ length: n }, () => 1e-3);
  }

  pick(rng: Rng): number {
    const rate = this.gain.map((g, k) => ((this.bias[k] ?? 1) * g) / this.cost[k]!);
    const top = Math.max(...rate),
      floor = this.byTime ? TIME_FLOOR : FLOOR;
    const share = rate.map((r) => (top > 0 ? Math.max(floor, r / top) : 1));
    // A share of time is drawn as often as it fits calls of the operator's recent length (≥ 1 unit: a no-op call is not free to spin on).
    const weight = this.byTime ? share.map((s, k) => s / Math.max(1, this.cost[k]! / this.calls[k]!)) : share;
    let r = rng.next() * weight.reduce((a, b) => a + b, 0),
      k = 0;
    while (k < this.n - 1 && r >= weight[k]!) r -= weight[k++]!;
    return k;
  }

  record(k: number, gain: number, cost: number): void {
    // By time, what an operator did fades with its own seconds rather than its calls: by calls, on
    // the a50 month block exchanges (calls of 0.03 s) forgot what they saved within a third of a
    // second while same-day swaps (calls of 1 s) kept their first savings and took most of the time.
    const decay = this.byTime ? DECAY ** (cost / TIME_UNIT) : DECAY;
    this.gain[k] = decay * this.gain[k]! + Math.max(0, gain);
    this.cost[k] = decay * this.cost[k]! + cost;
    this.calls[k] = decay * this.calls[k]! + 1;
  }
}
