import { splitGenerated, type GeneratedMonth } from '@rostra/contracts';
import type { GivenEvent } from '@rostra/platform/projection/testing/project-spec';

// A generated month for the specifications of the projections that read it (calendars,
// analytics), and the events of each version that record it: the same month recorded by any
// version projects the same rows, which is what the upcasters promise old logs.

/** A generated month of organization 1, December 2026 unless `fields` say otherwise. */
export function aGeneratedMonth(fields: Partial<GeneratedMonth> = {}): GeneratedMonth {
  return {
    requestId: 'r1',
    organizationId: '1',
    year: 2026,
    month: 12,
    status: 'optimal',
    shiftTypes: [],
    memberNames: {},
    requested: {},
    assignments: [],
    coverage: [],
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

/** What every event of the recording shares: its stream and metadata. */
type Envelope = Omit<GivenEvent, 'type' | 'data' | 'version'>;

/** The month as the solver records it now: in parts, then the ScheduleGenerated that closes it (a draft). */
export const recordedInParts = (month: GeneratedMonth, envelope: Envelope = {}, partBytes?: number): GivenEvent[] =>
  splitGenerated(month, partBytes).map(({ type, data }) => ({ ...envelope, type, data }));

/** The month whole in one ScheduleGenerated, as version 1 recorded it (published as it was made). */
export const recordedWhole = (month: GeneratedMonth, envelope: Envelope = {}): GivenEvent => ({
  ...envelope,
  type: 'ScheduleGenerated',
  version: 1,
  data: month,
});

/** The month as versions 1 of the part and 2 of the closing event recorded it: in the API's names, before drafts. */
export function recordedAsVersion2(month: GeneratedMonth, envelope: Envelope = {}): GivenEvent[] {
  const { assignments, coverage, memberNames, requested, ...summary } = month;
  const { requestId, organizationId, year } = month;
  const part = { requestId, organizationId, year, month: month.month, part: 0, assignments, coverage, memberNames, requested };
  return [
    { ...envelope, type: 'SchedulePartGenerated', version: 1, data: part },
    { ...envelope, type: 'ScheduleGenerated', version: 2, data: { ...summary, parts: 1, assignedShifts: assignments.length } },
  ];
}
