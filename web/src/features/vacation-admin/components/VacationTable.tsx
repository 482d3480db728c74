import type { VacationRequest } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { STATUS_LABEL } from './vacation-rules.ts';

interface VacationTableProps {
  requests: VacationRequest[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[]) => void;
  details: boolean;
  /** The inline '+ Add New Request' row, when open. */
  addRow?: (columns: number) => ReactNode;
}

const dates = (request: VacationRequest) =>
  request.start_date === request.end_date ? formatDate(request.start_date) : `${formatDate(request.start_date)} – ${formatDate(request.end_date)}`;

/** The requests with a select box each; details add who asked, who reviewed and the notes. */
export function VacationTable({ requests, selected, onToggle, onToggleAll, details, addRow }: VacationTableProps) {
  const columns = details ? 8 : 4;
  const ids = requests.map((request) => request.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <div className="table-wrap">
      <table className="table stack">
        <caption className="sr-only">Vacation requests</caption>
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label="Select all requests" checked={allSelected} disabled={ids.length === 0} onChange={() => onToggleAll(ids)} />
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
              return (
                <tr key={request.id} className={selected.has(request.id) ? 'row-selected' : undefined}>
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
                      <span aria-hidden="true">{status.icon}</span> {status.text}
                    </span>
                  </td>
                  {details && (
                    <>
                      <td data-label="Requested by">{request.requested_by_name}</td>
                      <td data-label="Reviewer">{request.reviewed_by_name ?? '—'}</td>
                      <td data-label="Notes">{request.request_notes ?? '—'}</td>
                      <td data-label="Review notes">{request.review_notes ?? '—'}</td>
                    </>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
