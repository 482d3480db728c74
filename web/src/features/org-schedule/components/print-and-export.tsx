import type { CalendarMonth } from '@/components/calendar/month.ts';
import { PrintButton } from '@/components/calendar/print-button.tsx';
import { useLocationFilter } from '@/components/location/location-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useExportScheduleCsv, type ExportedVersion } from '../api/export-schedule-csv.ts';

interface PrintAndExportProps {
  organizationId: string;
  month: CalendarMonth;
  /** Admins download the month as CSV; everyone may print. */
  canExport: boolean;
}

/**
 * Print (the print stylesheet keeps the month grid alone) and, for admins, the shown month (and
 * location) as CSV: the draft they work on or the published version employees see, each button
 * saying which.
 */
export function PrintAndExport({ organizationId, month, canExport }: PrintAndExportProps) {
  const exportCsv = useExportScheduleCsv(organizationId);
  const [locationId] = useLocationFilter();
  const exporting = (version: ExportedVersion) => exportCsv.isPending && exportCsv.variables?.version === version;
  return (
    <>
      <PrintButton />
      {canExport &&
        (['draft', 'published'] as const).map((version) => (
          <Button key={version} size="sm" busy={exporting(version)} onClick={() => exportCsv.mutate({ ...month, version, locationId })}>
            Download {version} CSV
          </Button>
        ))}
      {exportCsv.isError && <Message kind="error">{`Download failed: ${errorText(exportCsv.error)}`}</Message>}
    </>
  );
}
