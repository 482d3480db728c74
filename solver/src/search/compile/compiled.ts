/**
 * The optimizer's flat, array-based view of a RosterModel: which cells an employee may take, the
 * forbidden successions (explicit, and those implied by rest and overlap of timed shifts), cover
 * cells, request costs per cell value, count-target masks and the units that must move together.
 */
import { countsAsWeekend, weekdayOf, weekendIdOf, weekendSlots, weekOf } from '../../model/calendar.ts';
import { OFF, UNLIMITED, type CountTarget, type Employee, type RosterModel } from '../../model/types.ts';

export const NOT_FIXED = -2;

export interface CompiledTarget {
  mask: Uint8Array;
  target: number;
  under: number;
  over: number;
}

export interface CompiledEmployee {
  minWork: number;
  maxWork: number;
  minOff: number;
  maxWeekends: number;
  minMinutes: number;
  maxMinutes: number;
  maxPerType: number[];
  /**
   * Most minutes per week index (c.weekOf) inside the horizon, the past shifts of the first week
   * already deducted; undefined when the employee has no weekly limit.
   */
  weekMax: Int32Array | undefined;
  targets: CompiledTarget[];
}

export interface CompiledSkillRow {
  cell: number;
  need: number;
  under: number;
  qualified: Uint8Array;
}

export interface Compiled {
  model: RosterModel;
  E: number;
  D: number;
  S: number;
  /** allowed[(e*D+d)*S+s]: the hard per-cell rules (days off, weekdays, disallowed types). */
  allowed: Uint8Array;
  /** fixed[e*D+d]: pinned value or NOT_FIXED. */
  fixed: Int16Array;
  /** forbid[gap-1][a*S+b]: shift a on day d followed by b on day d+gap is forbidden (gap 1, 2). */
  forbid: [Uint8Array, Uint8Array];
  duration: Int32Array;
  weekendId: Int16Array;
  weekendCount: number;
  /** Monday–Sunday week index of each day (0: the week the horizon starts in). */
  weekOf: Int16Array;
  weekCount: number;
  /** Cover per cell d*S+s (hasCover 0 when the model states none). */
  hasCover: Uint8Array;
  req: Int32Array;
  under: Float64Array;
  over: Float64Array;
  /** Skill minimums (model.skillCover): each row's cell d*S+s, need, weight and who counts (by employee). */
  skill: CompiledSkillRow[];
  /** Skill rows per cell d*S+s, by index into `skill`. */
  skillAt: number[][];
  /** Request cost per cell value: cellCost[(e*D+d)*(S+1) + value+1]. */
  cellCost: Float64Array;
  emp: CompiledEmployee[];
  /** Together groups merged into units that always take the same values. */
  unitOf: Int32Array;
  units: number[][];
  /** Apart groups each employee belongs to. */
  apartOf: number[][][];
}

function successionTables(model: RosterModel): [Uint8Array, Uint8Array] {
  const S = model.shiftTypes.length;
  const tables: [Uint8Array, Uint8Array] = [new Uint8Array(S * S), new Uint8Array(S * S)];
  for (const f of model.forbiddenSuccessions) tables[0][f.first * S + f.second] = 1;
  model.shiftTypes.forEach((a, i) =>
    model.shiftTypes.forEach((b, j) => {
      if (a.startMinute === undefined || b.startMinute === undefined) return;
      for (const gap of [1, 2] as const) {
        const rest = gap * 1440 + b.startMinute - (a.startMinute + a.durationMinutes);
        if (rest < model.minRestMinutes || rest < 0) tables[gap - 1]![i * S + j] = 1;
      }
    }),
  );
  return tables;
}

/** Weekly limits per week, the first week's past minutes deducted. */
function weekMaxOf(model: RosterModel, m: Employee, weeks: number): Int32Array | undefined {
  if (m.maxWeeklyMinutes === undefined) return undefined;
  let carried = 0;
  for (const p of m.pastShifts ?? []) if (weekOf(model.firstWeekday, Math.floor(p.startMinute / 1440)) === 0) carried += p.durationMinutes;
  const out = new Int32Array(weeks).fill(Math.min(m.maxWeeklyMinutes, 2 ** 31 - 1));
  out[0] = Math.max(0, m.maxWeeklyMinutes - carried);
  return out;
}

/** Clears the cells whose shift would start too soon after one of e's past shifts (month boundary rest). */
function restAfterPast(model: RosterModel, m: Employee, allowed: Uint8Array, e: number): void {
  const D = model.days,
    S = model.shiftTypes.length;
  for (const p of m.pastShifts ?? []) {
    const free = p.startMinute + p.durationMinutes + model.minRestMinutes;
    for (let d = 0; d < D && d * 1440 < free; d++) {
      model.shiftTypes.forEach((st, s) => {
        if (st.startMinute !== undefined && d * 1440 + st.startMinute < free) allowed[(e * D + d) * S + s] = 0;
      });
    }
  }
}

function unitsOf(model: RosterModel): { unitOf: Int32Array; units: number[][] } {
  const parent = model.employees.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (const g of model.togetherGroups) for (const e of g.slice(1)) parent[find(e)] = find(g[0]!);
  const byRoot = new Map<number, number[]>();
  model.employees.forEach((_, e) => byRoot.set(find(e), [...(byRoot.get(find(e)) ?? []), e]));
  const units = [...byRoot.values()];
  const unitOf = new Int32Array(model.employees.length);
  units.forEach((u, i) => u.forEach((e) => (unitOf[e] = i)));
  return { unitOf, units };
}

