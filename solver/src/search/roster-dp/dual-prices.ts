/** What the roster DP prices in column generation and in every Lagrangian bound. */
import { OFF } from '../../model/types.ts';
import { NOT_FIXED, type Compiled } from '../compile/compiled.ts';

/** e's cell prices against cover duals: request cost minus the dual of the cell worked. */
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
  return cost;
}
