import { describe, expect, it } from 'vitest';
import { fromInstant, startOfDay, untilInstant } from './instants.ts';

describe('audit dates', () => {
  it("starts a day at midnight in the organization's zone, across daylight saving changes", () => {
    expect(startOfDay('2026-01-15', 'Europe/Berlin')).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDay('2026-07-15', 'Europe/Berlin')).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-05-01', 'UTC')).toBe('2026-05-01T00:00:00.000Z');
  });

  it('includes the whole of a date given as the upper bound, and exactly an instant', () => {
    expect(untilInstant('2026-05-01', 'UTC')).toBe('2026-05-02T00:00:00.000Z');
    expect(untilInstant('2026-05-01T10:00:00Z', 'UTC')).toBe('2026-05-01T10:00:00.001Z');
    expect(fromInstant('2026-05-01T12:00:00+02:00', 'UTC')).toBe('2026-05-01T10:00:00.000Z');
  });
});
