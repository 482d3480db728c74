import { describe, expect, it } from 'vitest';
import { bandColours, darken, timeBand } from './time-bands.ts';

describe('time-of-day bands (docs/product/limits.md#calendar)', () => {
  it('places each start time in its band, edges included', () => {
    const cases: [string, string][] = [
      ['00:00', 'night'],
      ['05:00', 'night'],
      ['05:01', 'dawn'],
      ['07:00', 'dawn'],
      ['07:01', 'morning'],
      ['10:00', 'morning'],
      ['10:01', 'midday'],
      ['14:00', 'midday'],
      ['14:01', 'afternoon'],
      ['17:00', 'afternoon'],
      ['17:01', 'evening'],
      ['20:00', 'evening'],
      ['20:01', 'night'],
      ['23:59', 'night'],
    ];
    for (const [time, band] of cases) expect(timeBand(time), time).toBe(band);
  });

  it('draws the border 20% darker than the fill', () => {
    expect(darken('#ffffff', 0.2)).toBe('#cccccc');
    expect(darken('#c7d2fe', 0.2)).toBe('#9fa8cb');
    const { background, border } = bandColours('22:00');
    expect(border).toBe(darken(background, 0.2));
  });
});