export function compile(model: RosterModel): Compiled {
  const E = model.employees.length,
    D = model.days,
    S = model.shiftTypes.length;
  const allowed = new Uint8Array(E * D * S);
  const cellCost = new Float64Array(E * D * (S + 1));
  const weekOfDay = Int16Array.from({ length: D }, (_, d) => weekOf(model.firstWeekday, d));
  const weekCount = D === 0 ? 0 : weekOfDay[D - 1]! + 1;
  // One mask per kind of target, shared by the targets of that kind (masks do not change after
  // compiling): the 2,000-employee wards month has 42 targets each, 84,000 masks of 1,120 cells.
  const masks = new Map<string, Uint8Array>();
  const maskOf = (t: CountTarget): Uint8Array => {
    const key = `${t.weekendOnly ? 'weekends' : 'days'} ${t.shiftTypes?.join(',') ?? 'all'}`;
    let mask = masks.get(key);
    if (!mask) {
      mask = new Uint8Array(D * S);
      const counted = Uint8Array.from({ length: S }, (_, s) => (!t.shiftTypes || t.shiftTypes.includes(s) ? 1 : 0));
      for (let d = 0; d < D; d++) if (!t.weekendOnly || countsAsWeekend(model.firstWeekday, model.holidays, d)) mask.set(counted, d * S);
      masks.set(key, mask);
    }
    return mask;
  };
  const emp = model.employees.map((m, e): CompiledEmployee => {
    const off = new Set(m.daysOff.map((o) => o.day));
    // Once per employee, not per cell: a large organization's staff may not work most shift types
    // (the 1,000 wards month: 36 of 40), and the lookups per cell took most of its compile.
    const may = Uint8Array.from({ length: S }, (_, s) => (m.disallowedShiftTypes.includes(s) ? 0 : 1));
    for (let d = 0; d < D; d++) {
      if (off.has(d) || !m.availableWeekdays[weekdayOf(model.firstWeekday, d)]) continue;
      allowed.set(may, (e * D + d) * S);
    }
    restAfterPast(model, m, allowed, e);
    for (const r of m.shiftOnRequests) {
      const unmet = (v: number): boolean => (r.shiftType === undefined ? v === OFF : v !== r.shiftType);
      for (let v = -1; v < S; v++) if (unmet(v)) cellCost[(e * D + r.day) * (S + 1) + v + 1]! += r.weight;
    }
    for (const r of m.shiftOffRequests) {
      for (let v = 0; v < S; v++)
        if (r.shiftType === undefined || v === r.shiftType) cellCost[(e * D + r.day) * (S + 1) + v + 1]! += r.weight;
    }
    const targets = m.countTargets.map((t) => ({ mask: maskOf(t), target: t.target, under: t.underWeight, over: t.overWeight }));
    return {
      minWork: m.minConsecutiveWork,
      maxWork: m.maxConsecutiveWork,
      minOff: m.minConsecutiveOff,
      maxWeekends: m.maxWeekends,
      minMinutes: m.minTotalMinutes,
      maxMinutes: m.maxTotalMinutes,
      maxPerType: model.shiftTypes.map((_, s) => m.maxShiftsPerType[s] ?? UNLIMITED),
      weekMax: weekMaxOf(model, m, weekCount),
      targets,
    };
  });

  const fixed = new Int16Array(E * D).fill(NOT_FIXED);
  for (const p of model.pinned) fixed[p.employee * D + p.day] = p.shiftType;
  const hasCover = new Uint8Array(D * S),
    req = new Int32Array(D * S);
  const under = new Float64Array(D * S),
    over = new Float64Array(D * S);
  for (const c of model.cover) {
    const i = c.day * S + c.shiftType;
    hasCover[i] = 1;
    req[i] = c.requirement;
    under[i] = c.underWeight;
    over[i] = c.overWeight;
  }
  const skill = (model.skillCover ?? []).map((r): CompiledSkillRow => {
    const qualified = new Uint8Array(E);
    for (const e of r.qualified) qualified[e] = 1;
    return { cell: r.day * S + r.shiftType, need: r.requirement, under: r.underWeight, qualified };
  });
  const skillAt: number[][] = Array.from({ length: D * S }, () => []);
  skill.forEach((r, k) => skillAt[r.cell]!.push(k));
  const weekendId = new Int16Array(D).map((_, d) => weekendIdOf(model.firstWeekday, d) ?? -1);
  const apartOf: number[][][] = model.employees.map(() => []);
  for (const g of model.apartGroups) for (const e of g) apartOf[e]!.push(g);

  return {
    model,
    E,
    D,
    S,
    allowed,
    fixed,
    forbid: successionTables(model),
    duration: Int32Array.from(model.shiftTypes, (s) => s.durationMinutes),
    weekendId,
    weekendCount: weekendSlots(D),
    weekOf: weekOfDay,
    weekCount,
    hasCover,
    req,
    under,
    over,
    skill,
    skillAt,
    cellCost,
    emp,
    ...unitsOf(model),
    apartOf,
  };
}

/** May employee e take value v on day d, judged by the per-cell rules only? */
export function cellAllowed(c: Compiled, e: number, d: number, v: number): boolean {
  const f = c.fixed[e * c.D + d]!;
  if (f !== NOT_FIXED) return f === v;
  return v === OFF || c.allowed[(e * c.D + d) * c.S + v] === 1;
}
