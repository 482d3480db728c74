/**
 * Exact cheapest roster of one employee under per-cell costs: a dynamic program over the days
 * whose state is (minutes, weekends worked, run length, first run still open, predecessor class),
 * so every per-employee hard rule holds by construction — succession bans, min/max consecutive
 * work, min days off (runs touching the horizon's ends exempt from minimums), max weekends,
 * min/max minutes. Per-type maxima that can bind are priced by Lagrangian multipliers, raised
 * until the roster keeps them. Milliseconds per call, so it serves as construction and as a move.
 */
import { OFF } from '../model/types.ts';
import type { Compiled } from './compiled.ts';
import { rosterShape, type RosterShape } from './roster-shape.ts';

const MAX_PRICE_ROUNDS = 14;

export class RosterDp {
  private readonly shapes: (RosterShape | undefined)[] = [];
  /** Per employee, the multipliers of its per-type maxima that kept them last time. */
  private readonly prices: (Float64Array | undefined)[] = [];
  private parent = new Int32Array(0);
  private value = new Int8Array(0);
  private costs: [Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0)];
  private lists: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)];

  constructor(readonly c: Compiled) {}

  shape(e: number): RosterShape {
    return (this.shapes[e] ??= rosterShape(this.c, e));
  }

  /**
   * The cheapest row for employee e; cost[d*(S+1) + v+1] prices value v on day d (Infinity: not
   * allowed). Undefined when no row keeps the rules.
   */
  solve(e: number, cost: Float64Array): Int16Array | undefined {
    const { S } = this.c, sh = this.shape(e), em = this.c.emp[e]!;
    // Warm start from half the prices that last kept this employee's limits; the first raise is a
    // share of the price spread, so a binding limit is priced within a few rounds.
    const lambda = (this.prices[e] ??= new Float64Array(S));
    for (const s of sh.limited) lambda[s]! /= 2;
    let spread = 0;
    for (const p of cost) if (p < Infinity && Math.abs(p) > spread) spread = Math.abs(p);
    for (let round = 0; round < MAX_PRICE_ROUNDS; round++) {
      const row = this.run(sh, cost, lambda);
      if (!row) return undefined;
      let ok = true;
      for (const s of sh.limited) {
        let n = 0;
        for (const v of row) if (v === s) n++;
        if (n > em.maxPerType[s]!) { ok = false; lambda[s] = Math.max(1, spread / 4, lambda[s]! * 2); }
      }
      if (ok) return row;
    }
    return undefined;
  }

  private ensure(size: number, n: number): void {
    if (this.parent.length < size) { this.parent = new Int32Array(size); this.value = new Int8Array(size); }
    if (this.costs[0].length < n) {
      this.costs = [new Float64Array(n), new Float64Array(n)];
      this.lists = [new Int32Array(n), new Int32Array(n)];
    }
  }

  private run(sh: RosterShape, cost: Float64Array, lambda: Float64Array): Int16Array | undefined {
    const { D, S, weekendId } = this.c;
    const N = sh.states, C = sh.classes, R = sh.runStates, W = sh.weekendStates;
    this.ensure(D * N, N);
    const { parent, value } = this;
    const tracked = sh.muCap > 0;
    // Most minute units still reachable from day d on: prunes states that can no longer reach the minimum.
    const rest = new Int32Array(D + 1);
    for (let d = D - 1; d >= 0; d--) {
      let most = 0;
      for (let v = 0; v < S; v++) if (cost[d * (S + 1) + v + 1]! < Infinity && sh.mu[v]! > most) most = sh.mu[v]!;
      rest[d] = rest[d + 1]! + most;
    }
    let [cur, next] = this.costs;
    let [curList, nextList] = this.lists;
    cur.fill(Infinity, 0, N); next.fill(Infinity, 0, N);
    let curLen = 0, nextLen = 0;

    // Day 0 starts from a virtual open state: z = 1 marks the run that touches the horizon's start.
    const relax = (d: number, from: number, k: number, r: number, z: number, w: number, m: number, v: number, base: number): void => {
      const p = cost[d * (S + 1) + v + 1]!;
      if (p === Infinity) return;
      let nk: number, nr: number, nz = z, nw = w, nm = m;
      if (v === OFF) {
        if (k === 0) nr = r + 1 > sh.offCap ? sh.offCap : r + 1;
        else { if (!z && r < sh.minWork) return; nr = 1; nz = 0; }
        nk = 0;
      } else {
        if (k !== 0) {
          if (sh.forbidAfter[k * S + v]) return;
          if (r + 1 > sh.maxWork) return;
          nr = r + 1 > sh.workCap ? sh.workCap : r + 1;
        } else {
          if (d > 0 && !z && r < sh.minOff) return;
          nr = 1; nz = d > 0 ? 0 : 1;
        }
        nk = sh.cls[v]!;
        const wid = weekendId[d]!;
        if (W > 1 && wid >= 0 && !(d > 0 && k !== 0 && weekendId[d - 1] === wid)) { nw = w + 1; if (nw >= W) return; }
        if (tracked) {
          nm = m + sh.mu[v]!;
          if (nm > sh.muCap) { if (sh.muMaxBinds) return; nm = sh.muCap; }
        }
      }
      if (tracked && nm + rest[d + 1]! < sh.muMin) return;
      const ns = (((nm * W + nw) * R + nr) * 2 + nz) * C + nk;
      const total = base + p + (v === OFF ? 0 : lambda[v]!);
      if (total < next[ns]!) {
        if (next[ns] === Infinity) nextList[nextLen++] = ns;
        next[ns] = total; parent[d * N + ns] = from; value[d * N + ns] = v;
      }
    };
    for (let v = -1; v < S; v++) relax(0, -1, 0, 0, 1, 0, 0, v, 0);
    for (let d = 1; d <= D; d++) {
      [cur, next] = [next, cur]; [curList, nextList] = [nextList, curList];
      curLen = nextLen; nextLen = 0;
      if (d === D) break;
      for (let i = 0; i < curLen; i++) {
        const s = curList[i]!;
        let x = s;
        const k = x % C; x = (x - k) / C;
        const z = x % 2; x = (x - z) / 2;
        const r = x % R; x = (x - r) / R;
        const w = x % W; const m = (x - w) / W;
        for (let v = -1; v < S; v++) relax(d, s, k, r, z, w, m, v, cur[s]!);
      }
      for (let i = 0; i < curLen; i++) cur[curList[i]!] = Infinity;
    }
    let best = -1;
    for (let i = 0; i < curLen; i++) if (best < 0 || cur[curList[i]!]! < cur[best]!) best = curList[i]!;
    this.costs = [cur, next]; this.lists = [curList, nextList];
    if (best < 0) return undefined;
    const row = new Int16Array(D);
    for (let d = D - 1, s = best; d >= 0; d--) { row[d] = value[d * N + s]!; s = parent[d * N + s]!; }
    return row;
  }
}
