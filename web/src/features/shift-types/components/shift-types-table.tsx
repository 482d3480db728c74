import type { ShiftType } from '@rostra/contracts';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Badge } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { requirementDays, requirementText } from './shift-type-form.ts';

interface ShiftTypesTableProps {
  shiftTypes: ShiftType[];
  search: string;
  disabled: boolean;
  onEdit: (shiftType: ShiftType) => void;
  onDelete: (shiftType: ShiftType) => void;
}

const hours = (value: number) => `${value} ${value === 1 ? 'hour' : 'hours'}`;

/** 'No shift types configured yet.' or, when a search hides them all, 'No shift types match your search.' */
export function ShiftTypesTable({ shiftTypes, search, disabled, onEdit, onDelete }: ShiftTypesTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo<ColumnDef<ShiftType>[]>(
    () => [
      {
        id: 'name',
        header: 'Shift Name',
        accessorFn: (s) => s.name.toLowerCase(),
        cell: ({ row }) => <strong>{row.original.name}</strong>,
      },
      { id: 'start', header: 'Start Time', accessorKey: 'start_time' },
      { id: 'duration', header: 'Duration', accessorKey: 'duration_hours', cell: ({ row }) => hours(row.original.duration_hours) },
      {
        id: 'employees',
        header: 'Employees',
        enableSorting: false,
        cell: ({ row }) => {
          const { requirements } = row.original;
          const text = requirementText(requirements);
          if (!text.startsWith('~')) return text;
          const days = requirementDays(requirements);
          return (
            <span title={days}>
              {text}
              <span className="sr-only"> on average per day ({days})</span>
            </span>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (s) => (s.is_active ? 'Active' : 'Inactive'),
        cell: ({ row }) => (
          <Badge tone={row.original.is_active ? 'success' : 'neutral'}>{row.original.is_active ? 'Active' : 'Inactive'}</Badge>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="row-actions">
            <Button size="sm" disabled={disabled} aria-label={`Edit ${row.original.name}`} onClick={() => onEdit(row.original)}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={disabled}
              aria-label={`Delete ${row.original.name}`}
              onClick={() => onDelete(row.original)}
            >
              Delete
            </Button>
          </span>
        ),
      },
    ],
    [disabled, onEdit, onDelete],
  );

  const table = useReactTable({
    data: shiftTypes,
    columns,
    state: { sorting, globalFilter: search.trim() },
    getRowId: (shiftType) => shiftType.id,
    // The search matches the shift name.
    globalFilterFn: (row, _column, filter: string) => row.original.name.toLowerCase().includes(filter.toLowerCase()),
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <DataTable
      table={table}
      caption="Shift types"
      empty={shiftTypes.length === 0 ? 'No shift types configured yet.' : 'No shift types match your search.'}
      rowClassName={(s) => (s.is_active ? '' : 'row-muted')}
    />
  );
}
