import { useMutation } from '@tanstack/react-query';
import type { CalendarMonth } from '@/components/calendar/month.ts';
import { downloadFile } from '@/lib/download.ts';
import { orgPath } from '@/lib/org-path.ts';

export type ExportedVersion = 'draft' | 'published';

/** GET /organizations/{id}/schedules/{year}/{month}/export.csv?version[&location_id], saved as a file named for the version (admins). */
export function useExportScheduleCsv(organizationId: string) {
  return useMutation({
    mutationFn: ({ year, month, version, locationId }: CalendarMonth & { version: ExportedVersion; locationId?: string | undefined }) =>
      downloadFile(
        orgPath(
          organizationId,
          `/schedules/${year}/${month}/export.csv?version=${version}${locationId === undefined ? '' : `&location_id=${encodeURIComponent(locationId)}`}`,
        ),
        `schedule-${year}-${String(month).padStart(2, '0')}-${version}.csv`,
      ),
  });
}
