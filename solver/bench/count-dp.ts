/**
 * The cheapest roster of one employee under cell prices PLUS the exact penalty of some of its count
 * targets: the roster DP's states (roster-dp.ts `transitions`, every per-employee rule) times the
 * counts of the targets' cells. A Lagrangian bound that prices a count target linearly (μ·(n −
 * target), −under ≤ μ ≤ over) charges a mix of rosters the penalty of their mean count; kept here,
 * each roster pays its own (a convex penalty: the mean's is never more), so the bound can only rise.
 *
 * Targets on the same cells are summed into one convex piecewise-linear penalty P(n). Past its
 * last target P rises by a fixed slope, which goes into the cell prices, so the state holds the
 * count only up to that target (saturating): Σ target + 1 values. Which targets are kept is the
 * caller's choice (`countGroups`, within a state budget); the others stay with its multipliers.
 */
import type { Compiled, CompiledTarget } from '../src/search/compiled.ts';
import { fullBand } from '../src/search/pace.ts';
import { transitions, type RosterDp } from '../src/search/roster-dp.ts';

/** Count targets on the same cells as one penalty of the count, kept in the DP's state. */
export interface CountGroup {
  /** The cells counted, d*S+s. */
  mask: Uint8Array;
  /** Indices into the employee's targets. */
  targets: number[];
  /** The count saturates here: the largest target. */
  cap: number;
  /** Past the cap the penalty rises by this much per counted cell (priced in the cells). */
  slope: number;
  /** rest[n] = P(n) − slope·n for n = 0..cap; P(n) = slope·n + rest[min(n, cap)]. */
  rest: Float64Array;
}

/** The penalty of count n under the targets: Σ under·max(0, target − n) + over·max(0, n − target). */
export function penalty(targets: readonly CompiledTarget[], n: number): number {
  return targets.reduce((sum, t) => sum + t.under * Math.max(0, t.target - n) + t.over * Math.max(0, n - t.target), 0);
}

const sameMask = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Employee e's targets grouped by their cells, each group with its penalty; the largest kinks
 * (change of slope, Σ under + over of targets above 0) first, kept while the product of the kept
 * groups' widths stays within `budget` (a group of targets at 0 is linear: width 1, always kept).
 * Returns the kept groups and the indices of the targets left out.
 */
export function countGroups(c: Compiled, e: number, budget: number): { kept: CountGroup[]; left: number[] } {
  const targets = c.emp[e]!.targets;
  const byMask: number[][] = [];
  targets.forEach((t, k) => {
    const g = byMask.find((ks) => sameMask(targets[ks[0]!]!.mask, t.mask));
    if (g) g.push(k);
    else byMask.push([k]);
  });
  const groups = byMask.map((ks): CountGroup & { kink: number } => {
    const ts = ks.map((k) => targets[k]!);
    const cap = Math.max(...ts.map((t) => Math.max(0, Math.ceil(t.target))));
    const slope = ts.reduce((s, t) => s + t.over, 0);
    const rest = Float64Array.from({ length: cap + 1 }, (_, n) => penalty(ts, n) - slope * n);
    const kink = ts.reduce((s, t) => s + (t.target > 0 ? t.under + t.over : 0), 0);
    return { mask: targets[ks[0]!]!.mask, targets: ks, cap, slope, rest, kink };
  });
  const kept: CountGroup[] = [],
    left: number[] = [];
  let width = 1;
  for (const g of groups.sort((a, b) => b.kink - a.kink)) {
    if (width * (g.cap + 1) <= budget) {
      width *= g.cap + 1;
      kept.push({ mask: g.mask, targets: g.targets, cap: g.cap, slope: g.slope, rest: g.rest });
    } else left.push(...g.targets);
  }
  return { kept, left };
}

/** The DP over (roster state, kept counts); its arrays are reused from call to call. */
export class CountDp {
  private parent = new Int32Array(0);
  private value = new Int8Array(0);
  private cur = new Float64Array(0);
  private next = new Float64Array(0);

  constructor(private readonly dp: RosterDp) {}

