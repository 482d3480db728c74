/**
 * Long runs on the generated suite that tell which side of its gap is off, one thread each, from
 * the solver's schedule at a short budget (`--warm`):
 * - `--method milp`: the whole compact MILP (compile/milp.ts) by HiGHS, warm-started with it: its
 *   proven dual bound and any better schedule;
 * - `--method columns`: column generation over whole rosters (column-generation.ts) to convergence
 *   or the budget: the best Lagrangian bound of its pricing passes, which counts minutes, runs and
 *   per-type maxima within each roster (the maxima the DP leaves to prices relaxed by them;
 *   `--count-budget n` counts fewer in its state, roster-shape.ts: quicker passes, a lower bound);
 *   then a schedule from the master: each employee's roster of largest value, BEST_RESPONSES
 *   passes of every employee's best response (reroster.ts), and the search from it for `--warm`
 *   seconds, as long as the warm start had.
 * `npx tsx solver/bench/suite-long.ts --instances g56x20x3-1,… --method milp --warm 30 --seconds 600
 * [--record]` (--record keeps a lower validated objective or a higher bound in best.json).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseCurtois } from '../src/curtois/parse.ts';
import type { RosterModel } from '../src/model/types.ts';
import { compile, NOT_FIXED, type Compiled } from '../src/search/compile/compiled.ts';
import { highsRuntime, runHighs } from '../src/search/compile/highs.ts';
import { buildMilp } from '../src/search/compile/milp.ts';
import { roundUp } from '../src/search/bounds/bound.ts';
import { ColumnGeneration } from '../src/search/column-generation/column-generation.ts';
import { MasterLp } from '../src/search/column-generation/master-lp.ts';
import { RosterPool } from '../src/search/column-generation/master.ts';
import { Evaluator } from '../src/search/heuristics/evaluator.ts';
import { BEST_RESPONSES } from '../src/search/heuristics/lagrangian-primal.ts';
import { reroster } from '../src/search/heuristics/reroster.ts';
import { now } from '../src/search/orchestration/clock.ts';
import { solveModel } from '../src/search/orchestration/solve.ts';
import { RosterDp } from '../src/search/roster-dp/roster-dp.ts';
import { validate } from '../src/validate/validate.ts';
import { readBest, suiteFile, writeBest } from './suite-instances.ts';

interface Outcome {
  objective: number | null;
  bound: number | undefined;
  work: string;
}

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: 'g56x20x3-1' },
    method: { type: 'string', default: 'milp' },
    warm: { type: 'string', default: '30' },
    seconds: { type: 'string', default: '600' },
    record: { type: 'boolean', default: false },
    'count-budget': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const kept = readBest();

async function byMilp(model: RosterModel, c: Compiled, start: Int16Array): Promise<Outcome> {
  const milp = buildMilp(
    c,
    start,
    Uint8Array.from(c.fixed, (f) => (f === NOT_FIXED ? 1 : 0)),
  );
  const started = now(),
    at = (): string => `${((now() - started) / 1000).toFixed(1)} s`;
  let lastBound = -Infinity;
  const out = runHighs(
    await highsRuntime(),
    milp.data,
    {
      timeLimit: seconds,
      deadline: now() + seconds * 1000,
      onSolution: (x) => console.error(`schedule ${validate(model, milp.decode(x)).objective.total} at ${at()}`),
      onBound: (b) => {
        if (b > lastBound + 1) console.error(`bound ${b.toFixed(1)} at ${at()}`);
        lastBound = Math.max(lastBound, b);
      },
    },
    milp.start,
  );
  const report = out.values ? validate(model, milp.decode(out.values)) : null;
  return { objective: report?.valid ? report.objective.total : null, bound: out.bound, work: `${out.nodes ?? 0} nodes` };
}

async function byColumns(model: RosterModel, c: Compiled, start: Int16Array): Promise<Outcome> {
  const budget = values['count-budget'],
    dp = new RosterDp(c, false, false, budget === undefined ? undefined : Number(budget)),
    pool = new RosterPool(c),
    ev = new Evaluator(c, start);
  pool.addSchedule(ev, start);
  const master = new MasterLp(pool, start);
  let bound: number | undefined, last: number | undefined;
  const started = now();
  const columns = new ColumnGeneration(
    {
      c,
      dp,
      pool,
      master,
      ev,
      prices: new Float64Array(c.D * (c.S + 1)),
      employees: c.units.map((u) => u[0]!),
      bounded: false,
      tight: true,
    },
    (value) => {
      last = value;
      bound = Math.max(bound ?? value, value);
    },
  );
  const deadline = now() + seconds * 1000;
  let rounds = 0,
    converged = false;
  while (!converged && now() < deadline) {
    const done = columns.round(deadline);
    if (!done) break;
    rounds++;
    converged = done.converged;
    console.error(
      `round ${rounds}: master ${done.lp.objective.toFixed(1)}, bound ${last?.toFixed(1) ?? '—'} at ${((now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const rounded = await fromMaster(model, c, dp, pool, master);
  return { objective: rounded, bound, work: `${rounds} rounds${converged ? ', converged' : ''}` };
}

/** The master's schedule (see the file's comment): its objective, and each step's on stderr. */
async function fromMaster(model: RosterModel, c: Compiled, dp: RosterDp, pool: RosterPool, master: MasterLp): Promise<number | null> {
  const sched = new Int16Array(c.E * c.D);
  for (let e = 0; e < c.E; e++) sched.set(pool.rosters[e]![master.largest(e)[0]]!, e * c.D);
  const ev = new Evaluator(c, sched),
    prices = new Float64Array(c.D * (c.S + 1));
  console.error(`the master's largest rosters: ${validate(model, ev.sched).objective.total}`);
  for (let pass = 0; pass < BEST_RESPONSES; pass++) for (let e = 0; e < c.E; e++) reroster(ev, dp, e, prices);
  console.error(`after ${BEST_RESPONSES} passes of best responses: ${validate(model, ev.sched).objective.total}`);
  const searched = await solveModel(model, { timeLimitSeconds: Number(values.warm), threads: 1, seed: 1, stall: false, start: ev.sched });
  const report = searched.schedule ? validate(model, searched.schedule) : null;
  return report?.valid ? report.objective.total : null;
}

console.log(`| instance | binaries | warm start (${values.warm} s) | objective | bound | work | best known | bound kept |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const name of (values.instances ?? '').split(',').filter((x) => x !== '')) {
  const model = parseCurtois(readFileSync(suiteFile(name), 'utf8'));
  const warm = await solveModel(model, { timeLimitSeconds: Number(values.warm), threads: 1, seed: 1, stall: false });
  if (!warm.schedule) throw new Error(`${name}: no warm start in ${values.warm} s`);
  const c = compile(model);
  const out = values.method === 'columns' ? await byColumns(model, c, warm.schedule) : await byMilp(model, c, warm.schedule);
  const record = kept[name] ?? { best: Infinity, bound: null };
  for (const x of [warm.objective, out.objective]) if (x !== null) record.best = Math.min(record.best, x);
  if (out.bound !== undefined) record.bound = Math.max(record.bound ?? 0, roundUp(c, out.bound));
  const binaries = c.allowed.reduce((n, x) => n + x, 0);
  console.log(
    `| ${name} | ${binaries} | ${warm.objective ?? '—'} | ${out.objective ?? '—'} | ${out.bound?.toFixed(1) ?? '—'} | ${out.work} | ${record.best} | ${record.bound ?? '—'} |`,
  );
  kept[name] = record;
  if (values.record) writeBest(kept);
}
