import type { CalendarMonth } from '../../../components/calendar/month.ts';
import { PrintButton } from '../../../components/calendar/PrintButton.tsx';
import { useLocationFilter } from '../../../components/location/LocationPicker.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Message } from '../../../components/ui/Message.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useExportScheduleCsv } from '../api/export-schedule-csv.ts';

interface PrintAndExportProps {
  organizationId: string;
  month: CalendarMonth;
  /** Admins download the month as CSV; everyone may print. */
  canExport: boolean;
}

/** Print (the print stylesheet keeps the month grid alone) and, for admins, Download CSV of the shown month (and location). */
export function PrintAndExport({ organizationId, month, canExport }: PrintAndExportProps) {
  const exportCsv = useExportScheduleCsv(organizationId);
  const [locationId] = useLocationFilter();
  return (
    <>
      <PrintButton />
      {canExport && (
        <Button size="sm" busy={exportCsv.isPending} onClick={() => exportCsv.mutate({ ...month, locationId })}>
          Download CSV
        </Button>
      )}
      {exportCsv.isError && <Message kind="error">{`Download failed: ${errorText(exportCsv.error)}`}</Message>}
    </>
  );
}
