import type { ActiveSession } from '@rostra/contracts';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Badge } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatDateTime } from '@/lib/dates.ts';

/** The live sessions in the server's order (most recently used first), each with 'Sign out'. */
export function SessionsTable({ sessions, onSignOut }: { sessions: ActiveSession[]; onSignOut: (session: ActiveSession) => void }) {
  const columns = useMemo<ColumnDef<ActiveSession>[]>(
    () => [
      {
        id: 'device',
        header: 'Device',
        cell: ({ row }) => (
          <span className="row-actions">
            <span>{row.original.device}</span>
            {row.original.current && <Badge tone="info">This device</Badge>}
          </span>
        ),
      },
      { id: 'created', header: 'Signed in', cell: ({ row }) => formatDateTime(row.original.created_at) },
      { id: 'last-used', header: 'Last active', cell: ({ row }) => formatDateTime(row.original.last_used_at) },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Button
            size="sm"
            onClick={() => onSignOut(row.original)}
            aria-label={`Sign out ${row.original.device}${row.original.current ? ' (this device)' : ''}`}
          >
            Sign out
          </Button>
        ),
      },
    ],
    [onSignOut],
  );
  const table = useReactTable({ data: sessions, columns, enableSorting: false, getRowId: (s) => s.id, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} caption="Active sessions" empty="No active sessions." />;
}
