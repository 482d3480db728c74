import { compile } from '../src/search/compiled.ts';
import { horizonBound, Relaxation } from '../src/search/horizon-bound.ts';
import { curtoisModel } from '../src/testing/curtois.ts';
import { OFF } from '../src/model/types.ts';
const [n = '23', secs = '30', start = 'surplus'] = process.argv.slice(2);
const c = compile(curtoisModel(Number(n)));
const { E, D, S } = c;
const A = Number(process.env.HB_ALPHA ?? 0.03);
let wbar: Float64Array | undefined, own = 0, unitsBar = new Float64Array(E);
class R extends Relaxation {
  override value(m: any, d: number) {
    const v = super.value(m, d);
    if (v === undefined || v === Infinity) return v;
    const w = new Float64Array(D * S); let o = 0; const u = new Float64Array(E);
    for (let e = 0; e < E; e++) for (let dd = 0; dd < D; dd++) { const s = this.sched[e * D + dd]!; o += c.cellCost[(e * D + dd) * (S + 1) + s + 1]!; if (s !== OFF) { w[dd * S + s]!++; u[e]! += c.duration[s]! / this.unitMinutes; } }
    if (!wbar) { wbar = w; own = o; unitsBar = u; } else { for (let i = 0; i < w.length; i++) wbar[i] = A * w[i]! + (1 - A) * wbar[i]!; own = A * o + (1 - A) * own; for (let e = 0; e < E; e++) unitsBar[e] = A * u[e]! + (1 - A) * unitsBar[e]!; }
    return v;
  }
}
const x = new R(c);
const b = horizonBound(c, Date.now() + 1000 * Number(secs), undefined, Infinity, [start as 'surplus'], x);
let under = 0, over = 0, shortUnits = 0;
for (let i = 0; i < D * S; i++) if (c.hasCover[i]) { const s = Math.max(0, c.req[i]! - wbar![i]!); const o = Math.max(0, wbar![i]! - c.req[i]!); under += c.under[i]! * s; over += c.over[i]! * o; shortUnits += s; }
let minViol = 0, maxViol = 0;
for (let e = 0; e < E; e++) { const r = x.relaxed[e]!; minViol += Math.max(0, r.minUnits - unitsBar[e]!); maxViol += Math.max(0, unitsBar[e]! - r.maxUnits); }
console.log(`bound ${b?.toFixed(0)}; x̄: own ${own.toFixed(0)} under ${under.toFixed(0)} (${shortUnits.toFixed(0)} units) over ${over.toFixed(0)} total ${(own + under + over).toFixed(0)}; minutes short of minima ${minViol.toFixed(1)} units, above maxima ${maxViol.toFixed(1)}`);
