import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { cutText, percent } from './quality-texts.ts';

/** Each employee's target against the shifts assigned, with their shares of the team's weekend and night shifts. */
export function TargetVsAssigned({ employees, nights }: { employees: ScheduleQualityAnswer['employees']; nights: string[] }) {
  return (
    <>
      <h3>Target vs assigned</h3>
      <p className="field-hint">
        Night shifts: {nights.length ? nights.join(', ') : 'none'} (covering 00:00–05:00 or starting at or after 20:00). Shares are of the
        team's weekend and night shifts.
      </p>
      <div className="table-wrap">
        <table className="table stack">
          <caption className="sr-only">Target vs assigned</caption>
          <thead>
            <tr>
              <th scope="col">Employee</th>
              <th scope="col">Target</th>
              <th scope="col">Assigned</th>
              <th scope="col">Weekend shifts</th>
              <th scope="col">Night shifts</th>
            </tr>
          </thead>
          <tbody>
            {employees.items.map((row) => (
              <tr key={row.member_id}>
                <td>{row.name}</td>
                <td>{row.target ?? '—'}</td>
                <td>{row.assigned}</td>
                <td>
                  {row.weekend_shifts} ({percent(row.weekend_share)})
                </td>
                <td>
                  {row.night_shifts} ({percent(row.night_share)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cutText(employees) && <p className="field-hint">{cutText(employees)} Those furthest from their target come first.</p>}
    </>
  );
}
