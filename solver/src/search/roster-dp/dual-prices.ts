/**
 * What the roster DP prices in column generation and in every Lagrangian bound. A dual vector
 * holds the cover rows' duals per cell d*S+s and, after them, the skill rows' at D*S+k (c.skill's
 * order); a vector of D*S prices the skill rows at 0, which drops them from a bound (still valid:
 * a skill shortfall costs nothing negative). A skill row's `qualified[e]` is e's multiplicity in it:
 * 1 for a qualified person, a together unit's qualified members (unit-relaxation.ts).
 */
import { OFF } from '../../model/types.ts';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';

/** e's cell prices against the duals: request cost minus the duals of the cell worked (its cover row's, its skill rows' where e counts). */
export function dualPrices(c: Compiled, e: number, cover: Float64Array, cost: Float64Array, fixed = c.fixed): Float64Array {
  const { D, S, allowed, cellCost } = c,
    { maxPerType } = c.emp[e]!;
  for (let d = 0; d < D; d++) {
    const f = fixed[e * D + d]!,
      base = d * (S + 1),
      cell = (e * D + d) * (S + 1),
      may = (e * D + d) * S;
    cost[base] = f !== NOT_FIXED && f !== OFF ? Infinity : cellCost[cell]!;
    for (let v = 0; v < S; v++) {
      const ok = allowed[may + v] && (f === NOT_FIXED || f === v) && maxPerType[v] !== 0;
      cost[base + v + 1] = ok ? cellCost[cell + v + 1]! - cover[d * S + v]! : Infinity;
    }
  }
  if (cover.length > D * S)
    c.skill.forEach((r, k) => {
      // Infinity (not allowed) stays Infinity.
      if (r.qualified[e]) cost[Math.floor(r.cell / S) * (S + 1) + (r.cell % S) + 1]! -= r.qualified[e] * cover[D * S + k]!;
    });
  return cost;
}

/** The duals e's roster earns: the cover dual of each cell worked, and the skill rows' of those e is qualified for. */
export function rosterDual(c: Compiled, e: number, row: ArrayLike<number>, duals: Float64Array): number {
  const { D, S } = c;
  let sum = 0;
  for (let d = 0; d < D; d++) if (row[d] !== OFF) sum += duals[d * S + row[d]!]!;
  if (duals.length > D * S)
    c.skill.forEach((r, k) => {
      if (r.qualified[e] && row[Math.floor(r.cell / S)] === r.cell % S) sum += r.qualified[e] * duals[D * S + k]!;
    });
  return sum;
}
