import { describe, expect, it } from 'vitest';
import { DEFAULT_GAP_TOLERANCE, gapTolerance, StopRule } from './stop-rule.ts';

const stall = { seconds: 5, share: 0.5 };

describe('the gap tolerance', () => {
  it('reads SOLVER_GAP_TOLERANCE in percent, 0.5 % without it or with anything but a number at least 0', () => {
    expect(gapTolerance({ SOLVER_GAP_TOLERANCE: '1' })).toBe(0.01);
    expect(gapTolerance({ SOLVER_GAP_TOLERANCE: '0' })).toBe(0);
    expect(gapTolerance({})).toBe(DEFAULT_GAP_TOLERANCE);
    expect(DEFAULT_GAP_TOLERANCE).toBe(0.005);
    for (const raw of ['', 'soon', '-1']) expect(gapTolerance({ SOLVER_GAP_TOLERANCE: raw })).toBe(DEFAULT_GAP_TOLERANCE);
  });
});

describe('the stop rule', () => {
  it('is sure once the best schedule is within the tolerance of the bound, not before', () => {
    const rule = new StopRule({ gapTolerance: 0.005 });
    rule.update(0, 1000, undefined);
    expect(rule.sure()).toBe(false);
    rule.update(1, undefined, 990);
    expect(rule.sure()).toBe(false);
    rule.update(2, undefined, 995);
    expect(rule.sure()).toBe(true);
  });

  it('is sure at once where the first schedule meets its bound', () => {
    const rule = new StopRule({ gapTolerance: 0 });
    rule.update(0, 468, 468);
    expect(rule.sure()).toBe(true);
  });

  it('stalls once nothing improved for its seconds and its share of the time elapsed, with a schedule in hand', () => {
    const rule = new StopRule({ gapTolerance: 0, stall });
    // No schedule yet: never stalled, however long.
    rule.update(0, undefined, 100);
    expect(rule.stalled(30)).toBe(false);
    rule.update(2, 500, undefined);
    expect(rule.stalled(6.9)).toBe(false);
    expect(rule.stalled(7)).toBe(true);
    // Improved at 20 s: quiet 5 s is not enough before half the time (40 s).
    rule.update(20, 480, undefined);
    expect(rule.stalled(39)).toBe(false);
    expect(rule.stalled(40)).toBe(true);
    // A rising bound counts as progress; a worse schedule or a lower bound does not.
    rule.update(40, 490, 300);
    expect(rule.stalled(41)).toBe(false);
    rule.update(60, 485, 299);
    expect(rule.stalled(80)).toBe(true);
  });

  it('does not stall while a thread works on a step that may improve the answer, and stalls once the last has ended', () => {
    const rule = new StopRule({ gapTolerance: 0, stall });
    rule.update(2, 500, 100);
    rule.working(true);
    rule.working(true);
    expect(rule.stalled(30)).toBe(false);
    rule.working(false);
    expect(rule.stalled(30)).toBe(false);
    // The last ended with nothing better: quiet since 2 s, so stalled at once.
    rule.working(false);
    expect(rule.stalled(30)).toBe(true);
    // An end without its beginning (a thread restarted) does not hold the rule.
    rule.working(false);
    expect(rule.stalled(30)).toBe(true);
  });

  it('never stalls without its stall settings', () => {
    const rule = new StopRule({ gapTolerance: 0 });
    rule.update(0, 500, 0);
    expect(rule.stalled(1e6)).toBe(false);
  });
});
