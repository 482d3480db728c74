import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../../testing/curtois.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { reroster, soloEmployees } from './reroster.ts';
import { Rng } from './rng.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';
import { RuinRecreate } from './ruin-recreate.ts';
import { initialSchedule } from './search.ts';

/** Instance n after every employee's best response, and a ruin-and-recreate run of some iterations from there. */
function run(n: number, iterations: number, seed: number) {
  const model = curtoisModel(n),
    c = compile(model),
    dp = new RosterDp(c),
    rng = new Rng(seed);
  const ev = new Evaluator(c, initialSchedule(c));
  const prices = new Float64Array(c.D * (c.S + 1));
  for (const e of rng.shuffle(soloEmployees(ev))) reroster(ev, dp, e, prices);
  const start = { hard: ev.hard, soft: ev.soft };
  const best = { sched: ev.sched.slice(), hard: ev.hard, soft: ev.soft };
  let reported = 0;
  new RuinRecreate(ev, dp, rng).run(ev, best, { iterations, deadline: Infinity, onImprove: () => reported++ });
  return { model, start, best, reported, current: ev };
}

describe('ruin and recreate', () => {
  it('improves a valid first schedule of Curtois & Qu instance 5 and keeps every hard rule, as the validator counts it', () => {
    const { model, start, best, reported } = run(5, 300, 1);
    expect(start.hard).toBe(0);
    const report = validate(model, best.sched);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(best.soft);
    expect(best.soft).toBeLessThan(start.soft);
    expect(reported).toBeGreaterThan(0);
  });

  it('only wanders through valid schedules: the current one keeps every hard rule too', () => {
    const { model, current } = run(4, 200, 2);
    expect(validate(model, current.sched).violations).toEqual([]);
  });

  it('improves over a long horizon (Curtois 22, 364 days, four-week spans) and keeps every hard rule', () => {
    const { model, start, best, current } = run(22, 30, 1);
    expect(start.hard).toBe(0);
    expect(validate(model, current.sched).violations).toEqual([]);
    expect(validate(model, best.sched).violations).toEqual([]);
    expect(best.soft).toBeLessThan(start.soft);
  });

  it('is deterministic for a seed', () => {
    expect(Array.from(run(3, 150, 9).best.sched)).toEqual(Array.from(run(3, 150, 9).best.sched));
  });
});
