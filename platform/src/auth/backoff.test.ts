import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff.ts';

const policy = { free: 2, firstDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 60_000 };

describe('growing delays', () => {
  it('lets the free failures through, then doubles the wait with each further one, up to the ceiling', () => {
    let now = 0;
    const backoff = new Backoff(policy, () => now);
    const waits: number[] = [];
    for (let failure = 0; failure < 6; failure += 1) {
      backoff.hit('k');
      waits.push(backoff.retryAfter('k'));
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 4000]);
    expect(backoff.retryAfter('other')).toBe(0);
    now = 3000;
    expect(backoff.retryAfter('k')).toBe(1000);
    now = 4000;
    expect(backoff.retryAfter('k')).toBe(0);
  });

  it('forgets a key on reset, and after a quiet spell', () => {
    let now = 0;
    const backoff = new Backoff(policy, () => now);
    for (let failure = 0; failure < 4; failure += 1) backoff.hit('k');
    backoff.hit('j');
    backoff.reset('j');
    expect(backoff.retryAfter('j')).toBe(0);
    now = 60_000;
    backoff.hit('k');
    expect(backoff.retryAfter('k')).toBe(0);
  });
});
