/**
 * A long horizon cut into four-week windows, each a model of its own: its days' cover and
 * requests, maxima as they are, each minimum of minutes less the most the other days can hold, no
 * count targets, runs at its edges free (the model's boundary semantics). Every schedule's
 * restriction to a window is a schedule of that window's model — a relaxation, for bounds
 * (window-bound.ts). Windows start on Mondays, so no weekend is split.
 */
import type { Employee, RosterModel } from '../../model/types.ts';

/** Above this many days the monolithic LP is replaced by the windows' bound. */
export const LONG_HORIZON = 84;
const WINDOW_DAYS = 28;

/** The first day that is a Monday: windows start there (and on day 0). */
function firstMonday(model: RosterModel): number {
  return (8 - model.firstWeekday) % 7;
}

/** Free ranges [from, to) covering the horizon: weeks × `days` from the first Monday, a short tail merged. */
export function windowRanges(model: RosterModel, days = WINDOW_DAYS): [number, number][] {
  const cuts = [0];
  for (let d = firstMonday(model); d < model.days; d += days) if (d > 0) cuts.push(d);
  if (cuts.length > 1 && model.days - cuts.at(-1)! < days / 2) cuts.pop();
  cuts.push(model.days);
  return cuts.slice(0, -1).map((from, i) => [from, cuts[i + 1]!]);
}

/**
 * At most how many shifts employee em can work on days [from, to): in each stretch of available
 * days, runs of the maximum length between rests of the minimum (short runs counted: an upper
 * bound). Curtois 22's staff must work 99 % of it over the year.
 */
export function capacity(model: RosterModel, em: Employee, from: number, to: number): number {
  const off = new Set(em.daysOff.map((x) => x.day));
  const maxWork = Math.min(em.maxConsecutiveWork, model.days),
    minOff = Math.max(1, em.minConsecutiveOff);
  let total = 0,
    run = 0,
    rest = minOff;
  for (let d = from; d < to; d++) {
    const free = !off.has(d) && em.availableWeekdays[(model.firstWeekday + d) % 7] !== false;
    if (!free) {
      run = 0;
      rest = minOff;
      continue;
    }
    if (run === maxWork) {
      run = 0;
      rest = 1;
      continue;
    }
    if (rest < minOff) {
      rest++;
      continue;
    }
    run++;
    total++;
  }
  return total;
}

function employeeIn(model: RosterModel, em: Employee, from: number, to: number): Employee {
  const inWindow = (d: number): boolean => d >= from && d < to;
  const shiftDays = <T extends { day: number }>(xs: T[]): T[] =>
    xs.filter((x) => inWindow(x.day)).map((x) => ({ ...x, day: x.day - from }));
  const longest = Math.max(...model.shiftTypes.map((t) => t.durationMinutes));
  return {
    ...em,
    daysOff: shiftDays(em.daysOff),
    shiftOnRequests: shiftDays(em.shiftOnRequests),
    shiftOffRequests: shiftDays(em.shiftOffRequests),
    // Every schedule works at least its minimum less the most the other days can hold.
    minTotalMinutes: Math.max(0, em.minTotalMinutes - (capacity(model, em, 0, from) + capacity(model, em, to, model.days)) * longest),
    // A count target's cells may lie in other windows: it is left out (its cost is not negative).
    countTargets: [],
  };
}

/** The relaxed model of days [from, to), renumbered from 0. */
export function windowModel(model: RosterModel, from: number, to: number): RosterModel {
  const inWindow = (d: number): boolean => d >= from && d < to;
  return {
    ...model,
    days: to - from,
    firstWeekday: (model.firstWeekday + from) % 7,
    employees: model.employees.map((em) => employeeIn(model, em, from, to)),
    cover: model.cover.filter((x) => inWindow(x.day)).map((x) => ({ ...x, day: x.day - from })),
    pinned: model.pinned.filter((p) => inWindow(p.day)).map((p) => ({ ...p, day: p.day - from })),
  };
}
