import { describe, expect, it } from 'vitest';
import { earlyLateWeek } from '../src/testing/target-weeks.ts';
import { employee, rows } from '../src/testing/tiny.ts';
import { validate } from '../src/validate/validate.ts';
import { compile } from '../src/search/compiled.ts';
import { Evaluator } from '../src/search/evaluator.ts';
import { highsRuntime } from '../src/search/highs.ts';
import { ExactMaster } from './exact-dive.ts';
import { UnitPool } from './unit-recombine.ts';
import { onCountedClock } from '../src/testing/counted-clock.ts';
import { now } from '../src/search/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock of a microsecond a read: they are safety nets, the work's own ends decide what is asserted.
onCountedClock(0.001);

// Asked for `n` of shift type s (each missed costs `under`), and past n each one costs 5.
const asked = (s: number, n: number, under: number) => [
  { kind: 'admin_baseline', shiftTypes: [s], target: n, underWeight: under, overWeight: 0 },
  { kind: 'beyond_requested', shiftTypes: [s], target: n, underWeight: 0, overWeight: 5 },
];

const off = (...days: number[]) => days.map((day) => ({ day, kind: 'day_off' as const }));

// A week of Early and Late, a Late then an Early forbidden. A and B work together, may work days
// 0–4 and asked for 4 Earlies; C and D together, days 0–3, 3 Lates; X and Y are kept apart, X may
// work days 4–6 and asked for 3 Earlies, Y days 3–6 and 4 Lates. The cover needs 2 Earlies on days
// 0–3 and 1 on days 4–6, 2 Lates on days 0–2 and 1 on days 3–6: the one schedule that costs 0 has
// the pairs on days 0–3 (Earlies) and 0–2 (Lates), X on Earlies 4–6 and Y on Lates 3–6, and the
// LP's optimum is that schedule alone (a pair covers a cell twice, so a half of each of two of
// its rosters would mix with a single's where a single could stand in). The pairs' targets lie
// strictly inside what they may work: a roster priced with its targets linear works all of a type
// or none.
// The requirements in the order earlyLateWeek asks for them: day 0 Early, day 0 Late, day 1 Early, …
const NEED = [2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1];
const month = (need = NEED.slice()) =>
  earlyLateWeek(() => need.shift()!, {
    employees: [
      employee('A', { countTargets: asked(0, 4, 10), daysOff: off(5, 6) }),
      employee('B', { countTargets: asked(0, 4, 10), daysOff: off(5, 6) }),
      employee('C', { countTargets: asked(1, 3, 10), daysOff: off(4, 5, 6) }),
      employee('D', { countTargets: asked(1, 3, 10), daysOff: off(4, 5, 6) }),
      employee('X', { countTargets: asked(0, 3, 30), daysOff: off(0, 1, 2, 3) }),
      employee('Y', { countTargets: asked(1, 4, 30), daysOff: off(0, 1, 2) }),
    ],
    togetherGroups: [
      [0, 1],
      [2, 3],
    ],
    apartGroups: [[4, 5]],
  });

describe('column generation with exact count targets on the unit master, and the dive on its LP', () => {
  it('from one poor schedule, prices each unit’s rosters at its targets’ exact penalty, the LP falls to the optimum and the dive returns it, every rule kept', async () => {
    const model = month(),
      c = compile(model),
      highs = await highsRuntime();
    // The start: the pairs on the shift the other asked for, Y on three days.
    const start = rows(model, 'LLLLL--', 'LLLLL--', 'EEEE---', 'EEEE---', '----EEE', '---LLL-');
    expect(validate(model, start).violations).toEqual([]);
    expect(new Evaluator(c, start).soft).toBe(350);

    const pool = new UnitPool(c);
    pool.addSchedule(start);
    const master = new ExactMaster(highs, pool, { budget: 1000 });
    const lp = master.generate(now() + 30_000, Infinity)!;
    // With every target left linear (budget 1: at its slope at the unit's LP count) no roster
    // prices out before the LP reaches the optimum.
    const linear = new UnitPool(c);
    linear.addSchedule(start);
    expect(new ExactMaster(highs, linear, { budget: 1 }).generate(now() + 30_000, Infinity)!.value).toBeGreaterThan(25);
    expect(lp.value).toBeCloseTo(0, 6);
    const dived = master.dive({ rounds: 5, share: 0, rise: 0.01, priceUntil: now() + 30_000, deadline: now() + 30_000 })!;
    expect(Array.from(dived)).toEqual(Array.from(rows(model, 'EEEE---', 'EEEE---', 'LLL----', 'LLL----', '----EEE', '---LLLL')));
    const report = validate(model, dived);
    expect(report.violations).toEqual([]);
    expect(report.objective.total).toBe(0);
    expect(new Evaluator(c, dived).soft).toBe(0);
  }, 90_000);
});
