import type { VacationRequest } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { useSelection } from './use-selection.ts';
import { VacationRow } from './vacation-row.tsx';

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

/** The requests with a select box each; details add who asked, who reviewed, the notes and the history. */
export function VacationTable({ requests, selected, onToggle, onToggleAll, details, addRow, history }: VacationTableProps) {
  const withHistory = details && Boolean(history);
  const columns = details ? (withHistory ? 9 : 8) : 4;
  const { selected: opened, toggle: toggleHistory } = useSelection();
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
            requests.map((request) => (
              <VacationRow
                key={request.id}
                request={request}
                columns={columns}
                details={details}
                withHistory={withHistory}
                selected={selected.has(request.id)}
                onToggle={() => onToggle(request.id)}
                historyOpen={withHistory && opened.has(request.id)}
                onToggleHistory={() => toggleHistory(request.id)}
                history={history}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
