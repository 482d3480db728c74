import type { EmployeePreferences } from '@rostra/contracts';
import { COMPARISON_TEXT, requestedComparison, WEEKDAYS, type Draft } from './preference-draft.ts';

interface RequestedRowProps {
  employee: EmployeePreferences;
  shiftTypes: { id: string; name: string }[];
  adminDraft: Draft;
  columns: number;
  /** Opens the editor of the requested set; absent while the employee forbids admin edits. */
  onEdit?: (() => void) | undefined;
}

/** The Employee Requested sub-row: what the employee asked for, each count compared with the admin's. */
export function RequestedRow({ employee, shiftTypes, adminDraft, columns, onEdit }: RequestedRowProps) {
  const requested = employee.employee_requested;
  return (
    <tr className="pref-requested">
      <td colSpan={columns}>
        <div className="pref-requested-body" aria-label={`Employee Requested by ${employee.employee_name}`} role="group">
          <strong>Employee Requested</strong>
          {onEdit && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={onEdit}
              aria-label={`Edit Employee Requested by ${employee.employee_name}`}
            >
              Edit
            </button>
          )}
          {!requested.is_active ? (
            <span className="field-hint">{employee.employee_name} has not set preferences yet.</span>
          ) : (
            <>
              <ul className="pref-compare">
                {shiftTypes.map((shiftType) => {
                  const { value, comparison } = requestedComparison(requested, adminDraft, employee.admin_set.is_active, shiftType.id);
                  return (
                    <li key={shiftType.id} className={`compare-${comparison}`}>
                      {shiftType.name}: {value} ({COMPARISON_TEXT[comparison]})
                    </li>
                  );
                })}
              </ul>
              <span>
                Days on {requested.min_consecutive_days}–{requested.max_consecutive_days}, min days off {requested.min_consecutive_days_off}
                ; available{' '}
                {WEEKDAYS.filter((day) => requested.available_weekdays[day.key])
                  .map((day) => day.name.slice(0, 3))
                  .join(', ') || 'no day'}
              </span>
              {requested.reason && <span className="field-hint">Reason: {requested.reason}</span>}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
