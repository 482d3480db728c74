import type { EmployeePreferences } from '@rostra/contracts';
import type { Row } from '@tanstack/react-table';
import { Badge } from '@/components/ui/card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { CountInput } from './count-input.tsx';
import { setAvailable, WEEKDAYS, type Draft } from './preference-draft.ts';

/** What a cell reads and writes: the drafts and problems, passed through the table's meta. */
export interface Editing {
  draftFor: (row: EmployeePreferences) => Draft;
  onEdit: (row: EmployeePreferences, draft: Draft) => void;
  problems: Readonly<Record<string, string>>;
}

/** The employee's draft with `patch` applied, handed to `onEdit`. */
export const patchDraft = (editing: Editing, employee: EmployeePreferences, patch: Partial<Draft>) =>
  editing.onEdit(employee, { ...editing.draftFor(employee), ...patch });

/** The name with the toggle of the Employee Requested row, the Admin Set and Edit Protected badges and the row's problem. */
export function EmployeeCell({ row, problem }: { row: Row<EmployeePreferences>; problem: string | undefined }) {
  const employee = row.original;
  return (
    <div className="pref-employee">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-expanded={row.getIsExpanded()}
        aria-label={`${row.getIsExpanded() ? 'Hide' : 'Show'} Employee Requested for ${employee.employee_name}`}
        onClick={row.getToggleExpandedHandler()}
      >
        {row.getIsExpanded() ? '▾' : '▸'}
      </button>
      <span className="pref-name">{employee.employee_name}</span>
      {employee.admin_set.is_active && <Badge tone="info">Admin Set</Badge>}
      {employee.edit_protected && (
        <Badge tone="warning">
          <Icon name="lock" size={12} /> Edit Protected
        </Badge>
      )}
      {problem && (
        <p className="row-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** One shift type for one employee: Available, and the shifts a month (disabled when not available). */
export function ShiftCell({
  employee,
  shiftType,
  editing,
}: {
  employee: EmployeePreferences;
  shiftType: { id: string; name: string };
  editing: Editing;
}) {
  const draft = editing.draftFor(employee);
  const name = employee.employee_name;
  const disallowed = draft.disallowed.includes(shiftType.id);
  return (
    <div className="pref-shift">
      <label className="checkbox pref-available">
        <input
          type="checkbox"
          checked={!disallowed}
          aria-label={`${name}: ${shiftType.name} available`}
          onChange={(event) => editing.onEdit(employee, setAvailable(draft, shiftType.id, event.target.checked))}
        />
        <span aria-hidden="true">Available</span>
      </label>
      <CountInput
        label={`${name}: ${shiftType.name} shifts per month`}
        disabled={disallowed}
        value={draft.counts[shiftType.id] ?? '0'}
        onChange={(value) => patchDraft(editing, employee, { counts: { ...draft.counts, [shiftType.id]: value } })}
      />
    </div>
  );
}

/** The weekdays the employee is available on, a box each. */
export function WeekdaysCell({ employee, editing }: { employee: EmployeePreferences; editing: Editing }) {
  const draft = editing.draftFor(employee);
  return (
    <div className="pref-weekdays" role="group" aria-label={`${employee.employee_name}: weekly availability`}>
      {WEEKDAYS.map((day) => (
        <label key={day.key} className="pref-weekday" title={day.name}>
          <input
            type="checkbox"
            aria-label={`${employee.employee_name}: available on ${day.name}`}
            checked={draft.available_weekdays[day.key]}
            onChange={(event) =>
              patchDraft(editing, employee, { available_weekdays: { ...draft.available_weekdays, [day.key]: event.target.checked } })
            }
          />
          <span aria-hidden="true">{day.short}</span>
        </label>
      ))}
    </div>
  );
}
