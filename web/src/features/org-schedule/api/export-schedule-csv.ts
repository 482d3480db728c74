import { useMutation } from '@tanstack/react-query';
import type { CalendarMonth } from '../../../components/calendar/month.ts';
import { downloadFile } from '../../../lib/download.ts';
import { orgPath } from '../../../lib/org-path.ts';

/** GET /organizations/{id}/schedules/{year}/{month}/export.csv[?location_id], saved as a file (admins). */
export function useExportScheduleCsv(organizationId: string) {
  return useMutation({
    mutationFn: ({ year, month, locationId }: CalendarMonth & { locationId?: string | undefined }) =>
      downloadFile(
        orgPath(
          organizationId,
          `/schedules/${year}/${month}/export.csv${locationId === undefined ? '' : `?location_id=${encodeURIComponent(locationId)}`}`,
        ),
        `schedule-${year}-${String(month).padStart(2, '0')}.csv`,
      ),
  });
}
