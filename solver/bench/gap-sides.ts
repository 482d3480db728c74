/**
 * Which side of a product month's gap is larger: the Lagrangian bound alone or the search alone,
 * in-thread for SECONDS, each better value printed with its time
 * (`npx tsx solver/bench/gap-sides.ts bound|search SECONDS [seed] [employees]`; 500 employees by
 * default). The search ends with its schedule's cost by term (validate/objective.ts).
 */
import { solverInputSchema } from '@rostra/contracts/solver-input';
import { toRosterModel } from '../src/product/to-model.ts';
import { compile } from '../src/search/compiled.ts';
import { search } from '../src/search/search.ts';
import { subgradientBound } from '../src/search/subgradient-bound.ts';
import { objectiveOf } from '../src/validate/objective.ts';
import { generateMonth } from './generate-month.ts';

const [side = 'bound', seconds = '60', seed = '1', size = '500'] = process.argv.slice(2);
const { model } = toRosterModel(solverInputSchema.parse(generateMonth(Number(size), Number(seed))));
const c = compile(model);
const started = Date.now(),
  deadline = started + 1000 * Number(seconds);
const at = (): string => ((Date.now() - started) / 1000).toFixed(1);
if (side === 'bound') {
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
