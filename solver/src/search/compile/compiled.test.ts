import { describe, expect, it } from 'vitest';
import type { CountTarget } from '../../model/types.ts';
import { employee, tinyModel } from '../../testing/tiny.ts';
import { compile } from './compiled.ts';

describe("the compiled model's count targets", () => {
  it('share one mask per kind of target, its shift types on its days', () => {
    // Given two employees with a target on nights and one on weekend days, and a third kind for one of them:
    const nights: CountTarget = { kind: 'nights', shiftTypes: [1], target: 2, underWeight: 1, overWeight: 1 };
    const weekends: CountTarget = { kind: 'weekends', weekendOnly: true, target: 1, underWeight: 1, overWeight: 1 };
    const days: CountTarget = { kind: 'days', shiftTypes: [0], target: 3, underWeight: 1, overWeight: 1 };
    const model = tinyModel({
      employees: [
        employee('A', { countTargets: [nights, weekends] }),
        employee('B', { countTargets: [weekends, days, { ...nights, target: 4 }] }),
      ],
    });
    const [a, b] = compile(model).emp.map((em) => em.targets.map((t) => t.mask));
    // Then the targets of one kind share a mask, whatever their limits, and other kinds have their own.
    expect(b![2]).toBe(a![0]);
    expect(b![0]).toBe(a![1]);
    expect(b![1]).not.toBe(a![0]);
    // Cells are day × 2 shift types from a Monday: nights on every day, any shift on Saturday and Sunday.
    expect(Array.from(a![0]!)).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 1 ? 1 : 0)));
    expect(Array.from(a![1]!)).toEqual(Array.from({ length: 14 }, (_, i) => (i >= 10 ? 1 : 0)));
    expect(Array.from(b![1]!)).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? 1 : 0)));
  });
});
