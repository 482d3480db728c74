import type { VacationRequestAsOf } from '@rostra/contracts';
import { formatDate } from '@/lib/dates.ts';
import { vacationAsOfQuery } from '../api/get-vacation-as-of.ts';
import { OnDate } from './on-date.tsx';

/** "pending, Dec 1, 2026 – Dec 3, 2026 (review notes: Enjoy)", or that it had not been requested yet. */
export function vacationStateText({ state }: VacationRequestAsOf): string {
  if (!state) return 'not requested yet';
  const dates =
    state.start_date === state.end_date ? formatDate(state.start_date) : `${formatDate(state.start_date)} – ${formatDate(state.end_date)}`;
  const reviewer = state.reviewed_by_email ? `, reviewed by ${state.reviewed_by_email}` : '';
  const notes = state.review_notes ? ` (review notes: ${state.review_notes})` : '';
  return `${state.status}, ${dates}${reviewer}${notes}`;
}

/** "State on date": the vacation request as it stood at the end of a chosen day, answered from the log. */
export function VacationOnDate({ organizationId, requestId }: { organizationId: string; requestId: string }) {
  return (
    <OnDate
      label="State on date"
      formLabel="Point-in-time request state"
      query={(asOf) => vacationAsOfQuery(organizationId, requestId, asOf)}
      describe={vacationStateText}
    />
  );
}
