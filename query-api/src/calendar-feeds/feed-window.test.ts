import { describe, expect, it } from 'vitest';
import { feedWindow } from './feed-window.ts';

describe('the months a feed covers', () => {
  it('runs from the first day of last month to the end of the month after next', () => {
    expect(feedWindow('Europe/Berlin', new Date('2026-11-26T12:00:00Z'))).toEqual({
      months: [
        { year: 2026, month: 10 },
        { year: 2026, month: 11 },
        { year: 2026, month: 12 },
        { year: 2027, month: 1 },
      ],
      from: '2026-10-01',
      to: '2027-01-31',
    });
  });

  it('crosses year boundaries both ways, and ends February on its last day', () => {
    expect(feedWindow('UTC', new Date('2028-01-10T00:00:00Z'))).toMatchObject({ from: '2027-12-01', to: '2028-03-31' });
    expect(feedWindow('UTC', new Date('2027-12-31T00:00:00Z'))).toMatchObject({ from: '2027-11-01', to: '2028-02-29' });
  });

  it("takes the month from the organization's zone: already December in Auckland while November in UTC", () => {
    const now = new Date('2026-11-30T13:00:00Z');
    expect(feedWindow('UTC', now).from).toBe('2026-10-01');
    expect(feedWindow('Pacific/Auckland', now).from).toBe('2026-11-01');
  });
});
