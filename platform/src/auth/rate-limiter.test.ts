import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('the rate limiter', () => {
  it('allows up to the limit within the window, then tells how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, () => now);
    limiter.hit('k');
    now = 100;
    limiter.hit('k');
    expect(limiter.retryAfter('k')).toBe(900);
    expect(limiter.retryAfter('other')).toBe(0);
    now = 1001;
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });
});
