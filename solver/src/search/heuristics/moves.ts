/**
 * Neighbourhood moves on units (together groups move as one): change a day, swap a day between
 * two units, and the same over a block of consecutive days. A move is returned as cell changes
 * only if every cell rule (availability, pins, disallowed types) and every apart group allows it;
 * the evaluator prices what remains (runs, totals, successions).
 */
import { OFF } from '../../model/types.ts';
import { cellAllowed, type Compiled } from '../compile/compiled.ts';
import type { Change } from './evaluator.ts';
import type { Rng } from './rng.ts';

/** Value of employee g on day d after the pending changes. */
function valueAfter(sched: Int16Array, D: number, changes: Change[], g: number, d: number): number {
  for (const ch of changes) if (ch.e === g && ch.d === d) return ch.v;
  return sched[g * D + d]!;
}

export function apartOk(c: Compiled, sched: Int16Array, changes: Change[]): boolean {
  for (const ch of changes) {
    if (ch.v === OFF) continue;
    for (const group of c.apartOf[ch.e]!) {
      for (const g of group) if (g !== ch.e && valueAfter(sched, c.D, changes, g, ch.d) === ch.v) return false;
    }
  }
  return true;
}

/** Cell changes setting unit u to v on days [d0, d0+len); undefined if a cell rule forbids it. */
function setUnit(c: Compiled, u: number, d0: number, len: number, v: (d: number) => number, out: Change[]): boolean {
  for (let d = d0; d < d0 + len; d++) {
    const value = v(d);
    for (const e of c.units[u]!) {
      if (!cellAllowed(c, e, d, value)) return false;
      out.push({ e, d, v: value });
    }
  }
  return true;
}

export function randomMove(c: Compiled, sched: Int16Array, rng: Rng, maxBlock: number): Change[] | undefined {
  const { D, S } = c;
  const u = rng.int(c.units.length);
  const lead = c.units[u]![0]!;
  const kind = rng.next();
  const len = kind < 0.5 ? 1 : 2 + rng.int(Math.max(1, Math.min(maxBlock, D) - 1));
  const d0 = rng.int(D - len + 1);
  const changes: Change[] = [];
  if (kind < 0.3 || (kind >= 0.5 && kind < 0.75)) {
    const v = rng.int(S + 1) - 1;
    if (!setUnit(c, u, d0, len, () => v, changes)) return undefined;
  } else {
    const u2 = rng.int(c.units.length);
    if (u2 === u) return undefined;
    const other = c.units[u2]![0]!;
    const mine = (d: number): number => sched[lead * D + d]!;
    const theirs = (d: number): number => sched[other * D + d]!;
    if (!setUnit(c, u, d0, len, theirs, changes) || !setUnit(c, u2, d0, len, mine, changes)) return undefined;
  }
  if (changes.every((ch) => sched[ch.e * D + ch.d] === ch.v)) return undefined;
  return apartOk(c, sched, changes) ? changes : undefined;
}

/** A move aimed at a badly covered cell: put a unit onto it (under) or take one off it (over). */
export function coverMove(c: Compiled, sched: Int16Array, count: Int32Array, rng: Rng, maxBlock: number): Change[] | undefined {
  const { D, S } = c;
  const i = rng.int(D * S);
  if (!c.hasCover[i] || count[i] === c.req[i]) return undefined;
  const d = Math.floor(i / S),
    s = i % S;
  const changes: Change[] = [];
  if (count[i]! < c.req[i]!) {
    const u = rng.int(c.units.length);
    const lead = c.units[u]![0]!;
    if (sched[lead * D + d] === s) return undefined;
    // Extend into a block so a new run can reach its minimum length.
    const len = 1 + rng.int(Math.max(1, Math.min(maxBlock, D)));
    const d0 = Math.max(0, Math.min(D - len, d - rng.int(len)));
    const target = (x: number): number => (x === d || sched[lead * D + x] === OFF ? s : sched[lead * D + x]!);
    if (!setUnit(c, u, d0, len, target, changes)) return undefined;
  } else {
    const first = rng.int(c.units.length);
    let u = -1;
    for (let k = 0; k < c.units.length && u < 0; k++) {
      const cand = (first + k) % c.units.length;
      if (sched[c.units[cand]![0]! * D + d] === s) u = cand;
    }
    if (u < 0 || !setUnit(c, u, d, 1, () => OFF, changes)) return undefined;
  }
  return apartOk(c, sched, changes) ? changes : undefined;
}
