import { describe, expect, it } from 'vitest';
import { isExpired, isSchedulable, statusAt } from './schedulable.ts';

const NOW = '2026-11-23T09:00:00.000Z';

describe('expiry', () => {
  it('is reached at the expiry instant, never without one, the same for a Date or an ISO instant', () => {
    expect(isExpired('2026-11-23T08:59:59.999Z', NOW)).toBe(true);
    expect(isExpired(NOW, NOW)).toBe(true);
    expect(isExpired('2026-11-23T09:00:00.001Z', NOW)).toBe(false);
    expect(isExpired(null, NOW)).toBe(false);
    expect(isExpired(NOW, new Date(NOW))).toBe(true);
    expect(isExpired('2026-11-23T09:00:00.001Z', new Date(NOW))).toBe(false);
  });

  it('turns only a pending status into expired', () => {
    expect(statusAt('pending', '2026-11-22T09:00:00.000Z', NOW)).toBe('expired');
    expect(statusAt('pending', '2026-11-24T09:00:00.000Z', NOW)).toBe('pending');
    expect(statusAt('accepted', '2026-11-22T09:00:00.000Z', NOW)).toBe('accepted');
    expect(statusAt('active', null, NOW)).toBe('active');
  });
});

describe('schedulable (docs/product/states.md#who-can-be-scheduled)', () => {
  it('is an employee who is an active member or holds a pending, unexpired invitation', () => {
    expect(isSchedulable({ is_employee: true, status: 'active' })).toBe(true);
    expect(isSchedulable({ is_employee: true, status: 'pending' })).toBe(true);
    expect(isSchedulable({ is_employee: true, status: 'expired' })).toBe(false);
    expect(isSchedulable({ is_employee: true, status: 'cancelled' })).toBe(false);
    expect(isSchedulable({ is_employee: true, status: 'accepted' })).toBe(false);
    expect(isSchedulable({ is_employee: false, status: 'active' })).toBe(false);
  });
});
