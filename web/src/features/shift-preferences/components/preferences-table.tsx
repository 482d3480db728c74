import type { EmployeePreferences } from '@rostra/contracts';
import { flexRender, getCoreRowModel, getExpandedRowModel, useReactTable, type ExpandedState } from '@tanstack/react-table';
import { Fragment, useMemo } from 'react';
import type { Editing } from './preference-cells.tsx';
import { preferenceColumns } from './preference-columns.tsx';
import type { Draft } from './preference-draft.ts';
import { RequestedRow } from './requested-row.tsx';

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
  const columns = useMemo(() => preferenceColumns(shiftTypes), [shiftTypes]);

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
