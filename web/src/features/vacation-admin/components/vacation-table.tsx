import type { VacationRequest } from '@rostra/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { formatDate } from '@/lib/dates.ts';
import { STATUS_LABEL } from './vacation-rules.ts';

interface VacationTableProps {
  requests: VacationRequest[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[]) => void;
  details: boolean;
  /** The inline '+ Add New Request' row, when open. */
  addRow?: (columns: number) => ReactNode;
  /** A request's History section, opened from its row in details mode (the page composes the audit feature's). */
  history?: (request: VacationRequest) => ReactNode;
}

const dates = (request: VacationRequest) =>
  request.start_date === request.end_date
    ? formatDate(request.start_date)
    : `${formatDate(request.start_date)} – ${formatDate(request.end_date)}`;

/** The requests with a select box each; details add who asked, who reviewed, the notes and the history. */
export function VacationTable({ requests, selected, onToggle, onToggleAll, details, addRow, history }: VacationTableProps) {
  const withHistory = details && Boolean(history);
  const columns = details ? (withHistory ? 9 : 8) : 4;
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggleHistory = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const ids = requests.map((request) => request.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <div className="table-wrap">
      <table className="table stack">
        <caption className="sr-only">Vacation requests</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select all requests"
                checked={allSelected}
                disabled={ids.length === 0}
                onChange={() => onToggleAll(ids)}
              />
            </th>
            <th scope="col">Employee</th>
            <th scope="col">Dates</th>
            <th scope="col">Status</th>
            {details && (
              <>
                <th scope="col">Requested by</th>
                <th scope="col">Reviewer</th>
                <th scope="col">Notes</th>
                <th scope="col">Review notes</th>
                {withHistory && (
                  <th scope="col">
                    <span className="sr-only">History</span>
                  </th>
                )}
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {addRow?.(columns)}
          {requests.length === 0 ? (
            <tr>
              <td colSpan={columns} className="table-empty">
                No vacation requests found.
              </td>
            </tr>
          ) : (
            requests.map((request) => {
              const status = STATUS_LABEL[request.status];
              const historyOpen = withHistory && opened.has(request.id);
              return (
                <Fragment key={request.id}>
                  <tr className={selected.has(request.id) ? 'row-selected' : undefined}>
                    <td data-label="Select">
                      <input
                        type="checkbox"
                        aria-label={`Select ${request.employee_name}, ${dates(request)}`}
                        checked={selected.has(request.id)}
                        onChange={() => onToggle(request.id)}
                      />
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
                              onClick={() => toggleHistory(request.id)}
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
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
