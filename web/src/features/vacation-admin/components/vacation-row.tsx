import type { VacationRequest } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { formatDate } from '@/lib/dates.ts';
import { STATUS_LABEL } from './vacation-rules.ts';

const dates = (request: VacationRequest) =>
  request.start_date === request.end_date
    ? formatDate(request.start_date)
    : `${formatDate(request.start_date)} – ${formatDate(request.end_date)}`;

/** One request's row (with its select box) and, when opened in details mode, its History below it. */
export function VacationRow({
  request,
  columns,
  details,
  withHistory,
  selected,
  onToggle,
  historyOpen,
  onToggleHistory,
  history,
}: {
  request: VacationRequest;
  columns: number;
  details: boolean;
  withHistory: boolean;
  selected: boolean;
  onToggle: () => void;
  historyOpen: boolean;
  onToggleHistory: () => void;
  history?: ((request: VacationRequest) => ReactNode) | undefined;
}) {
  const status = STATUS_LABEL[request.status];
  return (
    <>
      <tr className={selected ? 'row-selected' : undefined}>
        <td data-label="Select">
          <input type="checkbox" aria-label={`Select ${request.employee_name}, ${dates(request)}`} checked={selected} onChange={onToggle} />
        </td>
        <td data-label="Employee">{request.employee_name}</td>
        <td data-label="Dates">{dates(request)}</td>
        <td data-label="Status">
          <span className={`badge badge-${status.tone}`}>
            <Icon name={status.icon} /> {status.text}
          </span>
        </td>
        {details && (
          <>
            <td data-label="Requested by">{request.requested_by_name}</td>
            <td data-label="Reviewer">{request.reviewed_by_name ?? '—'}</td>
            <td data-label="Notes">{request.request_notes ?? '—'}</td>
            <td data-label="Review notes">{request.review_notes ?? '—'}</td>
            {withHistory && (
              <td data-label="History">
                <Button
                  size="sm"
                  aria-expanded={historyOpen}
                  aria-label={`History of ${request.employee_name}, ${dates(request)}`}
                  onClick={onToggleHistory}
                >
                  {historyOpen ? 'Hide history' : 'History'}
                </Button>
              </td>
            )}
          </>
        )}
      </tr>
      {historyOpen && (
        <tr className="vacation-history-row">
          <td colSpan={columns}>{history?.(request)}</td>
        </tr>
      )}
    </>
  );
}