  /**
   * The cheapest row of employee e and its cost: Σ cost[d*(S+1) + v+1] over the row plus each
   * group's penalty of the row's count. Only where the roster DP is exact for e (`dp.exact(e)`).
   * Undefined when no row keeps the rules.
   */
  solve(e: number, cost: Float64Array, groups: readonly CountGroup[]): { row: Int16Array; value: number } | undefined {
    const { c } = this.dp,
      { D, S } = c,
      sh = this.dp.shape(e);
    if (!this.dp.exact(e)) throw new Error(`the roster DP is not exact for employee ${e}`);
    const t = transitions(
      c,
      sh,
      fullBand(c, sh),
      cost,
      sh.counted.map((_, i) => i),
    );
    const N = t.states,
      G = groups.length;
    let C = 1;
    for (const g of groups) C *= g.cap + 1;
    // step[(v+1)*C + k]: the counts' index after taking v from index k on the day being filled.
    const step = new Int32Array((S + 1) * C);
    const price = new Float64Array(S + 1);
    const counts = new Int32Array(G);
    const size = N * C;
    if (this.cur.length < size) {
      this.cur = new Float64Array(size);
      this.next = new Float64Array(size);
    }
    if (this.parent.length < D * size) {
      this.parent = new Int32Array(D * size);
      this.value = new Int8Array(D * size);
    }
    const { parent, value } = this;
    let { cur, next } = this;
    cur.fill(Infinity, 0, size);
    next.fill(Infinity, 0, size);
    let reached: number[] = [-1];
    for (let d = 0; d < D; d++) {
      for (let v = -1; v < S; v++) {
        price[v + 1] = cost[d * (S + 1) + v + 1]!;
        for (let k = 0; k < C; k++) {
          let x = k,
            to = 0,
            radix = 1;
          for (let i = 0; i < G; i++) {
            const g = groups[i]!,
              w = g.cap + 1;
            counts[i] = x % w;
            x = (x - counts[i]!) / w;
            const hit = v >= 0 && g.mask[d * S + v] === 1;
            to += Math.min(counts[i]! + (hit ? 1 : 0), g.cap) * radix;
            radix *= w;
            if (hit && k === 0) price[v + 1] = price[v + 1]! + g.slope;
          }
          step[(v + 1) * C + k] = to;
        }
      }
      const seen = new Set<number>();
      for (const s of reached) {
        t.load(d, s);
        for (let v = -1; v < S; v++) {
          if (price[v + 1] === Infinity) continue;
          const ns = t.next(d, v);
          if (ns < 0) continue;
          seen.add(ns);
          for (let k = 0; k < (s < 0 ? 1 : C); k++) {
            const base = s < 0 ? 0 : cur[s * C + k]!;
            if (base === Infinity) continue;
            const at = ns * C + step[(v + 1) * C + k]!,
              total = base + price[v + 1]!;
            if (total < next[at]!) {
              next[at] = total;
              parent[d * size + at] = s < 0 ? -1 : s * C + k;
              value[d * size + at] = v;
            }
          }
        }
      }
      if (d > 0) for (const s of reached) cur.fill(Infinity, s * C, (s + 1) * C);
      [cur, next] = [next, cur];
      reached = [...seen];
    }
    let best = -1,
      bestValue = Infinity;
    for (const s of reached) {
      for (let k = 0; k < C; k++) {
        const base = cur[s * C + k]!;
        if (base === Infinity) continue;
        let x = k,
          total = base;
        for (const g of groups) {
          const n = x % (g.cap + 1);
          x = (x - n) / (g.cap + 1);
          total += g.rest[n]!;
        }
        if (total < bestValue) {
          bestValue = total;
          best = s * C + k;
        }
      }
    }
    this.cur = cur;
    this.next = next;
    if (best < 0) return undefined;
    const row = new Int16Array(D);
    for (let d = D - 1, at = best; d >= 0; d--) {
      row[d] = value[d * size + at]!;
      at = parent[d * size + at]!;
    }
    return { row, value: bestValue };
  }
}
