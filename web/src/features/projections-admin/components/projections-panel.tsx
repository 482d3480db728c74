import type { ProjectionStatus, RebuildRequestedAnswer } from '@rostra/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Badge, Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Message } from '@/components/ui/message.tsx';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { errorText } from '@/lib/errors.ts';
import { useProjections } from '../api/get-projections.ts';
import { useRebuildProjection } from '../api/rebuild-projection.ts';
import { RebuildProgress } from './rebuild-progress.tsx';
import './projections.css';

const column = createColumnHelper<ProjectionStatus>();
const TONE = { running: 'warning', done: 'success', failed: 'danger' } as const;

/** The Super-Admin Projections panel: generations, checkpoints and lag; a confirmed rebuild with live progress. */
export function ProjectionsPanel() {
  const [requested, setRequested] = useState<RebuildRequestedAnswer | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);
  const projections = useProjections(requested?.request_id ?? null);
  const rebuild = useRebuildProjection();
  const rebuilds = projections.data?.rebuilds ?? [];
  // Asked for, but the runner has not picked it up yet (it appears in the list once running).
  const waiting = requested && !rebuilds.some((r) => r.id === requested.request_id) ? requested : null;
  const active = rebuilds.find((r) => r.status === 'running');
  const busy = Boolean(active || waiting);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: 'Projection' }),
      column.accessor('version', { header: 'Version' }),
      column.accessor((p) => (p.building ? `${p.serving} (building ${p.building})` : p.serving), { id: 'serving', header: 'Serving' }),
      column.accessor('checkpoint', { header: 'Checkpoint' }),
      column.accessor((p) => `${p.lagCapped ? '≥ ' : ''}${p.lagEvents} events, ${p.lagSeconds} s`, { id: 'lag', header: 'Lag' }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <Button size="sm" onClick={() => setConfirm(row.original.name)} disabled={busy} aria-label={`Rebuild ${row.original.name}`}>
            Rebuild
          </Button>
        ),
      }),
    ],
    [busy],
  );
  const table = useReactTable({
    data: projections.data?.projections ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (p) => p.name,
    enableSorting: false,
  });

  if (projections.isPending) return <Spinner label="Loading projections…" />;
  if (projections.isError) return <ErrorState text={errorText(projections.error)} onRetry={() => void projections.refetch()} />;
  const last = projections.data.rebuilds[0];
  return (
    <Card
      title="Projections"
      actions={
        <Button onClick={() => setConfirm('all')} disabled={busy}>
          Rebuild all
        </Button>
      }
    >
      {active ? (
        <RebuildProgress rebuild={active} />
      ) : waiting ? (
        <p role="status">{`Rebuild of ${waiting.projection} requested…`}</p>
      ) : null}
      {!busy && last && (
        <p role="status">
          <Badge tone={TONE[last.status]}>{last.status}</Badge>
          {` Last rebuild: ${last.projection}, requested by ${last.requested_by ?? '—'}${last.finished_at ? `, finished ${formatDateTime(last.finished_at)}` : ''}`}
          {last.error && ` — ${last.error}`}
        </p>
      )}
      {rebuild.isError && <Message kind="error">{errorText(rebuild.error)}</Message>}
      <DataTable table={table} caption="Projections: version, serving generation, checkpoint and lag" empty="No projections." />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'all' ? 'Rebuild all projections?' : `Rebuild ${confirm}?`}
        description="A new generation is built from the event log beside the serving one, which keeps answering until the new one has caught up."
        confirmLabel="Rebuild"
        busy={rebuild.isPending}
        onConfirm={() =>
          confirm &&
          rebuild.mutate(confirm, {
            onSuccess: (answer) => setRequested(answer),
            onSettled: () => setConfirm(null),
          })
        }
      />
    </Card>
  );
}
