import type { ShiftType } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { estimateComplexity, levelTime } from './complexity.ts';

const shiftType = (id: string, requirements: ShiftType['requirements'], is_active = true): ShiftType =>
  ({ id, name: id, start_time: '08:00', duration_hours: 8, is_active, position_labels: {}, requirements }) as ShiftType;

describe('complexity estimate (docs/product/limits.md#generation-time-estimate)', () => {
  it('grows with employees and requirements through the levels', () => {
    const day = [shiftType('day', [{ day_of_week: null, employees_needed: 1 }])];
    expect(estimateComplexity(3, day, 2026, 3).level).toBe('Low');
    const three = ['a', 'b', 'c'].map((id) => shiftType(id, [{ day_of_week: null, employees_needed: 2 }]));
    expect(estimateComplexity(12, three, 2026, 3).level).toBe('High');
    const big = ['a', 'b', 'c'].map((id) => shiftType(id, [{ day_of_week: null, employees_needed: 10 }]));
    expect(estimateComplexity(200, big, 2026, 3)).toMatchObject({ level: 'Very High', beyondExact: true });
    const medium = estimateComplexity(10, [shiftType('a', [{ day_of_week: null, employees_needed: 2 }])], 2026, 3);
    expect(medium.level).toBe('Medium');
    expect(medium.log10Combinations).toBeGreaterThanOrEqual(3);
  });

  it('is impossible when a day needs more people than there are', () => {
    const weekdays = [shiftType('a', [{ day_of_week: 1, employees_needed: 3 }]), shiftType('b', [{ day_of_week: 1, employees_needed: 2 }])];
    expect(estimateComplexity(4, weekdays, 2026, 3)).toMatchObject({ level: 'Impossible', maxPerDay: 5, requirements: 2 });
  });

  it('leaves inactive shift types and needless ones out', () => {
    const types = [shiftType('off', [{ day_of_week: null, employees_needed: 9 }], false), shiftType('none', [])];
    expect(estimateComplexity(2, types, 2026, 3)).toMatchObject({ level: 'Low', requirements: 0, maxPerDay: 0 });
  });

  it("never estimates past the solver's time limit: a large month takes up to the limit, not minutes", () => {
    const big = ['a', 'b', 'c'].map((id) => shiftType(id, [{ day_of_week: null, employees_needed: 10 }]));
    const level = estimateComplexity(200, big, 2026, 3).level;
    expect(levelTime(level, 45)).toBe("up to 45 seconds, the solver's time limit");
    expect(levelTime('High', 45)).toBe("up to 45 seconds, the solver's time limit");
    expect(levelTime('Medium', 45)).toBe('under 30 seconds');
    expect(levelTime('Low', 45)).toBe('under 10 seconds');
    // A shorter limit bounds every level.
    expect(levelTime('Medium', 3)).toBe('under 3 seconds');
    expect(levelTime('Low', 3)).toBe('under 3 seconds');
  });
});
