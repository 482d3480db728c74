import { solverInputSchema } from '@rostra/contracts/solver-input';
import { toRosterModel } from '../src/product/to-model.ts';
import { compile, type Compiled } from '../src/search/compiled.ts';
import { dualPrices } from '../src/search/price-and-branch.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { unitRelaxation } from '../src/search/unit-relaxation.ts';
import { curtoisModel } from '../src/testing/curtois.ts';
import { generateMonth } from './generate-month.ts';
function stats(name: string, c: Compiled) {
  const dp = new RosterDp(c);
  let tot = 0, maxN = 0, counted = 0, priced = 0;
  const Ns: number[] = [];
  for (let e = 0; e < c.E; e++) { const sh = dp.shape(e); Ns.push(sh.states); counted += sh.counted.length; priced += sh.priced.length; }
  Ns.sort((a,b)=>a-b);
  console.log(name, 'E', c.E, 'D', c.D, 'S', c.S, 'states min/med/max', Ns[0], Ns[Ns.length>>1], Ns[Ns.length-1], 'counted', counted, 'priced', priced, 'targets', c.emp.reduce((n,e)=>n+e.targets.length,0));
}
const { model } = toRosterModel(solverInputSchema.parse(generateMonth(500, 1)));
const m = compile(model);
stats('500 units', unitRelaxation(m).c);
stats('C7', compile(curtoisModel(7)));
stats('C12', compile(curtoisModel(12)));
import { transitions } from '../src/search/roster-dp.ts';
import { fullBand } from '../src/search/pace.ts';
function reach(name: string, c: Compiled) {
  const dp = new RosterDp(c); let sumR = 0, sumE = 0, maxE = 0;
  const cover = new Float64Array(c.D * c.S);
  for (let e = 0; e < c.E; e++) {
    const sh = dp.shape(e), cost = dualPrices(c, e, cover, new Float64Array(c.D * (c.S + 1)));
    const t = transitions(c, sh, fullBand(c, sh), cost, []);
    let cur = [-1], edges = 0, R = 0;
    for (let d = 0; d < c.D; d++) {
      const seen = new Set<number>(), list: number[] = [];
      for (const s of cur) { t.load(d, s); for (let v = -1; v < c.S; v++) { if (cost[d*(c.S+1)+v+1] === Infinity) continue; const ns = t.next(d, v); if (ns < 0) continue; edges++; if (!seen.has(ns)) { seen.add(ns); list.push(ns); } } }
      R += list.length; cur = list;
    }
    sumR += R; sumE += edges; maxE = Math.max(maxE, edges);
  }
  console.log(name, 'avg reached day-states', (sumR / c.E).toFixed(0), 'avg edges', (sumE / c.E).toFixed(0), 'max edges', maxE, 'total edges', sumE);
}
reach('500 units', unitRelaxation(m).c);
reach('C7', compile(curtoisModel(7)));
reach('C12', compile(curtoisModel(12)));
