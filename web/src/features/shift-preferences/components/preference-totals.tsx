import type { PreferenceTotals as Totals } from '@rostra/contracts';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { rangeText, totalsConflict } from './preference-draft.ts';

/**
 * Per shift type and overall: Admin Set totals (of the draft), the Monthly Requirement (docs/product/limits.md#preferences:
 * estimate) and, once anyone asked, Employee Requested totals. A warning icon marks a total that
 * does not fit the requirement; its text shows on click.
 */
export function PreferenceTotals({ totals, adminSet }: { totals: Totals; adminSet: Record<string, number> }) {
  const [open, setOpen] = useState<string | null>(null);
  const rows = totals.by_shift_type.map((t) => ({
    key: t.shift_type_id,
    label: t.shift_type_name,
    admin: adminSet[t.shift_type_id] ?? 0,
    requirement: t.monthly_requirement,
    requested: t.employee_requested_total,
  }));
  const overallAdmin = rows.reduce((sum, row) => sum + row.admin, 0);
  rows.push({
    key: 'overall',
    label: 'Overall',
    admin: overallAdmin,
    requirement: totals.overall.monthly_requirement,
    requested: totals.overall.employee_requested_total,
  });
  return (
    <div className="table-wrap pref-totals">
      <table className="table stack">
        <caption>Totals</caption>
        <thead>
          <tr>
            <th scope="col">Shift type</th>
            <th scope="col">Admin Set</th>
            <th scope="col">Monthly Requirement</th>
            {totals.has_employee_requests && <th scope="col">Employee Requested</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const conflict = totalsConflict(row.label, row.admin, row.requirement);
            return (
              <tr key={row.key} className={row.key === 'overall' ? 'pref-overall' : undefined}>
                <th scope="row" data-label="Shift type">
                  {row.label}
                </th>
                <td data-label="Admin Set">
                  {row.admin}
                  {conflict && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm pref-conflict"
                      aria-label={`Conflict: ${row.label}`}
                      aria-expanded={open === row.key}
                      onClick={() => setOpen(open === row.key ? null : row.key)}
                    >
                      <Icon name="warning" />
                    </button>
                  )}
                  {conflict && open === row.key && (
                    <p className="pref-conflict-text" role="alert">
                      {conflict}
                    </p>
                  )}
                </td>
                <td data-label="Monthly Requirement">{rangeText(row.requirement)}</td>
                {totals.has_employee_requests && <td data-label="Employee Requested">{row.requested}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
