/**
 * Which side of a product month's gap is larger: the Lagrangian bound alone or the search alone,
 * in-thread for SECONDS, each better value printed with its time
 * (`npx tsx solver/bench/gap-sides.ts bound|search|ceiling SECONDS [seed] [employees] [budget]`;
 * 500 employees by default). The search ends with its schedule's cost by term
 * (validate/objective.ts). `ceiling`: the bound's own ceiling by column generation
 * (dw-ceiling.ts; `budget` > 1 keeps count targets in the rosters). Employees `aN`: N employees
 * with the 500-employee month's cover scaled down by 500/N, so the cap of 50 needed per shift binds
 * as it does at 500 (the supply well above the need), on a month small enough to solve.
 */
import { solverInputSchema } from '@rostra/contracts/solver-input';
import { toRosterModel } from '../src/product/to-model.ts';
import { compile } from '../src/search/compiled.ts';
import { search } from '../src/search/search.ts';
import { subgradientBound } from '../src/search/subgradient-bound.ts';
import { objectiveOf } from '../src/validate/objective.ts';
import { dwCeiling } from './dw-ceiling.ts';
import { generateMonth } from './generate-month.ts';

const [side = 'bound', seconds = '60', seed = '1', size = '500', budget = '1'] = process.argv.slice(2);

function month(): ReturnType<typeof generateMonth> {
  if (!size.startsWith('a')) return generateMonth(Number(size), Number(seed));
  const n = Number(size.slice(1)),
    scaled = generateMonth(n, Number(seed));
  scaled.shift_types = generateMonth(500, Number(seed)).shift_types.map((s) => ({
    ...s,
    requirements: s.requirements!.map((r) => ({ ...r, employees_needed: Math.max(1, Math.round((r.employees_needed * n) / 500)) })),
  }));
  return scaled;
}
const { model } = toRosterModel(solverInputSchema.parse(month()));
const c = compile(model);
const started = Date.now(),
  deadline = started + 1000 * Number(seconds);
const at = (): string => ((Date.now() - started) / 1000).toFixed(1);
if (side === 'ceiling') {
  const relaxed = compile({ ...model, togetherGroups: [], apartGroups: [] });
  const bound = dwCeiling(relaxed, deadline, Number(budget), (r) => {
    if (r.round % 10 === 0 || r.added === 0)
      console.log(`${at()} s round ${r.round} master ${r.master.toFixed(2)} bound ${r.bound.toFixed(2)} rosters added ${r.added}`);
  });
  console.log(`end ${at()} s ceiling bound ${bound.toFixed(2)}`);
} else if (side === 'bound') {
  const bound = subgradientBound(c, deadline, (value) => console.log(`${at()} s bound ${value.toFixed(1)}`));
  console.log(`end ${at()} s bound ${bound?.toFixed(1) ?? 'none'}`);
} else {
  // Every two seconds at most: the search improves thousands of times.
  let printed = 0;
  const best = await search(c, {
    seed: Number(seed),
    deadline,
    onImprove: (b) => {
      if (b.hard > 0 || Date.now() - printed < 2000) return;
      printed = Date.now();
      console.log(`${at()} s incumbent ${b.soft}`);
    },
  });
  console.log(`end ${at()} s incumbent ${best.soft} (hard ${best.hard})`);
  console.log(JSON.stringify(objectiveOf(model, best.sched)));
}
