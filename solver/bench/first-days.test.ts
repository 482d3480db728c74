import { describe, expect, it } from 'vitest';
import { compile } from '../src/search/compile/compiled.ts';
import { Evaluator } from '../src/search/heuristics/evaluator.ts';
import { reroster } from '../src/search/heuristics/reroster.ts';
import { RosterDp } from '../src/search/roster-dp/roster-dp.ts';
import { initialSchedule } from '../src/search/heuristics/search.ts';
import { capacity } from '../src/search/bounds/windows.ts';
import { curtoisModel } from '../src/testing/curtois.ts';
import { employeeViolations } from '../src/validate/violations.ts';
import { firstDays } from './first-days.ts';

describe('the first days of a long instance as an instance of its own', () => {
  const full = curtoisModel(21),
    cut = firstDays(full, 84);

  it('keeps only those days: cover, requests and days off inside them', () => {
    expect(cut.days).toBe(84);
    expect(cut.cover.length).toBeGreaterThan(0);
    expect(cut.cover.every((x) => x.day < 84)).toBe(true);
    for (const e of cut.employees) expect([...e.daysOff, ...e.shiftOnRequests, ...e.shiftOffRequests].every((x) => x.day < 84)).toBe(true);
    expect(cut.cover.length).toBe(full.cover.filter((x) => x.day < 84).length);
  });

  it('shrinks limits over the horizon without tightening them, and lowers a minimum no row reaches', () => {
    const w = full.employees.findIndex((e) => e.id === 'W');
    cut.employees.forEach((e, i) => {
      const was = full.employees[i]!;
      expect(e.maxTotalMinutes).toBeLessThan(was.maxTotalMinutes);
      expect(e.minTotalMinutes).toBeLessThanOrEqual(e.maxTotalMinutes);
      expect(e.maxWeekends).toBeGreaterThanOrEqual(Math.floor((was.maxWeekends * 84) / full.days));
    });
    // W has 18 of the year's days off in these 84 days: its minimum, shrunk with the shifts it
    // could work in them, is still beyond the reach of any row.
    const was = full.employees[w]!,
      share = Math.floor((was.minTotalMinutes * capacity(full, was, 0, 84)) / capacity(full, was, 0, full.days));
    expect(cut.employees[w]!.minTotalMinutes).toBeLessThan(share);
  });

  it('leaves every employee a row that keeps every rule', () => {
    const c = compile(cut),
      dp = new RosterDp(c).quickly(),
      ev = new Evaluator(c, initialSchedule(c)),
      prices = new Float64Array(c.D * (c.S + 1));
    cut.employees.forEach((_, e) => {
      expect(reroster(ev, dp, e, prices)).toBe(true);
      expect(employeeViolations(cut, e, ev.sched.subarray(e * c.D, (e + 1) * c.D))).toEqual([]);
    });
  });
});
