import { splitGenerated, type ScheduleEvent } from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import type { ProductSolveResult } from '../product/solve-product.ts';

interface Month {
  requestId: string;
  organizationId: string;
  year: number;
  month: number;
}

/**
 * The events that answer a request, in order: the failure status, or the schedule with its
 * coverage in bounded parts followed by the ScheduleGenerated that closes it.
 */
export function outcomeEvents(
  result: ProductSolveResult,
  input: SolverInput,
  memberNames: Record<string, string>,
  month: Month,
): ScheduleEvent[] {
  if (result.status !== 'optimal' && result.status !== 'feasible') {
    return [{ type: 'ScheduleGenerationFailed', data: { requestId: month.requestId, status: result.status, problems: result.problems } }];
  }
  const { statistics } = result;
  return splitGenerated({
    ...month,
    status: result.status,
    assignments: result.assignments.map(({ date, shift_type_id, employee_id, position }) => ({
      date,
      shift_type_id,
      member_id: employee_id,
      position,
    })),
    coverage: result.coverage,
    shiftTypes: input.shift_types.map((shiftType) => ({
      id: String(shiftType.id),
      name: shiftType.name,
      start_time: shiftType.start_time,
      duration_hours: shiftType.duration_hours,
      position_labels: (shiftType as { position_labels?: Record<string, string> }).position_labels ?? {},
    })),
    memberNames,
    requested: requestedCounts(input),
    statistics: {
      objective: statistics.objective,
      bound: statistics.bound,
      gap: statistics.gap,
      seconds: statistics.seconds,
      firstValidSeconds: statistics.first_valid_seconds,
      modelSize: statistics.model_size,
      inputHash: statistics.input_hash,
    },
  });
}

function requestedCounts(input: SolverInput): Record<string, Record<string, number>> {
  return Object.fromEntries(
    input.employees.map((employee) => {
      const own = employee.employee_requested?.shift_preferences;
      const counts = own && Object.keys(own).length > 0 ? own : (employee.admin_set?.shift_preferences ?? {});
      return [String(employee.id), { ...counts }];
    }),
  );
}
