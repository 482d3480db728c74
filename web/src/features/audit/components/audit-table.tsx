import type { AuditEntry } from '@rostra/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { changeLines, kindText, type ShiftTypeNames } from './audit-format.ts';

const column = createColumnHelper<AuditEntry>();

const personText = (person: { name?: string | null; email: string | null } | null) =>
  person ? [person.name, person.email && (person.name ? `<${person.email}>` : person.email)].filter(Boolean).join(' ') || '—' : '—';

const COLUMNS = [
  column.accessor('occurred_at', { header: 'When', cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span> }),
  column.accessor('kind', { header: 'Change', cell: (c) => kindText(c.getValue()) }),
  column.accessor('actor', { header: 'By', cell: (c) => <span className="audit-person">{personText(c.getValue())}</span> }),
  column.accessor('member', { header: 'For', cell: (c) => <span className="audit-person">{personText(c.getValue())}</span> }),
  column.display({
    id: 'what',
    header: 'Before → after',
    cell: ({ row, table }) => {
      const lines = changeLines(row.original, (table.options.meta as { shiftTypeNames?: ShiftTypeNames } | undefined)?.shiftTypeNames);
      return (
        <div className="audit-change">
          <span>{row.original.summary}</span>
          {lines.map((line) => (
            <span key={line} className="audit-before-after">
              {line}
            </span>
          ))}
        </div>
      );
    },
  }),
];

/**
 * Audit entries in the order the API gives them (newest first); not sortable, so pages stay in log
 * order. A member's own history leaves out the For column.
 */
export function AuditTable({
  entries,
  caption,
  empty,
  showMember = true,
  shiftTypeNames,
}: {
  entries: AuditEntry[];
  caption: string;
  empty: string;
  showMember?: boolean;
  shiftTypeNames?: ShiftTypeNames | undefined;
}) {
  const table = useReactTable({
    data: entries,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => entry.id,
    enableSorting: false,
    meta: { shiftTypeNames },
    state: { columnVisibility: { member: showMember } },
  });
  return <DataTable table={table} caption={caption} empty={empty} />;
}
