import { describe, expect, it } from 'vitest';
import { employee, rows, tinyModel } from '../testing/tiny.ts';
import { validate } from './validate.ts';

describe('validator objective', () => {
  it('charges each missing person at the under weight and each extra one at the over weight', () => {
    const model = tinyModel({
      cover: [
        { day: 0, shiftType: 0, requirement: 2, underWeight: 100, overWeight: 1 },
        { day: 1, shiftType: 0, requirement: 0, underWeight: 100, overWeight: 7 },
      ],
    });
    const o = validate(model, rows(model, 'DD-----', '-D-----')).objective;
    expect([o.coverUnder, o.coverOver, o.total]).toEqual([100, 14, 114]);
  });

  it('charges an unmet shift-on request and a granted-against shift-off request', () => {
    const model = tinyModel({
      employees: [
        employee('A', {
          shiftOnRequests: [{ day: 0, shiftType: 1, weight: 3 }],
          shiftOffRequests: [
            { day: 1, shiftType: 0, weight: 2 },
            { day: 2, weight: 5 },
          ],
        }),
      ],
    });
    const o = validate(model, rows(model, 'DDN----')).objective;
    expect([o.shiftOnRequests, o.shiftOffRequests]).toEqual([3, 7]);
  });

  it('charges desired counts below and above their target per kind', () => {
    const model = tinyModel({
      employees: [
        employee('A', {
          countTargets: [
            { kind: 'admin_baseline', shiftTypes: [0], target: 4, underWeight: 10, overWeight: 0 },
            { kind: 'beyond_requested', shiftTypes: [1], target: 0, underWeight: 0, overWeight: 5 },
            { kind: 'weekend_fairness', weekendOnly: true, target: 1, underWeight: 0, overWeight: 4 },
          ],
        }),
      ],
    });
    const o = validate(model, rows(model, 'DN---DD')).objective;
    expect(o.targets).toEqual({ admin_baseline: 10, beyond_requested: 5, weekend_fairness: 4 });
    expect(o.total).toBe(19);
  });
});
