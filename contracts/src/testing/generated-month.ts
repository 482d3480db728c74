import type { GeneratedMonth } from '../schedules/events.ts';

/**
 * A generated month for specifications and test kits: December 2026 of organization 1, solved to
 * optimality with nothing in it, unless `fields` say otherwise. No reader shows its statistics.
 */
export function aGeneratedMonth(fields: Partial<GeneratedMonth> = {}): GeneratedMonth {
  return {
    requestId: 'r1',
    organizationId: '1',
    year: 2026,
    month: 12,
    status: 'optimal',
    shiftTypes: [],
    assignments: [],
    coverage: [],
    memberNames: {},
    requested: {},
    statistics: {
      objective: 0,
      bound: 0,
      gap: 0,
      seconds: 1,
      firstValidSeconds: 0.5,
      modelSize: { employees: 0, days: 0, shift_types: 0, cells: 0 },
      inputHash: 'h',
    },
    ...fields,
  };
}
