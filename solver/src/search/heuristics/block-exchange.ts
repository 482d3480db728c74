/**
 * The best reassignment of a block of days among everyone who rosters alone, cover unchanged.
 * Over a block (one to a few days) each employee's cells form a pattern (Early then Late, off then
 * Night, …). Handing the block's patterns around among the employees — each takes one, as many of
 * each as there were — keeps every shift-day's cover, and what each employee then pays depends on
 * its own row only (rules, requests, count targets), so the block's best reassignment is a
 * transportation problem: employees to patterns. Cancelling negative cycles in the graph of
 * patterns (an edge a → b: the cheapest employee of pattern a taking b) solves it exactly; a cycle
 * is an exchange among as many people as it has patterns, with working and off traded too — the
 * trade same-day swaps (target-swaps.ts) make between two people only. On the 500-employee month
 * the cost is almost all count targets, who works which shift, with cover already met.
 * Together units and members of apart groups stay out (their costs are not separable).
 */
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';
import type { Change, Evaluator } from './evaluator.ts';
import { now } from '../orchestration/clock.ts';

const EPS = 1e-9;
/** A broken rule outweighs any soft cost (the search compares hard violations first). */
const HARD = 1e9;

/** Employees whose cost depends on their own row alone: rostering alone and in no apart group. */
export function exchangeAgents(c: Compiled): number[] {
  return c.units.filter((u) => u.length === 1 && c.apartOf[u[0]!]!.length === 0).map((u) => u[0]!);
}

/**
 * Reassigns the patterns of days [from, from + length) among `agents` (those without a pinned
 * cell there) to the cheapest assignment, cycle by cycle until none is left or the deadline
 * passes; returns the cost saved.
 */
export function blockExchange(ev: Evaluator, agents: readonly number[], from: number, length: number, deadline = Infinity): number {
  const c = ev.c,
    { D } = c,
    to = Math.min(D, from + length);
  const who = agents.filter((e) => {
    for (let d = from; d < to; d++) if (c.fixed[e * D + d] !== NOT_FIXED) return false;
    return true;
  });
  const patterns = new Patterns(c, ev.sched, who, from, to);
  const K = patterns.count;
  if (K < 2) return 0;
  const cls = Int32Array.from(who, (e) => patterns.of(ev.sched, e));
  // cost[i*K + k]: what agent i's own cost changes by taking pattern k (Infinity: a rule breaks).
  const cost = new Float64Array(who.length * K);
  const row = new Int16Array(D);
  const price = (i: number): void => {
    const e = who[i]!,
      h0 = ev.empHard[e]!,
      s0 = ev.empSoft[e]!;
    row.set(ev.sched.subarray(e * D, (e + 1) * D));
    for (let k = 0; k < K; k++) {
      if (k === cls[i]) {
        cost[i * K + k] = 0;
        continue;
      }
      patterns.write(k, row);
      const [h, s] = ev.employeeCost(e, row);
      cost[i * K + k] = h > h0 + EPS ? Infinity : (h - h0) * HARD + (s - s0);
    }
  };
  for (let i = 0; i < who.length; i++) price(i);
  const cheapest = new Float64Array(K * K),
    by = new Int32Array(K * K);
  let saved = 0;
  for (let cycles = 0; cycles < 4 * who.length && now() < deadline; cycles++) {
    cheapest.fill(Infinity);
    for (let i = 0; i < who.length; i++) {
      const a = cls[i]!;
      for (let b = 0; b < K; b++) {
        const w = cost[i * K + b]!;
        if (b !== a && w < cheapest[a * K + b]!) {
          cheapest[a * K + b] = w;
          by[a * K + b] = i;
        }
      }
    }
    const cycle = negativeCycle(cheapest, K);
    if (!cycle) break;
    const movers = cycle.map(([a, b]) => ({ i: by[a * K + b]!, b }));
    const changes: Change[] = [];
    for (const { i, b } of movers) {
      const e = who[i]!;
      row.set(ev.sched.subarray(e * D, (e + 1) * D));
      patterns.write(b, row);
      for (let d = from; d < to; d++) if (row[d] !== ev.sched[e * D + d]) changes.push({ e, d, v: row[d]! });
    }
    const [dh, ds] = ev.delta(changes);
    if (dh > EPS || dh * HARD + ds > -EPS) break;
    ev.apply(changes);
    saved -= ds;
    for (const { i, b } of movers) cls[i] = b;
    for (const { i } of movers) price(i);
  }
  return saved;
}

/** The distinct patterns the agents have over the block, numbered. */
class Patterns {
  private readonly index = new Map<number, number>();
  private readonly keys: number[] = [];

  constructor(
    private readonly c: Compiled,
    sched: Int16Array,
    who: readonly number[],
    private readonly from: number,
    private readonly to: number,
  ) {
    for (const e of who) {
      const key = this.key(sched, e);
      if (!this.index.has(key)) {
        this.index.set(key, this.keys.length);
        this.keys.push(key);
      }
    }
  }

  get count(): number {
    return this.keys.length;
  }

  private key(sched: Int16Array, e: number): number {
    let k = 0;
    for (let d = this.from; d < this.to; d++) k = k * (this.c.S + 1) + sched[e * this.c.D + d]! + 1;
    return k;
  }

  of(sched: Int16Array, e: number): number {
    return this.index.get(this.key(sched, e))!;
  }

  /** Writes pattern k into the block of a row. */
  write(k: number, row: Int16Array): void {
    let key = this.keys[k]!;
    for (let d = this.to - 1; d >= this.from; d--) {
      row[d] = (key % (this.c.S + 1)) - 1;
      key = Math.floor(key / (this.c.S + 1));
    }
  }
}

/** A cycle of negative weight in the dense graph w (K × K, Infinity: no edge) as its edges, or undefined. Bellman–Ford from every node at once. */
function negativeCycle(w: Float64Array, K: number): [number, number][] | undefined {
  const dist = new Float64Array(K),
    pred = new Int32Array(K).fill(-1);
  let last = -1;
  for (let pass = 0; pass <= K; pass++) {
    last = -1;
    for (let a = 0; a < K; a++) {
      for (let b = 0; b < K; b++) {
        const x = w[a * K + b]!;
        if (x < Infinity && dist[a]! + x < dist[b]! - EPS) {
          dist[b] = dist[a]! + x;
          pred[b] = a;
          last = b;
        }
      }
    }
    if (last < 0) return undefined;
  }
  // K passes back from a node relaxed in the last pass lands on the cycle.
  let x = last;
  for (let k = 0; k < K; k++) x = pred[x]!;
  const edges: [number, number][] = [];
  let y = x;
  do {
    edges.push([pred[y]!, y]);
    y = pred[y]!;
  } while (y !== x);
  return edges;
}
