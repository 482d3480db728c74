import { describe, expect, it } from 'vitest';
import { OperatorMix } from './operator-mix.ts';
import { Rng } from './rng.ts';

function draws(mix: OperatorMix, n: number): number[] {
  const rng = new Rng(5),
    seen = [0, 0, 0];
  for (let i = 0; i < n; i++) seen[mix.pick(rng)]!++;
  return seen;
}

describe('operator mix', () => {
  it('tries an operator it has not run yet before one that ran without paying', () => {
    const mix = new OperatorMix(3);
    mix.record(0, 0, 50);
    mix.record(1, 0, 50);
    const seen = draws(mix, 1000);
    expect(seen[2]).toBeGreaterThan(800);
  });

  it('draws most often the operator that improved the best most per unit of cost, and starves none', () => {
    const mix = new OperatorMix(3);
    for (let i = 0; i < 20; i++) {
      mix.record(0, 10, 100);
      mix.record(1, 10, 10);
      mix.record(2, 0, 10);
    }
    const [slow, fast, idle] = draws(mix, 3000);
    expect(fast).toBeGreaterThan(2 * slow!);
    expect(slow).toBeGreaterThan(idle!);
    expect(idle).toBeGreaterThan(0);
  });

  it('follows a change: an operator that stops paying loses its share', () => {
    const mix = new OperatorMix(2);
    for (let i = 0; i < 20; i++) {
      mix.record(0, 10, 10);
      mix.record(1, 1, 10);
    }
    for (let i = 0; i < 40; i++) {
      mix.record(0, 0, 10);
      mix.record(1, 5, 10);
    }
    const [stale, paying] = draws(mix, 1000);
    expect(paying).toBeGreaterThan(stale!);
  });

  it('leans towards the operator the strategy of a thread favours, and still draws the others', () => {
    const mix = new OperatorMix(3, [3, 1, 1]);
    for (let i = 0; i < 20; i++) for (let k = 0; k < 3; k++) mix.record(k, 10, 10);
    const [favoured, other, third] = draws(mix, 3000);
    expect(favoured).toBeGreaterThan(2 * other!);
    expect(third).toBeGreaterThan(0);
  });

  it('draws as it always has where it shares out picks (reproducible runs: one unit per call)', () => {
    // The draws of the mix before it could share out time, for this history.
    const mix = new OperatorMix(5, [1, 3, 1, 1]),
      rng = new Rng(11),
      picked: number[] = [];
    for (let i = 0; i < 40; i++) {
      const k = mix.pick(rng);
      picked.push(k);
      mix.record(k, [3, 0, 1, 0, 7][k]! * (i % 3), 1);
    }
    expect(picked).toEqual([
      1, 3, 4, 0, 2, 4, 4, 1, 1, 3, 4, 4, 1, 1, 4, 4, 4, 4, 4, 2, 4, 4, 4, 4, 4, 4, 0, 4, 0, 4, 0, 4, 4, 4, 4, 4, 2, 3, 3, 0,
    ]);
  });

  /** Seconds each operator gets over `calls` draws when operator k's calls take ms[k] and save gain[k] each. */
  function seconds(byTime: boolean, ms: number[], gain: number[], calls = 3000): number[] {
    const mix = new OperatorMix(ms.length, [], byTime),
      rng = new Rng(7),
      spent = ms.map(() => 0);
    for (let i = 0; i < calls; i++) {
      const k = mix.pick(rng);
      spent[k]! += ms[k]! / 1000;
      mix.record(k, gain[k]!, ms[k]!);
    }
    return spent;
  }

  it('by time, holds an operator that pays nothing to its floor of the seconds however long its calls', () => {
    // Block exchanges saving 15 a second in calls of 1 s; swaps and ruin-and-recreate saving nothing in calls of 3 s and 0.5 s.
    const [exchange, swaps, ruin] = seconds(true, [1000, 3000, 500], [15, 0, 0]),
      total = exchange! + swaps! + ruin!;
    // A floor of 0.1 of the best one's seconds each: 1 / 1.2 of the time to the exchanges.
    expect(exchange! / total).toBeGreaterThan(0.8);
    expect(swaps! / total).toBeLessThan(0.1);
    expect(swaps).toBeGreaterThan(0);
    expect(ruin).toBeGreaterThan(0);
    // By picks, the long calls that pay nothing take far more of the time.
    const [byPicks, longPicks] = seconds(false, [1000, 3000, 500], [15, 0, 0]);
    expect(longPicks! / (byPicks! + longPicks!)).toBeGreaterThan(0.2);
  });

  it('by time, gives the seconds to what pays most per second, whatever the length of its calls', () => {
    // Long calls that pay 30 a second against short ones that pay 10 a second.
    const [long, short] = seconds(true, [2000, 100], [60, 1]);
    // A third of the best rate is a third of its seconds.
    expect(long! / short!).toBeGreaterThan(2.5);
    expect(long! / short!).toBeLessThan(3.5);
  });

  it('by time, follows a change: an operator that stops paying loses its seconds', () => {
    const mix = new OperatorMix(2, [], true);
    for (let i = 0; i < 20; i++) {
      mix.record(0, 10, 1000);
      mix.record(1, 1, 1000);
    }
    for (let i = 0; i < 40; i++) {
      mix.record(0, 0, 1000);
      mix.record(1, 5, 1000);
    }
    const [stale, paying] = draws(mix, 1000);
    expect(paying).toBeGreaterThan(stale!);
  });

  it('by time, remembers what an operator saved over its own seconds, not its calls', () => {
    // Both saved 100 a second for 10 s of their calls, then nothing for 1 s: A in calls of 30 ms, B in calls of 1 s.
    const mix = new OperatorMix(2, [], true);
    for (let i = 0; i < 333; i++) mix.record(0, 3, 30);
    for (let i = 0; i < 10; i++) mix.record(1, 100, 1000);
    for (let i = 0; i < 33; i++) mix.record(0, 0, 30);
    mix.record(1, 0, 1000);
    // As good as each other per second: as many seconds each, so 33 calls of A for each of B.
    const [a, b] = draws(mix, 3000);
    expect(a).toBeGreaterThan(15 * b!);
  });
});
