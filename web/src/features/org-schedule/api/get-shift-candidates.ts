import type { ShiftCandidates } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { calendarKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

export interface ShiftDay {
  year: number;
  month: number;
  date: string;
  shiftTypeId: string;
}

export const shiftCandidatesQuery = (organizationId: string, { year, month, date, shiftTypeId }: ShiftDay) =>
  queryOptions({
    // Under the calendar's key: an edit invalidates both.
    queryKey: calendarKeys.candidates(organizationId, year, month, date, shiftTypeId),
    queryFn: () =>
      api.get<ShiftCandidates>(
        orgPath(organizationId, `/schedules/${year}/${month}/shift-days/${date}/${encodeURIComponent(shiftTypeId)}/candidates`),
      ),
  });

/** GET …/schedules/{year}/{month}/shift-days/{date}/{shiftTypeId}/candidates: who could work it, with each one's rule check. */
export function useShiftCandidates(organizationId: string, shiftDay: ShiftDay) {
  return useQuery(shiftCandidatesQuery(organizationId, shiftDay));
}
