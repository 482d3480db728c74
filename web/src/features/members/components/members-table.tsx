import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { memberColumns, type MemberColumnsOptions, type MemberRow } from './member-columns.tsx';
import { ROLE_FILTERS, type RoleFilter } from './member-format.ts';

interface MembersTableProps extends MemberColumnsOptions {
  members: MemberRow[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

/** The member list: filter by roles, sort by name, email, roles and status, select invitations for bulk actions. */
export function MembersTable({
  members,
  currentUserId,
  selection,
  onSelectionChange,
  onAction,
  skillNames,
  locationNames,
}: MembersTableProps) {
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const rows = useMemo(() => members.filter(ROLE_FILTERS[roleFilter].test), [members, roleFilter]);

  const columns = useMemo(
    () => memberColumns({ currentUserId, onAction, skillNames, locationNames }),
    [currentUserId, onAction, skillNames, locationNames],
  );

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, rowSelection: selection },
    getRowId: (member) => member.id,
    enableRowSelection: (row) => row.original.member_type === 'invitation',
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <>
      <div className="toolbar">
        <SelectField label="Filter by role" value={roleFilter} onChange={(event) => setRoleFilter(event.target.value as RoleFilter)}>
          <Options options={Object.entries(ROLE_FILTERS).map(([value, { label }]) => ({ value, label }))} />
        </SelectField>
        <p className="field-hint" aria-live="polite">
          Showing {rows.length} of {members.length} members
        </p>
      </div>
      <DataTable
        table={table}
        caption="Members and invitations"
        empty="No members match this filter."
        rowClassName={(m) => (selection[m.id] ? 'row-selected' : '')}
      />
    </>
  );
}
