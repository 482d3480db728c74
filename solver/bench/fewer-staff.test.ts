import { describe, expect, it } from 'vitest';
import { curtoisModel } from '../src/testing/curtois.ts';
import { fewerStaff } from './fewer-staff.ts';

describe('an instance with every k-th employee only', () => {
  const full = curtoisModel(20),
    half = fewerStaff(full, 2);

  it('keeps every second employee as they are', () => {
    expect(half.employees.map((e) => e.id)).toEqual(full.employees.filter((_, i) => i % 2 === 0).map((e) => e.id));
    expect(half.employees[1]).toEqual(full.employees[2]);
  });

  it('scales every cover cell to the staff kept, rounded, its weights unchanged', () => {
    const share = half.employees.length / full.employees.length;
    expect(half.cover.length).toBe(full.cover.length);
    half.cover.forEach((x, i) => {
      const was = full.cover[i]!;
      expect(x.requirement).toBe(Math.round(was.requirement * share));
      expect([x.day, x.shiftType, x.underWeight, x.overWeight]).toEqual([was.day, was.shiftType, was.underWeight, was.overWeight]);
    });
    expect(half.cover.some((x, i) => x.requirement < full.cover[i]!.requirement)).toBe(true);
  });

  it('refuses a share that is not every k-th, and pins it would misplace', () => {
    expect(() => fewerStaff(full, 0)).toThrow(/one employee in 0/);
    expect(() => fewerStaff({ ...full, pinned: [{ employee: 1, day: 0, shiftType: 0 }] }, 2)).toThrow(/pins and groups/);
  });
});
