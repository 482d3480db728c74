import type { CreationToken, CreationTokenStatus } from '@rostra/contracts';
import { LIMITS } from '@rostra/contracts';
import { getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Badge } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatDateTime } from '@/lib/dates.ts';

const TONE: Record<CreationTokenStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  active: 'success',
  used: 'neutral',
  expired: 'warning',
  cancelled: 'danger',
};
const LABEL: Record<CreationTokenStatus, string> = { active: 'Active', used: 'Used', expired: 'Expired', cancelled: 'Cancelled' };

/** The first 16 characters and an ellipsis (docs/product/limits.md). */
export const truncateToken = (token: string) =>
  token.length > LIMITS.creationTokenShownChars ? `${token.slice(0, LIMITS.creationTokenShownChars)}…` : token;

/** A row's action, named with the token it acts on ('Copy token 3f2a…'). */
function TokenButton({
  verb,
  variant,
  token,
  onClick,
}: {
  verb: string;
  variant: 'ghost' | 'danger';
  token: CreationToken;
  onClick: (token: CreationToken) => void;
}) {
  return (
    <Button size="sm" variant={variant} onClick={() => onClick(token)} aria-label={`${verb} token ${truncateToken(token.token)}`}>
      {verb}
    </Button>
  );
}

export function TokensTable({
  tokens,
  onCopy,
  onCancel,
}: {
  tokens: CreationToken[];
  onCopy: (token: CreationToken) => void;
  onCancel: (token: CreationToken) => void;
}) {
  const columns = useMemo<ColumnDef<CreationToken>[]>(
    () => [
      {
        id: 'token',
        header: 'Token',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="row-actions">
            <code className="mono">{truncateToken(row.original.token)}</code>
            <TokenButton verb="Copy" variant="ghost" token={row.original} onClick={onCopy} />
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        accessorKey: 'status',
        cell: ({ row }) => <Badge tone={TONE[row.original.status]}>{LABEL[row.original.status]}</Badge>,
      },
      {
        id: 'requested_by',
        header: 'Requested by',
        accessorFn: (t) => t.requested_by_email ?? '',
        cell: ({ row }) => row.original.requested_by_email ?? '—',
      },
      {
        id: 'organization',
        header: 'Intended organization',
        accessorFn: (t) => t.intended_organization_name ?? '',
        cell: ({ row }) => row.original.intended_organization_name ?? '—',
      },
      { id: 'created', header: 'Created', accessorKey: 'created_at', cell: ({ row }) => formatDateTime(row.original.created_at) },
      { id: 'expires', header: 'Expires', accessorKey: 'expires_at', cell: ({ row }) => formatDateTime(row.original.expires_at) },
      { id: 'notes', header: 'Notes', enableSorting: false, cell: ({ row }) => row.original.notes ?? '—' },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === 'active' ? <TokenButton verb="Cancel" variant="danger" token={row.original} onClick={onCancel} /> : null,
      },
    ],
    [onCopy, onCancel],
  );
  const table = useReactTable({
    data: tokens,
    columns,
    initialState: { sorting: [{ id: 'created', desc: true }] },
    getRowId: (t) => t.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return <DataTable table={table} caption="Organization creation tokens" empty="No tokens match this filter." />;
}
