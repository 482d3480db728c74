import { describe, expect, it } from 'vitest';
import { SignInThrottle, type ThrottleLimits } from './sign-in-throttle.ts';

const limits: ThrottleLimits = {
  pair: { free: 1, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 },
  perAccount: { limit: 3, windowMs: 60_000 },
  perAddress: { accounts: 4, windowMs: 60_000 },
  what: 'attempts',
};

describe('the sign-in throttle', () => {
  it('delays the (account, address) pair that failed, not the account elsewhere nor the address for others', () => {
    const throttle = new SignInThrottle(limits, () => 0);
    throttle.failed('ada', 'A');
    throttle.failed('ada', 'A');
    expect(throttle.delay('ada', 'A')).toBe(1000);
    expect(throttle.delay('ada', 'B')).toBe(0);
    expect(throttle.delay('bo', 'A')).toBe(0);
    expect(() => throttle.guard(throttle.delay('ada', 'A'))).toThrow('Too many attempts. Please try again in 1 second.');
  });

  it('holds an account past its ceiling, except at an address it signed in from', () => {
    const throttle = new SignInThrottle(limits, () => 0);
    throttle.succeeded('ada', 'home');
    for (const address of ['A', 'B', 'C']) throttle.failed('ada', address);
    expect(throttle.ceiling('ada', 'D')).toBe(60_000);
    expect(throttle.delay('ada', 'D')).toBe(0);
    expect(throttle.ceiling('ada', 'home')).toBe(0);
  });

  it('holds an address past its limit of distinct failing accounts, except for an account that signed in from it', () => {
    const throttle = new SignInThrottle(limits, () => 0);
    throttle.succeeded('ada', 'office');
    for (const account of ['b', 'c', 'd', 'e']) throttle.failed(account, 'office');
    expect(throttle.ceiling('f', 'office')).toBe(60_000);
    expect(throttle.ceiling('ada', 'office')).toBe(0);
  });

  it("counts one account's repeated failures at an address once: the colleagues behind it are not held", () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      now += 10_000;
      throttle.failed('typist', 'care home');
    }
    expect(throttle.ceiling('colleague', 'care home')).toBe(0);
    expect(throttle.delay('colleague', 'care home')).toBe(0);
    expect(throttle.delay('typist', 'care home')).toBeGreaterThan(0);
  });

  it('lets an address go once its oldest failing accounts leave the window', () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    for (const account of ['b', 'c', 'd', 'e', 'f']) {
      throttle.failed(account, 'office');
      now += 1000;
    }
    // Five accounts at 0 s to 4 s; fewer than four remain once the first two are out, at 61 s.
    expect(throttle.ceiling('g', 'office')).toBe(61_000 - now);
  });

  it('forgets an address after 30 days without a sign-in from it', () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    throttle.succeeded('ada', 'home');
    now = 30 * 24 * 60 * 60_000;
    for (const address of ['A', 'B', 'C']) throttle.failed('ada', address);
    expect(throttle.ceiling('ada', 'home')).toBe(60_000);
  });

  it('drops its records of addresses once they have expired, within the hour after', () => {
    let now = 0;
    const throttle = new SignInThrottle(limits, () => now);
    throttle.failed('ada', 'A');
    throttle.succeeded('bo', 'home');
    expect(throttle.records).toBe(4);
    now = 31 * 24 * 3_600_000; // past every window, and past the 30 days an address stays known
    throttle.failed('cy', 'B');
    expect(throttle.records).toBe(3); // only cy's failure: its pair, account and address
  });
});
