import { splitGenerated, type GeneratedMonth } from '@rostra/contracts';
export { aGeneratedMonth } from '@rostra/contracts/testing/generated-month';
import type { GivenEvent } from '@rostra/platform/projection/testing/project-spec';

// A generated month for the specifications of the projections that read it (calendars,
// analytics), and the events of each version that record it: the same month recorded by any
// version projects the same rows, which is what the upcasters promise old logs.

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
