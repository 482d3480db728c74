import type { EmployeePreferences } from '@rostra/contracts';
import type { ColumnDef, Table } from '@tanstack/react-table';
import { EmployeeCell, patchDraft, ShiftCell, WeekdaysCell, type Editing } from './preference-cells.tsx';

/** The numeric limits after the shift types; a blank weekly limit is the organization's. */
const LIMIT_COLUMNS = [
  { field: 'min_consecutive_days', header: 'Min Days On', min: 1, max: 7, placeholder: undefined },
  { field: 'max_consecutive_days', header: 'Max Days On', min: 1, max: 14, placeholder: undefined },
  { field: 'min_consecutive_days_off', header: 'Min Days Off', min: 1, max: 7, placeholder: undefined },
  { field: 'max_weekly_hours', header: 'Max Hours/Week', min: 0, max: 168, placeholder: 'Org' },
] as const;

const editing = (table: Table<EmployeePreferences>) => table.options.meta as Editing;

/**
 * The grid's columns: the employee, per shift type Available and a count, the day limits, the
 * weekdays. They depend on the shift types only: cells read the drafts through the table's meta, so
 * an edit re-renders the inputs in place instead of remounting them (and losing the focus).
 */
export function preferenceColumns(shiftTypes: { id: string; name: string }[]): ColumnDef<EmployeePreferences>[] {
  return [
    {
      id: 'employee',
      header: 'Employee',
      cell: ({ row, table }) => <EmployeeCell row={row} problem={editing(table).problems[row.original.member_id]} />,
    },
    ...shiftTypes.map((shiftType): ColumnDef<EmployeePreferences> => ({
      id: `shift-${shiftType.id}`,
      header: shiftType.name,
      cell: ({ row, table }) => <ShiftCell employee={row.original} shiftType={shiftType} editing={editing(table)} />,
    })),
    ...LIMIT_COLUMNS.map(({ field, header, min, max, placeholder }): ColumnDef<EmployeePreferences> => ({
      id: field,
      header,
      cell: ({ row, table }) => (
        <input
          className="pref-number"
          type="number"
          min={min}
          max={max}
          placeholder={placeholder}
          aria-label={`${row.original.employee_name}: ${header}`}
          value={editing(table).draftFor(row.original)[field]}
          onChange={(event) => patchDraft(editing(table), row.original, { [field]: event.target.value })}
        />
      ),
    })),
    {
      id: 'weekdays',
      header: 'Weekly Availability',
      cell: ({ row, table }) => <WeekdaysCell employee={row.original} editing={editing(table)} />,
    },
  ];
}
