import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../../testing/curtois.ts';
import { earlyLateWeek } from '../../testing/target-weeks.ts';
import { employee, rows } from '../../testing/tiny.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { highsRuntime } from '../compile/highs.ts';
import { localSearch } from './local-search.ts';
import { Rng } from './rng.ts';
import { unitResolve, unitResolveApplies, unitSweeps } from './unit-resolve.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

const asked = (s: number) => [{ kind: 'admin_baseline', shiftTypes: [s], target: 7, underWeight: 10, overWeight: 0 }];
const limits = { deadline: Infinity, mipSeconds: 30, seed: 1 };

// A week of Early and Late, two people each, a Late followed by an Early forbidden. A and B work
// together and asked for Earlies but work Lates; C and D work together and asked for Lates but work
// Earlies. Trading any day or block of days puts a Late before an Early in one pair's week: only
// the whole week changes hands.
const pairs = () =>
  earlyLateWeek(() => 2, {
    employees: [
      employee('A', { countTargets: asked(0) }),
      employee('B', { countTargets: asked(0) }),
      employee('C', { countTargets: asked(1) }),
      employee('D', { countTargets: asked(1) }),
    ],
    togetherGroups: [
      [0, 1],
      [2, 3],
    ],
  });

describe('unit re-solves: the whole rows of several together units solved exactly, everyone else kept', () => {
  it('trades a whole week between two together pairs where the search’s moves find nothing, every rule kept', async () => {
    const model = pairs(),
      c = compile(model),
      start = rows(model, 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE');
    const searched = new Evaluator(c, start);
    expect(searched.soft).toBe(280);
    const best = { sched: searched.sched.slice(), hard: 0, soft: 280 };
    localSearch(searched, new Rng(1), best, { iterations: 20_000, deadline: Infinity, historyLength: 50, maxBlock: 3 });
    expect(best.soft).toBe(280);

    const ev = new Evaluator(c, start);
    const saved = unitResolve(await highsRuntime(), ev, c.units, limits);
    expect(saved).toBe(280);
    expect(Array.from(ev.sched)).toEqual(Array.from(rows(model, 'EEEEEEE', 'EEEEEEE', 'LLLLLLL', 'LLLLLLL')));
    const report = validate(model, ev.sched);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(0);
  }, 60_000);

  it('leaves a pair that is already its best response as it is: one unit alone has nobody to trade with', async () => {
    const model = pairs(),
      c = compile(model),
      ev = new Evaluator(c, rows(model, 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE'));
    expect(unitResolve(await highsRuntime(), ev, [c.units[0]!], limits)).toBe(0);
    expect(ev.soft).toBe(280);
  }, 60_000);

  it('sweeps never raise the cost and report each better schedule', async () => {
    const model = pairs(),
      c = compile(model),
      ev = new Evaluator(c, rows(model, 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE'));
    const reported: number[] = [];
    const saved = unitSweeps(await highsRuntime(), ev, new Rng(1), limits, (e) => reported.push(e.soft));
    expect([saved, ev.soft, ev.hard]).toEqual([280, 0, 0]);
    expect(reported).toEqual([0]);
  }, 60_000);

  it('applies to product months with several together units, not to Curtois & Qu (no count targets) or a single pair', () => {
    expect(unitResolveApplies(compile(pairs()))).toBe(true);
    expect(unitResolveApplies(compile({ ...pairs(), togetherGroups: [[0, 1]] }))).toBe(false);
    expect(unitResolveApplies(compile(curtoisModel(1)))).toBe(false);
  });
});
