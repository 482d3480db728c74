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
});
