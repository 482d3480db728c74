/**
 * The search by employee groups: where the month falls into groups that share no shift type and
 * no together/apart group (a large organization's wards, group-bound.ts), its cost is the sum of
 * the groups' costs, so each group's model is searched on its own and the month is their rows put
 * together. A search over the whole month spends its moves and samples on everyone: the
 * construction draws its candidates among all employees, most of whom may not work the shift.
 */
import { OFF, type Employee, type RosterModel } from '../../model/types.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { Evaluator } from './evaluator.ts';
import { employeeGroups, groupModel } from '../bounds/group-bound.ts';
import { highsRuntime } from '../compile/highs.ts';
import type { Incumbent } from './local-search.ts';
import { initialSchedule, search, type SearchOptions } from './search.ts';
import { now } from '../orchestration/clock.ts';

/**
 * The month is reported at most this often, and at the end of each group's search: every report is
 * the whole month, which the orchestrator passes on to the bound thread, where it waits while HiGHS
 * runs. The 10,000-employee wards month reported 8,344 schedules of 560 KB in 23 s, and the
 * process grew by 0.25 GB a second.
 */
const REPORT_EVERY_MS = 100;

/** One group: its members' rows in the month, the month's shift types it knows, and its own compiled model. */
interface Part {
  members: number[];
  types: number[];
  c: Compiled;
  best?: Incumbent;
}

/**
 * A group's model over its own shift types only (renumbered): every array of the search is per
 * shift type, and a ward's staff may work 4 of the 1,000-employee month's 40. What the month's
 * other types add to a member's cost cannot change (requests for a type the member cannot work,
 * targets over such types): it is left out, and the month's cost is the groups' plus a constant.
 */
function ownTypes(model: RosterModel): { model: RosterModel; types: number[] } {
  const used = new Set<number>([...model.cover.map((x) => x.shiftType), ...model.pinned.map((p) => p.shiftType)]);
  for (const m of model.employees) model.shiftTypes.forEach((_, s) => m.disallowedShiftTypes.includes(s) || used.add(s));
  const types = [...used].sort((a, b) => a - b),
    index = new Map(types.map((s, i) => [s, i]));
  const kept = (s: number | undefined): boolean => s === undefined || index.has(s);
  const to = <T extends { shiftType?: number }>(x: T): T => (x.shiftType === undefined ? x : { ...x, shiftType: index.get(x.shiftType)! });
  const employee = (m: Employee): Employee => ({
    ...m,
    disallowedShiftTypes: m.disallowedShiftTypes.filter((s) => index.has(s)).map((s) => index.get(s)!),
    maxShiftsPerType: types.map((s) => m.maxShiftsPerType[s]),
    countTargets: m.countTargets.map((t) =>
      t.shiftTypes ? { ...t, shiftTypes: t.shiftTypes.filter((s) => index.has(s)).map((s) => index.get(s)!) } : t,
    ),
    shiftOnRequests: m.shiftOnRequests.filter((r) => kept(r.shiftType)).map(to),
    shiftOffRequests: m.shiftOffRequests.filter((r) => kept(r.shiftType)).map(to),
  });
  return {
    types,
    model: {
      ...model,
      shiftTypes: types.map((s) => model.shiftTypes[s]!),
      forbiddenSuccessions: model.forbiddenSuccessions
        .filter((f) => index.has(f.first) && index.has(f.second))
        .map((f) => ({ first: index.get(f.first)!, second: index.get(f.second)! })),
      employees: model.employees.map(employee),
      cover: model.cover.map(to),
      pinned: model.pinned.map(to),
    },
  };
}

/** The month's employee groups where it falls into more than one (only then does the search go by groups). */
export function searchGroups(c: Compiled): number[][] | undefined {
  const groups = employeeGroups(c);
  return groups.length > 1 ? groups : undefined;
}

/**
 * First every group's first schedule (the month's first valid one as soon as all have one), then
 * each group searched in turn for an equal share of the time left, from its first schedule. A
 * group's better schedules are reported as the month's (at most every REPORT_EVERY_MS, and the
 * last of each group's search). Shared schedules are not taken: the month's rows would have to be
 * split back (the other thread searches the whole month from ours).
 */
export async function searchByGroups(c: Compiled, groups: number[][], o: SearchOptions): Promise<Incumbent> {
  const { D } = c;
  // HiGHS loads (its WebAssembly compiles) while the groups compile: the first group's search
  // would wait for it before the month's first schedule.
  highsRuntime().catch(() => undefined);
  const parts: Part[] = groups.map((members) => {
    const { model, types } = ownTypes(groupModel(c, members));
    return { members, types, c: compile(model) };
  });
  const sched = o.start ? o.start.slice() : initialSchedule(c);
  const rowsOf = (p: Part): Int16Array => {
    const rows = new Int16Array(p.members.length * D);
    const index = new Map(p.types.map((s, i) => [s, i]));
    p.members.forEach((e, i) => {
      for (let d = 0; d < D; d++) rows[i * D + d] = index.get(sched[e * D + d]!) ?? OFF;
    });
    return rows;
  };
  // The month's cost is the groups' costs plus what no group changes (the cover of shift types
  // nobody may work, what ownTypes leaves out): the same for every schedule, so taken from the first.
  const whole = new Evaluator(c, sched.slice()),
    own = parts.map((p) => new Evaluator(p.c, rowsOf(p)));
  const offset = {
    hard: whole.hard - own.reduce((n, ev) => n + ev.hard, 0),
    soft: whole.soft - own.reduce((n, ev) => n + ev.soft, 0),
  };
  const best: Incumbent = { sched, hard: Infinity, soft: Infinity };
  let reportedAt = -Infinity,
    pending = false;
  const flush = (): void => {
    if (!pending) return;
    pending = false;
    reportedAt = now();
    o.onImprove?.(best);
  };
  const report = (p: Part, b: Incumbent): void => {
    p.best = { sched: b.sched.slice(), hard: b.hard, soft: b.soft };
    p.members.forEach((e, i) => {
      for (let d = 0; d < D; d++) {
        const v = b.sched[i * D + d]!;
        sched[e * D + d] = v === OFF ? OFF : p.types[v]!;
      }
    });
    // The month is reported once every group has a schedule.
    if (parts.some((q) => !q.best)) return;
    best.hard = offset.hard + parts.reduce((n, q) => n + q.best!.hard, 0);
    best.soft = offset.soft + parts.reduce((n, q) => n + q.best!.soft, 0);
    pending = true;
    if (now() - reportedAt >= REPORT_EVERY_MS) flush();
  };
  const within = (p: Part, deadline: number, start?: Int16Array): Promise<Incumbent> =>
    search(p.c, {
      seed: o.seed,
      deadline,
      ...(o.maxRounds === undefined ? {} : { maxRounds: o.maxRounds }),
      ...(o.strategy ? { strategy: o.strategy } : {}),
      ...(start ? { start } : {}),
      onImprove: (b) => report(p, b),
    });
  // A deadline already passed: the search builds its first schedule and returns.
  for (const p of parts) report(p, await within(p, now(), o.start ? rowsOf(p) : undefined));
  flush();
  for (const [k, p] of parts.entries()) {
    if (now() >= o.deadline || (o.target !== undefined && best.hard === 0 && best.soft <= o.target + 1e-6)) break;
    await within(p, now() + (o.deadline - now()) / (parts.length - k), p.best!.sched);
    flush();
  }
  return best;
}
