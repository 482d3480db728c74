import type { EmployeePreferences } from '@rostra/contracts';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Table,
} from '@tanstack/react-table';
import { Fragment, useMemo } from 'react';
import { Badge } from '@/components/ui/card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { CountInput } from './count-input.tsx';
import { RequestedRow } from './requested-row.tsx';
import { setAvailable, WEEKDAYS, type Draft } from './preference-draft.ts';

/** The numeric limits after the shift types; a blank weekly limit is the organization's. */
const LIMIT_COLUMNS = [
  { field: 'min_consecutive_days', header: 'Min Days On', min: 1, max: 7, placeholder: undefined },
  { field: 'max_consecutive_days', header: 'Max Days On', min: 1, max: 14, placeholder: undefined },
  { field: 'min_consecutive_days_off', header: 'Min Days Off', min: 1, max: 7, placeholder: undefined },
  { field: 'max_weekly_hours', header: 'Max Hours/Week', min: 0, max: 168, placeholder: 'Org' },
] as const;

interface Editing {
  draftFor: (row: EmployeePreferences) => Draft;
  onEdit: (row: EmployeePreferences, draft: Draft) => void;
  problems: Readonly<Record<string, string>>;
}

interface PreferencesTableProps {
  rows: EmployeePreferences[];
  shiftTypes: { id: string; name: string }[];
  draftFor: (row: EmployeePreferences) => Draft;
  onEdit: (row: EmployeePreferences, draft: Draft) => void;
  changed: ReadonlySet<string>;
  problems: Readonly<Record<string, string>>;
  expanded: ExpandedState;
  onExpandedChange: (expanded: ExpandedState) => void;
  onEditRequested: (row: EmployeePreferences) => void;
}

/** One row per employee: per shift type Available and a count, the day limits and the weekdays (docs/product/screens-and-routes.md). */
export function PreferencesTable({
  rows,
  shiftTypes,
  draftFor,
  onEdit,
  changed,
  problems,
  expanded,
  onExpandedChange,
  onEditRequested,
}: PreferencesTableProps) {
  // Columns depend on the shift types only: cells read the drafts through the table's meta, so an
  // edit re-renders the inputs in place instead of remounting them (and losing the focus).
  const columns = useMemo<ColumnDef<EmployeePreferences>[]>(() => {
    const editing = (table: Table<EmployeePreferences>) => table.options.meta as Editing;
    const edit = (table: Table<EmployeePreferences>, row: EmployeePreferences, patch: Partial<Draft>) =>
      editing(table).onEdit(row, { ...editing(table).draftFor(row), ...patch });
    return [
      {
        id: 'employee',
        header: 'Employee',
        cell: ({ row, table }) => {
          const employee = row.original;
          const { problems } = editing(table);
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
              {problems[employee.member_id] && (
                <p className="row-error" role="alert">
                  {problems[employee.member_id]}
                </p>
              )}
            </div>
          );
        },
      },
      ...shiftTypes.map((shiftType): ColumnDef<EmployeePreferences> => ({
        id: `shift-${shiftType.id}`,
        header: shiftType.name,
        cell: ({ row, table }) => {
          const { draftFor, onEdit } = editing(table);
          const draft = draftFor(row.original);
          const name = row.original.employee_name;
          const disallowed = draft.disallowed.includes(shiftType.id);
          return (
            <div className="pref-shift">
              <label className="checkbox pref-available">
                <input
                  type="checkbox"
                  checked={!disallowed}
                  aria-label={`${name}: ${shiftType.name} available`}
                  onChange={(event) => onEdit(row.original, setAvailable(draft, shiftType.id, event.target.checked))}
                />
                <span aria-hidden="true">Available</span>
              </label>
              <CountInput
                label={`${name}: ${shiftType.name} shifts per month`}
                disabled={disallowed}
                value={draft.counts[shiftType.id] ?? '0'}
                onChange={(value) => edit(table, row.original, { counts: { ...draft.counts, [shiftType.id]: value } })}
              />
            </div>
          );
        },
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
            onChange={(event) => edit(table, row.original, { [field]: event.target.value })}
          />
        ),
      })),
      {
        id: 'weekdays',
        header: 'Weekly Availability',
        cell: ({ row, table }) => {
          const draft = editing(table).draftFor(row.original);
          return (
            <div className="pref-weekdays" role="group" aria-label={`${row.original.employee_name}: weekly availability`}>
              {WEEKDAYS.map((day) => (
                <label key={day.key} className="pref-weekday" title={day.name}>
                  <input
                    type="checkbox"
                    aria-label={`${row.original.employee_name}: available on ${day.name}`}
                    checked={draft.available_weekdays[day.key]}
                    onChange={(event) =>
                      edit(table, row.original, { available_weekdays: { ...draft.available_weekdays, [day.key]: event.target.checked } })
                    }
                  />
                  <span aria-hidden="true">{day.short}</span>
                </label>
              ))}
            </div>
          );
        },
      },
    ];
  }, [shiftTypes]);

  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.member_id,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getRowCanExpand: () => true,
    meta: { draftFor, onEdit, problems } satisfies Editing,
    state: { expanded },
    onExpandedChange: (updater) => onExpandedChange(typeof updater === 'function' ? updater(expanded) : updater),
  });

  return (
    <div className="table-wrap">
      <table className="table stack pref-table">
        <caption className="sr-only">Shift preferences by employee</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <tr className={changed.has(row.id) ? 'row-changed' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
              {row.getIsExpanded() && (
                <RequestedRow
                  employee={row.original}
                  shiftTypes={shiftTypes}
                  adminDraft={draftFor(row.original)}
                  columns={columns.length}
                  onEdit={row.original.edit_protected ? undefined : () => onEditRequested(row.original)}
                />
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
