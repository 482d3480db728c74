/**
 * Solving a product month end to end: validate the input (contracts' zod schema), map it to the
 * rostering model, solve, and answer in the product's terms: who works which shift on which date
 * and at which position, coverage per shift with the reasons of every understaffing, statistics.
 */
import { createHash } from 'node:crypto';
import type { ShiftCoverageRecord } from '@rostra/contracts';
import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { OFF } from '../model/types.ts';
import { assignPositions } from '../post/positions.ts';
import { understaffedReasons, type ReasonCode } from '../post/reasons.ts';
import { skillShortfalls } from '../report/quality.ts';
import type { SolveOptions, SolverStatus } from '../search/orchestration/result.ts';
import { solveModel } from '../search/orchestration/solve.ts';
import type { ObjectiveBreakdown } from '../validate/objective.ts';
import { describeReason } from './describe.ts';
import { toRosterModel } from './to-model.ts';

export interface ProductAssignment {
  date: string;
  shift_type_id: string;
  employee_id: string;
  position: number;
}

/** A shift-day's coverage as the generation's event records it. */
export type ShiftCoverage = ShiftCoverageRecord<ReasonCode>;

export interface ProductSolveResult {
  status: SolverStatus;
  /** The generation result of docs/product/entities.md#schedule: date → ids of the employees working that day. */
  schedule: Record<string, string[]> | null;
  assignments: ProductAssignment[];
  coverage: ShiftCoverage[];
  statistics: {
    objective: number | null;
    bound: number | null;
    gap: number | null;
    seconds: number;
    first_valid_seconds: number | null;
    breakdown: ObjectiveBreakdown | null;
    model_size: { employees: number; days: number; shift_types: number; cells: number };
    input_hash: string;
  };
  /** Why the model is invalid (status invalid_model), or the input's schema errors. */
  problems: string[];
}

export async function solveProduct(raw: SolverInput, options: SolveOptions = {}): Promise<ProductSolveResult> {
  const input = solverInputSchema.parse(raw);
  const pm = toRosterModel(input);
  const { model, dates, employeeIds, shiftTypeIds } = pm;
  const result = await solveModel(model, options);
  const statistics = {
    objective: result.objective,
    bound: result.bound,
    gap: result.gap,
    seconds: result.seconds,
    first_valid_seconds: result.firstValidSeconds,
    breakdown: result.validation?.objective ?? null,
    model_size: {
      employees: model.employees.length,
      days: model.days,
      shift_types: model.shiftTypes.length,
      cells: model.employees.length * model.days * model.shiftTypes.length,
    },
    input_hash: createHash('sha256').update(JSON.stringify(input)).digest('hex'),
  };
  const base = { status: result.status, statistics, problems: result.problems };
  const sched = result.schedule;
  if (!sched) return { ...base, schedule: null, assignments: [], coverage: [] };

  const positions = assignPositions(model, sched);
  const assignments: ProductAssignment[] = [];
  const schedule: Record<string, string[]> = Object.fromEntries(dates.map((d) => [d, []]));
  for (let d = 0; d < model.days; d++) {
    for (let e = 0; e < employeeIds.length; e++) {
      const s = sched[e * model.days + d]!;
      if (s === OFF) continue;
      schedule[dates[d]!]!.push(employeeIds[e]!);
      assignments.push({
        date: dates[d]!,
        shift_type_id: shiftTypeIds[s]!,
        employee_id: employeeIds[e]!,
        position: positions[e * model.days + d]!,
      });
    }
  }
  const skillShort = new Map<string, NonNullable<ShiftCoverage['skill_shortfalls']>>();
  for (const r of skillShortfalls(model, sched)) {
    const key = `${r.day}|${r.shiftType}`;
    skillShort.set(key, [
      ...(skillShort.get(key) ?? []),
      { skill_id: r.skillId, skill_name: r.skillName, missing: r.required - r.assigned },
    ]);
  }
  // Shift-days that need nobody and got nobody say nothing; staffed ones show as overstaffing.
  const coverage = model.cover.flatMap((c): ShiftCoverage[] => {
    let assigned = 0;
    for (let e = 0; e < employeeIds.length; e++) if (sched[e * model.days + c.day] === c.shiftType) assigned++;
    if (c.requirement === 0 && assigned === 0) return [];
    const short = assigned < c.requirement;
    return [
      {
        date: dates[c.day]!,
        shift_type_id: shiftTypeIds[c.shiftType]!,
        required_count: c.requirement,
        assigned_count: assigned,
        status: !short ? 'fully-staffed' : assigned > 0 ? 'partially-staffed' : 'understaffed',
        reasons: short
          ? understaffedReasons(model, sched, c.day, c.shiftType).map((r) => ({
              code: r.code,
              employee_ids: r.employees.map((e) => employeeIds[e]!),
              message: describeReason(
                r.code,
                r.employees.map((e) => model.employees[e]!.name || employeeIds[e]!),
              ),
            }))
          : [],
        ...(skillShort.has(`${c.day}|${c.shiftType}`) ? { skill_shortfalls: skillShort.get(`${c.day}|${c.shiftType}`)! } : {}),
      },
    ];
  });
  return { ...base, schedule, assignments, coverage };
}
