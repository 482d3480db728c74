/**
 * Exact cheapest roster of one employee under per-cell costs: a dynamic program over the days
 * whose state is (minutes, weekends worked, run length, first run still open, predecessor class),
 * so every per-employee hard rule holds by construction — succession bans, min/max consecutive
 * work, min days off (runs touching the horizon's ends exempt from minimums), max weekends,
 * min/max minutes, per-type maxima. A per-type maximum is counted in the state as the offset
 * above the count at which the rest of the horizon can no longer break it (counts below are
 * alike), which is a few values where the minutes bound the shifts; the maxima that would still
 * cost too many states are priced by Lagrangian multipliers, raised until the roster keeps them.
 * Milliseconds per call, so it serves as construction, as a move and as a column pricer.
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

  /** Whether `solve` finds e's cheapest row (no per-type maximum left to Lagrangian prices). */
  exact(e: number): boolean {
    return this.shape(e).priced.length === 0;
  }

  /**
   * The cheapest row for employee e; cost[d*(S+1) + v+1] prices value v on day d (Infinity: not
   * allowed). Undefined when no row keeps the rules.
   */
  solve(e: number, cost: Float64Array): Int16Array | undefined {
    const { S } = this.c, sh = this.shape(e), em = this.c.emp[e]!;
    const lambda = (this.prices[e] ??= new Float64Array(S));
    if (sh.priced.length === 0) return this.counted(sh, cost, lambda);
    // Warm start from half the prices that last kept this employee's limits; the first raise is a
    // share of the price spread, so a binding limit is priced within a few rounds.
    for (const s of sh.priced) lambda[s]! /= 2;
    let spread = 0;
    for (const p of cost) if (p < Infinity && Math.abs(p) > spread) spread = Math.abs(p);
    for (let round = 0; round < MAX_PRICE_ROUNDS; round++) {
      const row = this.counted(sh, cost, lambda);
      if (!row) return undefined;
      let ok = true;
      for (const s of sh.priced) {
        let n = 0;
        for (const v of row) if (v === s) n++;
        if (n > em.maxPerType[s]!) { ok = false; lambda[s] = Math.max(1, spread / 4, lambda[s]! * 2); }
      }
      if (ok) return row;
    }
    return undefined;
  }

  /**
   * Counting is dear, so a maximum is counted only once the row breaks it: a row that keeps the
   * maxima left uncounted is the cheapest under all of them.
   */
  private counted(sh: RosterShape, cost: Float64Array, lambda: Float64Array): Int16Array | undefined {
    const on: number[] = [];
    for (;;) {
      const row = this.run(sh, cost, lambda, on);
      if (!row) return undefined;
      const broken = sh.counted.flatMap((s, i) => (!on.includes(i) && row.filter((v) => v === s).length > sh.countMax[i]! ? [i] : []));
      if (broken.length === 0) return row;
      on.push(...broken);
    }
  }

  private ensure(size: number, n: number): void {
    if (this.parent.length < size) { this.parent = new Int32Array(size); this.value = new Int8Array(size); }
    if (this.costs[0].length < n) {
      this.costs = [new Float64Array(n), new Float64Array(n)];
      this.lists = [new Int32Array(n), new Int32Array(n)];
    }
  }

  /** The cheapest row keeping the maxima of sh.counted[i] for i in `on` (and every other rule), at prices lambda. */
  private run(sh: RosterShape, cost: Float64Array, lambda: Float64Array, on: number[]): Int16Array | undefined {
    const { D, S, weekendId } = this.c;
    const counted = on.map((i) => sh.counted[i]!), countMax = on.map((i) => sh.countMax[i]!), countWidth = on.map((i) => sh.countWidth[i]!);
    const K = on.length, C = sh.classes, R = sh.runStates, W = sh.weekendStates, M = sh.muCap + 1;
    const N = countWidth.reduce((q, x) => q * x, sh.states);
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
    // floors[(i * (D+1) + d) * M + m]: the count of type i below which days d.. cannot break its
    // maximum (they allow it on fewer days, or the minutes m used so far leave too few), so counts
    // below it are alike and the state holds the offset above it.
    const floors = new Int32Array(K * (D + 1) * M);
    for (let i = 0; i < K; i++) {
      for (let d = D, left = 0; d >= 0; d--) {
        if (d < D && cost[d * (S + 1) + counted[i]! + 1]! < Infinity) left++;
        for (let m = 0; m < M; m++) {
          const a = sh.muMaxBinds ? Math.min(left, Math.floor((sh.muCap - m) / sh.mu[counted[i]!]!)) : left;
          floors[(i * (D + 1) + d) * M + m] = Math.max(0, countMax[i]! - a);
        }
      }
    }
    const counts = new Int32Array(K);
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
      let nq = 0;
      for (let i = K - 1; i >= 0; i--) {
        const n = counts[i]! + (v === counted[i] ? 1 : 0);
        if (n > countMax[i]!) return;
        const f = floors[(i * (D + 1) + d + 1) * M + nm]!;
        nq = nq * countWidth[i]! + (n > f ? n - f : 0);
      }
      const ns = ((((nq * M + nm) * W + nw) * R + nr) * 2 + nz) * C + nk;
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
        const w = x % W; x = (x - w) / W;
        const m = x % M; x = (x - m) / M;
        for (let i = 0; i < K; i++) { const o = x % countWidth[i]!; x = (x - o) / countWidth[i]!; counts[i] = floors[(i * (D + 1) + d) * M + m]! + o; }
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
