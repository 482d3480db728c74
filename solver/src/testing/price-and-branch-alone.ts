import { curtoisModel } from './curtois.ts';
import { validate } from '../validate/validate.ts';
import { compile } from '../search/compile/compiled.ts';
import { highsRuntime } from '../search/compile/highs.ts';
import { now } from '../search/orchestration/clock.ts';
import { priceAndBranch } from '../search/exact/price-and-branch.ts';
import type { RensNeighbourhood } from '../search/exact/rens.ts';
import { RosterDp } from '../search/roster-dp/roster-dp.ts';

function instance(n: number) {
  const model = curtoisModel(n);
  return { model, c: compile(model) };
}

/**
 * Price and branch alone on instance n for up to `seconds`: its best schedule's objective, its
 * bounds, the neighbourhoods handed over (where `handOver`), and the objectives it improved to
 * (`improved`; `before[i]`: how many of them came before hood i).
 */
export async function alone(n: number, handOver = false, seconds = 60) {
  const { model, c } = instance(n);
  const hoods: RensNeighbourhood[] = [],
    bounds: number[] = [],
    improved: number[] = [],
    before: number[] = [];
  let best: Int16Array | undefined;
  await priceAndBranch(await highsRuntime(), c, new RosterDp(c), {
    deadline: now() + seconds * 1000,
    seed: 1,
    onImprove: (b) => {
      best = b.sched.slice();
      improved.push(b.soft);
    },
    onBound: (value) => bounds.push(value),
    ...(handOver
      ? {
          onNeighbourhood: (hood: RensNeighbourhood) => {
            hoods.push(hood);
            before.push(improved.length);
          },
        }
      : {}),
    pull: () => Promise.resolve([]),
  });
  return { objective: validate(model, best!).objective.total, bounds, hoods, improved, before };
}
