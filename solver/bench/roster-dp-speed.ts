/**
 * How fast the exact roster DP prices rosters (`npx tsx solver/bench/roster-dp-speed.ts
 * [ITERATIONS] [PASSES] [ROUNDS]`), in CPU milliseconds per pass over the employees (steadier than
 * the clock on a loaded machine): (1) the generated 500-employee month (seed 1, together units
 * whole, as the Lagrangian bound rosters them) at the cell prices of its first ITERATIONS
 * subgradient iterations (default 5), recorded as the bound asks for them; (2) Curtois 7 and 12 at
 * random cover prices; each set also with one more cell forbidden at random in every call (the
 * allowed cells change from call to call, as the search's apart groups and spans make them). Each
 * set of calls is made PASSES + 1 times (default 5) on one DP: the first round (shapes built
 * beforehand, untimed), then the best and median of the rest. The checksum covers every row
 * returned: two versions of the DP agree on their answers iff the checksums match. Then the whole
 * bound (`subgradientBound`, DP and price building included) per pass, with its values after
 * ITERATIONS and 2·ITERATIONS passes, and the schedules of reproducible searches (ROUNDS rounds,
 * default 3, seed 1) on Curtois 1, 7 and 12, which must not change either.
 */
import { solverInputSchema } from '@rostra/contracts/solver-input';
import { toRosterModel } from '../src/product/to-model.ts';
import { compile, type Compiled } from '../src/search/compiled.ts';
import { dualPrices } from '../src/search/dual-prices.ts';
import { Rng } from '../src/search/rng.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { search } from '../src/search/search.ts';
import { subgradientBound } from '../src/search/subgradient-bound.ts';
import { unitRelaxation } from '../src/search/unit-relaxation.ts';
import { curtoisModel } from '../src/testing/curtois.ts';
import { generateMonth } from './generate-month.ts';

const [iterations = '5', passes = '5', rounds = '3'] = process.argv.slice(2);

interface Call {
  e: number;
  cost: Float64Array;
}

/** The calls the bound makes in its first ITERATIONS passes, by recording RosterDp.solve's arguments. */
function boundCalls(c: Compiled): { dpModel: Compiled; calls: Call[] } {
  const calls: Call[] = [];
  const solve = RosterDp.prototype.solve;
  let dpModel: Compiled | undefined;
  RosterDp.prototype.solve = function (this: RosterDp, e, cost, near) {
    dpModel = this.c;
    calls.push({ e, cost: cost.slice() });
    return solve.call(this, e, cost, near);
  };
  subgradientBound(c, Infinity, undefined, Number(iterations));
  RosterDp.prototype.solve = solve;
  return { dpModel: dpModel!, calls };
}

/** ITERATIONS passes over Curtois n's employees at random cover duals. */
function curtoisCalls(n: number): { dpModel: Compiled; calls: Call[] } {
  const c = compile(curtoisModel(n)),
    rng = new Rng(n),
    calls: Call[] = [];
  for (let i = 0; i < Number(iterations); i++) {
    const cover = Float64Array.from({ length: c.D * c.S }, () => 100 * rng.next());
    for (let e = 0; e < c.E; e++) calls.push({ e, cost: dualPrices(c, e, cover, new Float64Array(c.D * (c.S + 1))) });
  }
  return { dpModel: c, calls };
}

/** The same calls, each with one more cell forbidden (at random): as the search's changing apart groups and spans do. */
function forbidding({ dpModel, calls }: { dpModel: Compiled; calls: Call[] }): { dpModel: Compiled; calls: Call[] } {
  const rng = new Rng(1);
  return {
    dpModel,
    calls: calls.map(({ e, cost }) => {
      const changed = cost.slice();
      changed[rng.int(cost.length)] = Infinity;
      return { e, cost: changed };
    }),
  };
}

/** FNV-1a over every row (and -1 for none). */
function checksum(rows: (Int16Array | undefined)[]): string {
  let h = 2166136261;
  for (const row of rows)
    for (const v of row ?? [-2]) {
      h ^= v & 0xffff;
      h = Math.imul(h, 16777619) >>> 0;
    }
  return h.toString(16).padStart(8, '0');
}

/** CPU milliseconds (user and system) since `started`: steadier than the clock on a loaded machine. */
function cpuMs(started: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

function time(name: string, { dpModel, calls }: { dpModel: Compiled; calls: Call[] }, employees: number): void {
  const dp = new RosterDp(dpModel);
  // The shapes are built once per thread: outside the timing.
  for (let e = 0; e < dpModel.E; e++) dp.shape(e);
  const perPass = (ms: number): number => ms / (calls.length / employees);
  const runs: number[] = [];
  let sum = '';
  for (let p = 0; p <= Number(passes); p++) {
    const started = process.cpuUsage();
    const rows = calls.map(({ e, cost }) => dp.solve(e, cost));
    runs.push(perPass(cpuMs(started)));
    sum = checksum(rows);
  }
  const first = runs.shift()!;
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(
    `${name}: ${calls.length} calls, CPU ms per pass: first round ${first.toFixed(1)}, then best ${runs[0]!.toFixed(1)} median ${median.toFixed(1)}; rows ${sum}`,
  );
}

const { model } = toRosterModel(solverInputSchema.parse(generateMonth(500, 1)));
const month = compile(model);
const recorded = boundCalls(month);
time('500-employee month, bound prices', recorded, unitRelaxation(month).c.E);
time('500-employee month, bound prices, a cell forbidden', forbidding(recorded), unitRelaxation(month).c.E);
for (const n of [7, 12]) {
  const calls = curtoisCalls(n),
    E = compile(curtoisModel(n)).E;
  time(`Curtois ${n}, random prices`, calls, E);
  time(`Curtois ${n}, random prices, a cell forbidden`, forbidding(calls), E);
}
// Passes ITERATIONS+1 .. 2·ITERATIONS, by difference: the first ones build the DP's graphs.
const bounds = [1, 2].map((k) => {
  const started = process.cpuUsage();
  return { value: subgradientBound(month, Infinity, undefined, k * Number(iterations)), ms: cpuMs(started) };
});
const perPass = (bounds[1]!.ms - bounds[0]!.ms) / Number(iterations);
console.log(
  `subgradientBound: ${perPass.toFixed(1)} CPU ms per pass (passes ${iterations}+1 to ${2 * Number(iterations)}), bound ${bounds[0]!.value} after ${iterations}, ${bounds[1]!.value} after ${2 * Number(iterations)}`,
);
for (const n of [1, 7, 12]) {
  const started = performance.now();
  const best = await search(compile(curtoisModel(n)), { seed: 1, deadline: Infinity, maxRounds: Number(rounds) });
  const s = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Curtois ${n}, search ${rounds} rounds: ${best.soft} (hard ${best.hard}) in ${s} s, schedule ${checksum([best.sched])}`);
}
