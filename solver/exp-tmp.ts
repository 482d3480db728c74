import { solverInputSchema } from '@rostra/contracts/solver/input';
import { toRosterModel } from './src/product/to-model.ts';
import { solveModel } from './src/search/orchestration/solve.ts';
import { generateMonth } from './src/testing/generate-month.ts';
import { compile } from './src/search/compile/compiled.ts';
import { highsRuntime, runHighs } from './src/search/compile/highs.ts';
import { relaxationBound } from './src/search/bounds/bound.ts';
import { buildMilp } from './src/search/compile/milp.ts';
import { disagreeing } from './src/search/exact/lp-neighbourhood.ts';
import { validate } from './src/validate/validate.ts';
import { now } from './src/search/orchestration/clock.ts';
const n = Number(process.argv[2] ?? 40), secs = Number(process.argv[3] ?? 15), mode = process.argv[4] ?? 'full';
const { model } = toRosterModel(solverInputSchema.parse(generateMonth(n, 1)));
const r = await solveModel(model, { timeLimitSeconds: secs, seed: 1, stall: false });
const centre = Int16Array.from(r.schedule!);
const c = compile(model);
const highs = await highsRuntime();
let t = now();
const lp = relaxationBound(highs, c, now() + 120_000);
console.log('search', r.objective, 'lp', lp.bound, 'in', (now() - t) / 1000);
const free = disagreeing(c, lp.rounded!, centre);
import { initialSchedule } from './src/search/heuristics/search.ts';
import { NOT_FIXED } from './src/search/compile/compiled.ts';
if (mode.startsWith('wide')) {
  const lpm = buildMilp(c, initialSchedule(c), Uint8Array.from(c.fixed, (f) => (f === NOT_FIXED ? 1 : 0)), true);
  const o = runHighs(highs, lpm.data, { timeLimit: 60, lpSolver: 'hipdlp', presolve: false, pdlpTolerance: 1e-5 });
  const thr = Number(mode.slice(4) || 0.9);
  // column k for cell/shift: rebuild by order
  let k = 0; const mx = new Float64Array(c.E * c.D); const sum = new Float64Array(c.E*c.D);
  for (let cell = 0; cell < c.E * c.D; cell++) { if (c.fixed[cell] !== NOT_FIXED) continue; for (let s = 0; s < c.S; s++) if (c.allowed[cell * c.S + s]) { const v = o.values![k++]!; mx[cell] = Math.max(mx[cell]!, v); sum[cell] += v; } mx[cell] = Math.max(mx[cell]!, 1 - sum[cell]!); }
  let added = 0;
  for (let cell = 0; cell < c.E * c.D; cell++) if (c.fixed[cell] === NOT_FIXED && !free[cell] && mx[cell]! < thr) { free[cell] = 1; added++; }
  console.log('added', added);
}
let allowed = c.allowed;
if (mode === 'narrow') {
  allowed = c.allowed.slice();
  // free cells: only the rounded LP's shift, the centre's, or off
  for (let cell = 0; cell < c.E * c.D; cell++) if (free[cell]) for (let s = 0; s < c.S; s++) if (s !== lp.rounded![cell] && s !== centre[cell]) allowed[cell * c.S + s] = 0;
}
const milp = buildMilp({ ...c, allowed }, centre, free);
t = now();
const out = runHighs(highs, milp.data, { timeLimit: 90, seed: 1, onSolution: (x) => console.log('found', validate(model, milp.decode(x)).objective.total, 'at', (now() - t) / 1000), ...(mode === 'cutoff' ? { cutoff: r.objective! - 0.5 } : {}) }, milp.start);
console.log(mode, 'cells', free.reduce((a, f) => a + f, 0), out.status, out.nodes, out.objective, out.bound, (now() - t) / 1000);
