import { describe, expect, it } from 'vitest';
import { validate } from '../validate/validate.ts';
import { generateCurtois, type InstanceShape } from './generate.ts';
import { parseCurtois } from './parse.ts';

const shapes: InstanceShape[] = [
  { days: 28, staff: 120, shiftTypes: 18 },
  { days: 42, staff: 45, shiftTypes: 6 },
  { days: 84, staff: 22, shiftTypes: 3 },
];

describe('generateCurtois', () => {
  it('gives the same instance for the same seed and another for another seed', () => {
    const shape = shapes[1]!;
    expect(generateCurtois(shape, 7).text).toBe(generateCurtois(shape, 7).text);
    expect(generateCurtois(shape, 8).text).not.toBe(generateCurtois(shape, 7).text);
  });

  it.each(shapes)('writes an instance of $days days × $staff staff × $shiftTypes shift types that the parser reads', (shape) => {
    const model = parseCurtois(generateCurtois(shape, 1).text);
    expect([model.days, model.employees.length, model.shiftTypes.length]).toEqual([shape.days, shape.staff, shape.shiftTypes]);
    expect(model.cover).toHaveLength(shape.days * shape.shiftTypes);
    expect(model.forbiddenSuccessions.length).toBeGreaterThan(0);
    expect(model.employees.some((e) => e.daysOff.length > 0 && e.shiftOnRequests.length + e.shiftOffRequests.length > 0)).toBe(true);
  });

  it.each([1, 2, 3, 4, 5])('hides a roster that passes every hard rule (seed %i)', (seed) => {
    for (const shape of shapes) {
      const { text, hidden } = generateCurtois(shape, seed);
      const report = validate(parseCurtois(text), hidden);
      expect(report.violations).toEqual([]);
    }
  });
});
