import { describe, expect, it } from 'vitest';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { ascentWithMaster } from '../../testing/ascent-master.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { validate } from '../../validate/validate.ts';
import { compile } from '../compile/compiled.ts';

onCountedClock();

/**
 * One employee, Days only, off on the week's first and last day (so every run is inside it and
 * lasts at least 3 days), a Day requested on each other day (1 each unmet), and 2 Days wanted
 * (10 a Day short or over): a roster works 0 or 3–5 Days, never 2.
 */
const twoDaysWanted = () =>
  tinyModel({
    employees: [
      employee('A', {
        minConsecutiveWork: 3,
        disallowedShiftTypes: [1],
        daysOff: [0, 6].map((day) => ({ day, kind: 'vacation' as const })),
        shiftOnRequests: [1, 2, 3, 4, 5].map((day) => ({ day, shiftType: 0, weight: 1 })),
        countTargets: [{ kind: 'admin_baseline', shiftTypes: [0], target: 2, underWeight: 10, overWeight: 10 }],
      }),
    ],
  });

describe('the relaxed roster with count targets priced exactly', () => {
  it('bounds at the best roster where a multiplier on the target bounds at a mixture of rosters', async () => {
    const model = twoDaysWanted(),
      c = compile(model);
    // The best roster: three Days (2 requests unmet, 1 Day over): 12.
    expect(validate(model, Int16Array.from([-1, 0, 0, 0, -1, -1, -1])).objective.total).toBe(12);
    const exact = await ascentWithMaster(c, 20, 2, true);
    expect(exact.bound).toBeCloseTo(12, 6);
    // Linearly priced, two thirds of the three-Day roster and a third of none meet the target on
    // average and pay only their requests: 2/3 × 2 + 1/3 × 5 = 3.
    const linear = await ascentWithMaster(c, 20, 2);
    expect(linear.bound).toBeCloseTo(3, 6);
  });
});
