import { solverInputSchema } from '@rostra/contracts/solver/input';
import { toRosterModel } from './src/product/to-model.ts';
import { solveModel } from './src/search/orchestration/solve.ts';
import { generateMonth } from './src/testing/generate-month.ts';
const n = Number(process.argv[2] ?? 40);
const { model } = toRosterModel(solverInputSchema.parse(generateMonth(n, 1)));
const t = Date.now();
const r = await solveModel(model, { timeLimitSeconds: 45, seed: 1 });
console.log(n, r.seconds, r.objective, r.bound, r.status, (Date.now() - t) / 1000);
