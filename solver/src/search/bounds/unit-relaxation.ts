/**
 * The Lagrangian bound's view of a model with together groups: each together unit (compiled.ts
 * `units`, whose members always take the same values) becomes ONE pseudo-employee, so the roster
 * DP prices the unit's common row whole instead of each member alone (on the generated
 * 500-employee month the 20 pairs' identical rows cost 1,600–1,900 more than their members alone).
 *
 * A pseudo-employee may work exactly the rows every member may work: the rules are intersected at
 * the compiled level, where each is a per-cell permission or a limit on a count of the row, so a
 * row keeps all members' rules iff it keeps the merged ones — per-cell permissions (days off,
 * weekdays, disallowed types, the rest after each member's own past shifts) AND-ed; maxima (per
 * type, minutes, consecutive work, weekends, each week's minutes with each member's past minutes
 * already deducted) the least; minima (minutes, consecutive work and days off) the greatest. Pins:
 * the first member's pin of a day where members are pinned apart (no common row exists then;
 * keeping one pin only widens the choice, so the bound stays valid). Cell costs (requests) are
 * summed; each member's count targets stay, each with its own multiplier on the unit's row.
 * Apart groups are dropped (a relaxation: it only widens the choice).
 *
 * The pseudo-employees' Compiled serves the roster DP and the pricing only: its `model` still
 * lists the members, so evaluate schedules with `solo` after `expand`.
 */
import { OFF } from '../../model/types.ts';
import { compile, NOT_FIXED, type Compiled, type CompiledEmployee } from '../compile/compiled.ts';
import { RosterDp } from '../roster-dp/roster-dp.ts';

export interface UnitRelaxation {
  /** One pseudo-employee per entry of `members`: a together unit, or a member of one rostered alone. */
  c: Compiled;
  /** The members of each pseudo-employee; its cover multiplicity is their number. */
  members: number[][];
  /** The model without together/apart groups, each employee alone: to evaluate `expand`ed schedules. */
  solo: Compiled;
}

/** The intersection of the members' rules (see the file's comment). */
function mergedEmployee(ems: CompiledEmployee[]): CompiledEmployee {
  const weekMaxes = ems.flatMap((em) => (em.weekMax ? [em.weekMax] : []));
  return {
    minWork: Math.max(...ems.map((em) => em.minWork)),
    maxWork: Math.min(...ems.map((em) => em.maxWork)),
    minOff: Math.max(...ems.map((em) => em.minOff)),
    maxWeekends: Math.min(...ems.map((em) => em.maxWeekends)),
    minMinutes: Math.max(...ems.map((em) => em.minMinutes)),
    maxMinutes: Math.min(...ems.map((em) => em.maxMinutes)),
    maxPerType: ems[0]!.maxPerType.map((_, s) => Math.min(...ems.map((em) => em.maxPerType[s]!))),
    weekMax: weekMaxes.length === 0 ? undefined : weekMaxes[0]!.map((_, w) => Math.min(...weekMaxes.map((x) => x[w]!))),
    targets: ems.flatMap((em) => em.targets),
  };
}

/**
 * The model's together units as pseudo-employees, apart groups dropped. A unit whose merged rules
 * the roster DP would not find the cheapest row for (a per-type maximum beside another member's
 * weekly limit can leave it to prices: `RosterDp.exact`) rosters its members alone instead, as
 * before: a weaker bound, never none.
 */
export function unitRelaxation(model: Compiled): UnitRelaxation {
  const solo =
    model.model.togetherGroups.length === 0 && model.model.apartGroups.length === 0
      ? model
      : compile({ ...model.model, togetherGroups: [], apartGroups: [] });
  if (model.units.every((u) => u.length === 1)) return { c: solo, members: solo.units, solo };
  const whole = merged(model, model.units),
    dp = new RosterDp(whole);
  const members = model.units.flatMap((unit, u) => (unit.length === 1 || dp.exact(u) ? [unit] : unit.map((e) => [e])));
  return { c: members.length === model.units.length ? whole : merged(model, members), members, solo };
}

/** One pseudo-employee per entry of `members`, its members' rules intersected. */
function merged(model: Compiled, members: number[][]): Compiled {
  const { D, S } = model,
    U = members.length;
  const allowed = new Uint8Array(U * D * S).fill(1),
    fixed = new Int16Array(U * D).fill(NOT_FIXED),
    cellCost = new Float64Array(U * D * (S + 1));
  members.forEach((unit, u) => {
    for (const e of unit) {
      for (let i = 0; i < D * S; i++) allowed[u * D * S + i]! &= model.allowed[e * D * S + i]!;
      for (let i = 0; i < D * (S + 1); i++) cellCost[u * D * (S + 1) + i]! += model.cellCost[e * D * (S + 1) + i]!;
      for (let d = 0; d < D; d++) if (fixed[u * D + d] === NOT_FIXED) fixed[u * D + d] = model.fixed[e * D + d]!;
    }
  });
  return {
    ...model,
    E: U,
    allowed,
    fixed,
    cellCost,
    emp: members.map((unit) => mergedEmployee(unit.map((e) => model.emp[e]!))),
    // A unit covers a skill row once per qualified member.
    skill: model.skill.map((r) => ({ ...r, qualified: Uint8Array.from(members, (unit) => unit.filter((e) => r.qualified[e]).length) })),
    unitOf: Int32Array.from(members, (_, u) => u),
    units: members.map((_, u) => [u]),
    apartOf: members.map(() => []),
  };
}

/** The members' schedule (solo's employees) from the pseudo-employees' rows. */
export function expand(r: UnitRelaxation, sched: Int16Array): Int16Array {
  if (r.c === r.solo) return sched;
  const { D } = r.c,
    out = new Int16Array(r.solo.E * D).fill(OFF);
  r.members.forEach((unit, u) => {
    for (const e of unit) out.set(sched.subarray(u * D, (u + 1) * D), e * D);
  });
  return out;
}
