import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { hasStatus } from '@/lib/errors.ts';
import { calendarKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** While a generated month's report is still being re-solved, ask again this often. */
export const REPORT_POLL_MS = 3000;

/** GET /organizations/{id}/schedules/{year}/{month}/quality (admins), under the calendar's key: generating or clearing the month refreshes it. */
export const scheduleQualityQuery = (organizationId: string, year: number, month: number) =>
  queryOptions({
    queryKey: calendarKeys.quality(organizationId, year, month),
    queryFn: () => api.get<ScheduleQualityAnswer>(orgPath(organizationId, `/schedules/${year}/${month}/quality`)),
    retry: (failures, error) => !hasStatus(error, 403, 404) && failures < 3,
  });

/**
 * The report follows the schedule by up to the explanations' budget, so while the month's schedule
 * is newer than its report (or it has none), the query asks again.
 */
export function useScheduleQuality(organizationId: string, year: number, month: number, generatedAt: string | null | undefined) {
  return useQuery({
    ...scheduleQualityQuery(organizationId, year, month),
    refetchInterval: (query) => {
      if (!generatedAt) return false;
      const report = query.state.data;
      return !report || report.reported_at < generatedAt ? REPORT_POLL_MS : false;
    },
  });
}
