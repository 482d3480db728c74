import { describe, expect, it } from 'vitest';
import { SignInThrottle, type ThrottleLimits } from './sign-in-throttle.ts';

const limits: ThrottleLimits = {
  pair: { free: 1, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 },
  perAccount: { limit: 3, windowMs: 60_000 },
  perAddress: { limit: 4, windowMs: 60_000 },
  what: 'attempts',
};

describe('the sign-in throttle', () => {
  it('slows the (account, address) pair that failed, not the account elsewhere nor the address for others', () => {
    const throttle = new SignInThrottle(limits, () => 0);
    throttle.failed('ada', 'A');
    throttle.failed('ada', 'A');
    expect(throttle.retryAfter('ada', 'A')).toBe(1000);
    expect(throttle.retryAfter('ada', 'B')).toBe(0);
    expect(throttle.retryAfter('bo', 'A')).toBe(0);
    expect(() => throttle.guard('ada', 'A')).toThrow('Too many attempts. Please try again in 1 second.');
  });

  it('holds an account at its ceiling, except from an address it signed in from', () => {
    const throttle = new SignInThrottle(limits, () => 0);
    throttle.succeeded('ada', 'home');
    for (const address of ['A', 'B', 'C']) throttle.failed('ada', address);
    expect(throttle.retryAfter('ada', 'D')).toBe(60_000);
    expect(throttle.retryAfter('ada', 'home')).toBe(0);
  });

  it('holds an address at its limit across accounts, except for an account that signed in from it', () => {
    const throttle = new SignInThrottle(limits, () => 0);
    throttle.succeeded('ada', 'office');
    for (const account of ['b', 'c', 'd', 'e']) throttle.failed(account, 'office');
    expect(throttle.retryAfter('f', 'office')).toBe(60_000);
    expect(throttle.retryAfter('ada', 'office')).toBe(0);
  });

  it('forgets an address after 30 days without a sign-in from it', () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    throttle.succeeded('ada', 'home');
    now = 30 * 24 * 60 * 60_000;
    for (const address of ['A', 'B', 'C']) throttle.failed('ada', address);
    expect(throttle.retryAfter('ada', 'home')).toBe(60_000);
  });
});
