import type { EmployeeStats } from '@rostra/contracts';
import { Fragment } from 'react';

/** The shift types an employee asked for or got, in name order. */
export const shiftTypesOf = (employee: EmployeeStats) =>
  [...new Set([...Object.keys(employee.shifts_requested), ...Object.keys(employee.shifts_assigned)])].sort((a, b) => a.localeCompare(b));

const positions = (employee: EmployeeStats, shiftType: string) =>
  Object.entries(employee.position_percentages[shiftType] ?? {})
    .map(([position, percent]) => `#${position}: ${percent}%`)
    .join(', ') || '—';

/** Requested versus Allocated per employee and shift type; optional position shares; Weekend % and holiday shifts per employee. */
export function StatsTable({ employees, showPositions }: { employees: EmployeeStats[]; showPositions: boolean }) {
  return (
    <div className="table-wrap">
      <table className="table stack">
        <caption className="sr-only">Requested and allocated shifts per employee and shift type</caption>
        <thead>
          <tr>
            <th scope="col">Employee</th>
            <th scope="col">Shift Type</th>
            <th scope="col">Requested</th>
            <th scope="col">Allocated</th>
            {showPositions && <th scope="col">Positions</th>}
            <th scope="col">Weekend %</th>
            <th scope="col">Holiday shifts</th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => {
            const types = shiftTypesOf(employee);
            return (
              <Fragment key={employee.member_id}>
                {(types.length ? types : ['—']).map((shiftType, index) => (
                  <tr key={shiftType} className={index === 0 ? 'analytics-first' : undefined}>
                    <td data-label="Employee">{index === 0 ? employee.name : <span className="sr-only">{employee.name}</span>}</td>
                    <td data-label="Shift Type">{shiftType}</td>
                    <td data-label="Requested">{employee.shifts_requested[shiftType] ?? 0}</td>
                    <td data-label="Allocated">{employee.shifts_assigned[shiftType] ?? 0}</td>
                    {showPositions && <td data-label="Positions">{positions(employee, shiftType)}</td>}
                    <td data-label="Weekend %">{index === 0 ? `${employee.weekend_percentage}%` : ''}</td>
                    <td data-label="Holiday shifts">{index === 0 ? employee.holiday_shifts : ''}</td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
