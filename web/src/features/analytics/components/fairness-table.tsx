import type { FairnessCounts } from '@rostra/contracts';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { useFairness } from '../api/get-fairness.ts';

const COLUMNS: { field: keyof FairnessCounts; header: string }[] = [
  { field: 'weekend_shifts', header: 'Weekends' },
  { field: 'night_shifts', header: 'Nights' },
  { field: 'above_target_shifts', header: 'Above target' },
];

/** One row's counts, a cell per column. */
const countCells = (counts: FairnessCounts) =>
  COLUMNS.map((column) => (
    <td key={column.field} data-label={column.header}>
      {counts[column.field]}
    </td>
  ));

/**
 * Fairness over the last N months (the organization's window, ending with the period's last
 * month): what each employee carried, which the next generation balances, and the team average.
 */
export function FairnessTable({
  organizationId,
  month,
  locationId,
}: {
  organizationId: string;
  month: { year: number; month: number };
  locationId?: string;
}) {
  const report = useFairness(organizationId, month, locationId);
  if (report.isPending) return <Spinner label="Loading fairness…" />;
  if (report.isError)
    return <ErrorState text="Unable to load the fairness ledger." onRetry={() => void report.refetch()} retryLabel="Try Again" />;
  const { months, employees, team_average } = report.data;
  const title = `Fairness over the last ${months} month${months === 1 ? '' : 's'}`;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <p className="muted">Counts each month as published to employees (a month not yet published: as it stands).</p>
      {months === 0 ? (
        <p className="muted">Fairness across months is off (Org Administration → Scheduling Rules).</p>
      ) : employees.length === 0 ? (
        <p className="muted">No shifts in these months.</p>
      ) : (
        <div className="table-wrap">
          <table className="table stack">
            <caption className="sr-only">{title}: weekend, night and above-target shifts per employee</caption>
            <thead>
              <tr>
                <th scope="col">Employee</th>
                {COLUMNS.map((column) => (
                  <th key={column.field} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {employees.map((employee) => (
                <tr key={employee.member_id}>
                  <td data-label="Employee">{employee.name}</td>
                  {countCells(employee)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Team average</th>
                {countCells(team_average)}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
