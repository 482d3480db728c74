import type { VacationRequest, VacationStatus } from '@rostra/contracts';
import { getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Icon, type IconName } from '@/components/ui/icon.tsx';
import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { dayCount } from './vacation-period.ts';

export const STATUS_LABEL: Record<VacationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
const STATUS_TONE = { pending: 'info', approved: 'success', rejected: 'danger', cancelled: 'neutral' } as const;
const STATUS_ICON: Record<VacationStatus, IconName> = { pending: 'hourglass', approved: 'check', rejected: 'cross', cancelled: 'ban' };

/** An employee may cancel any request of theirs not already cancelled (docs/product/states.md). */
export const cancellable = (request: VacationRequest) => request.status !== 'cancelled';

interface VacationRequestsTableProps {
  requests: VacationRequest[];
  details: boolean;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

const dash = (value: string | null | undefined) => value || '—';

/** My requests in the order of docs/product/states.md#vacation-requests, with checkboxes for Cancel Selected and optional details. */
export function VacationRequestsTable({ requests, details, selection, onSelectionChange }: VacationRequestsTableProps) {
  const columns = useMemo<ColumnDef<VacationRequest>[]>(() => {
    const base: ColumnDef<VacationRequest>[] = [
      {
        id: 'select',
        header: () => <span className="sr-only">Select</span>,
        cell: ({ row }) =>
          row.getCanSelect() ? (
            <input
              type="checkbox"
              aria-label={`Select ${formatDate(row.original.start_date)} to ${formatDate(row.original.end_date)}`}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ) : null,
      },
      {
        id: 'dates',
        header: 'Dates',
        cell: ({ row }) => {
          const { start_date, end_date } = row.original;
          const days = dayCount(start_date, end_date);
          return (
            <>
              {formatDate(start_date)}
              {end_date !== start_date && <> – {formatDate(end_date)}</>}{' '}
              <span className="muted nowrap">
                ({days} {days === 1 ? 'day' : 'days'})
              </span>
            </>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <Badge tone={STATUS_TONE[row.original.status]}>
            <Icon name={STATUS_ICON[row.original.status]} /> {STATUS_LABEL[row.original.status]}
          </Badge>
        ),
      },
      { id: 'requested', header: 'Requested', cell: ({ row }) => formatDateTime(row.original.requested_at) },
      { id: 'notes', header: 'Notes', cell: ({ row }) => dash(row.original.request_notes) },
    ];
    if (!details) return base;
    return [
      ...base,
      { id: 'requested_by', header: 'Requested by', cell: ({ row }) => row.original.requested_by_name },
      {
        id: 'reviewer',
        header: 'Reviewed by',
        cell: ({ row }) =>
          row.original.reviewed_by_name ? `${row.original.reviewed_by_name}, ${formatDateTime(row.original.reviewed_at)}` : '—',
      },
      { id: 'review_notes', header: 'Review notes', cell: ({ row }) => dash(row.original.review_notes) },
      {
        id: 'cancelled',
        header: 'Cancelled',
        cell: ({ row }) =>
          row.original.cancelled_at
            ? `${formatDateTime(row.original.cancelled_at)}${row.original.cancelled_by_name ? ` by ${row.original.cancelled_by_name}` : ''}${row.original.manager_notified ? ' (manager notified)' : ''}`
            : '—',
      },
    ];
  }, [details]);

  const table = useReactTable({
    data: requests,
    columns,
    state: { rowSelection: selection },
    getRowId: (request) => request.id,
    enableRowSelection: (row) => cancellable(row.original),
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <DataTable
      table={table}
      caption="My vacation requests"
      empty="No vacation requests found."
      rowClassName={(r) => (selection[r.id] ? 'row-selected' : '')}
    />
  );
}
