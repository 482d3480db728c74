/** The reference the issue measures against: the whole model as one HiGHS MILP, same time limit. */
import type { RosterModel } from '../src/model/types.ts';
import { compile, NOT_FIXED } from '../src/search/compile/compiled.ts';
import { highsRuntime, runHighs } from '../src/search/compile/highs.ts';
import { buildMilp } from '../src/search/compile/milp.ts';
import { initialSchedule } from '../src/search/heuristics/search.ts';
import { validate } from '../src/validate/validate.ts';

export async function monolithic(model: RosterModel, seconds: number): Promise<number | null> {
  const c = compile(model);
  const sched = initialSchedule(c);
  const milp = buildMilp(
    c,
    sched,
    Uint8Array.from(c.fixed, (f) => (f === NOT_FIXED ? 1 : 0)),
  );
  const out = runHighs(await highsRuntime(), milp.data, { timeLimit: seconds, deadline: Date.now() + seconds * 1000 });
  if (!out.values) return null;
  const report = validate(model, milp.decode(out.values));
  return report.valid ? report.objective.total : null;
}
