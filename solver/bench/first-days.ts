/**
 * The first days of a long Curtois & Qu instance as an instance of its own, to measure the solver
 * on horizons between the public 28-day instances and the year (instances 13–19 of the set, up to
 * 84 days, are kept aside to measure generality, so the mid horizons are cut from 20–24 instead).
 * Limits over the whole horizon shrink in proportion, rounded outwards (no limit tightens):
 * weekends and shifts per type with the days, minutes with the shifts the employee can work in
 * them. Days off are not spread evenly over the year (Curtois 21's employee W has 18 of them in
 * the first 84 days), so a minimum is lowered to the minutes of a row the DP finds keeping every
 * other rule: every employee has a row, as in the published instances.
 */
import type { RosterModel } from '../src/model/types.ts';
import { cellAllowed, compile } from '../src/search/compile/compiled.ts';
import { RosterDp } from '../src/search/roster-dp/roster-dp.ts';
import { capacity } from '../src/search/bounds/windows.ts';

const share = (value: number, fraction: number, round: (x: number) => number): number =>
  value >= Number.MAX_SAFE_INTEGER ? value : round(value * fraction);

export function firstDays(model: RosterModel, days: number): RosterModel {
  if (!Number.isInteger(days) || days < 1 || days > model.days) throw new Error(`first days: ${days} not in 1..${model.days}`);
  const f = days / model.days;
  const inside = <T extends { day: number }>(xs: T[]): T[] => xs.filter((x) => x.day < days);
  const cut: RosterModel = {
    ...model,
    days,
    cover: inside(model.cover),
    pinned: inside(model.pinned),
    employees: model.employees.map((e) => {
      const worked = capacity(model, e, 0, days) / Math.max(1, capacity(model, e, 0, model.days));
      return {
        ...e,
        daysOff: inside(e.daysOff),
        shiftOnRequests: inside(e.shiftOnRequests),
        shiftOffRequests: inside(e.shiftOffRequests),
        maxShiftsPerType: e.maxShiftsPerType.map((m) => (m === undefined ? m : share(m, f, Math.ceil))),
        minTotalMinutes: share(e.minTotalMinutes, worked, Math.floor),
        maxTotalMinutes: share(e.maxTotalMinutes, worked, Math.ceil),
        maxWeekends: share(e.maxWeekends, f, Math.ceil),
      };
    }),
  };
  const reach = mostMinutes({ ...cut, employees: cut.employees.map((e) => ({ ...e, minTotalMinutes: 0 })) });
  return { ...cut, employees: cut.employees.map((e, i) => ({ ...e, minTotalMinutes: Math.min(e.minTotalMinutes, reach[i]!) })) };
}

/**
 * Per employee, the minutes of a row that keeps every rule of the model, as many as the DP finds
 * (its cheapest row when each minute earns 1; quick, so perhaps fewer than the most: a lower minimum).
 */
function mostMinutes(model: RosterModel): number[] {
  const c = compile(model),
    dp = new RosterDp(c).quickly(),
    { D, S } = c,
    minutes = model.shiftTypes.map((s) => s.durationMinutes);
  return model.employees.map((_, e) => {
    const cost = new Float64Array(D * (S + 1));
    for (let d = 0; d < D; d++)
      for (let v = -1; v < S; v++) cost[d * (S + 1) + v + 1] = !cellAllowed(c, e, d, v) ? Infinity : v < 0 ? 0 : -minutes[v]!;
    const row = dp.solve(e, cost);
    return row ? row.reduce((n, v) => n + (v < 0 ? 0 : minutes[v]!), 0) : 0;
  });
}
