import type { ShiftType } from '@rostra/contracts';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { CountTiles } from '@/components/ui/count-tiles.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useDeleteShiftType } from '../api/delete-shift-type.ts';
import { useShiftTypes } from '../api/get-shift-types.ts';
import { ShiftTypeModal } from './shift-type-modal.tsx';
import { ShiftTypesTable } from './shift-types-table.tsx';
import './shift-types.css';

export const DELETE_QUESTION = 'Are you sure you want to delete this shift type? This action cannot be undone.';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; shiftType: ShiftType } | null;

/**
 * The Shift Types manager (Organization Setup, Org Administration → Shift Requirements): stats,
 * search, the table, Add/Edit and Delete. `disabled` (not an admin here): no Add, edit and delete disabled.
 */
export function ShiftTypesManager({ organizationId, disabled }: { organizationId: string; disabled: boolean }) {
  const shiftTypes = useShiftTypes(organizationId);
  const remove = useDeleteShiftType(organizationId);
  const { flash, show } = useFlash();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const onEdit = useCallback((shiftType: ShiftType) => setOpen({ kind: 'edit', shiftType }), []);
  const onDelete = useCallback((shiftType: ShiftType) => setOpen({ kind: 'delete', shiftType }), []);

  if (shiftTypes.isPending) return <Spinner label="Loading shift types…" />;
  if (shiftTypes.isError)
    return <ErrorState text={`Failed to load shift types: ${errorText(shiftTypes.error)}`} onRetry={() => void shiftTypes.refetch()} />;

  const all = shiftTypes.data;
  const active = all.filter((s) => s.is_active).length;
  const confirmDelete = (shiftType: ShiftType) =>
    remove.mutate(shiftType.id, {
      onSuccess: () => show('success', 'Shift type deleted successfully'),
      onError: (error) => show('error', `Failed to delete shift type: ${errorText(error)}`),
      onSettled: () => setOpen(null),
    });

  return (
    <Card
      title="Shift Types"
      actions={
        !disabled && (
          <Button variant="primary" onClick={() => setOpen({ kind: 'add' })}>
            Add Shift Type
          </Button>
        )
      }
    >
      {disabled && <p className="field-hint">Only administrators of this organization can change shift types.</p>}
      <FlashMessage flash={flash} />
      <CountTiles
        label="Shift type counts"
        counts={[
          ['Total', all.length],
          ['Active', active],
          ['Inactive', all.length - active],
        ]}
      />
      <div className="toolbar">
        <TextField
          label="Search shift types"
          type="search"
          placeholder="Search by name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <ShiftTypesTable shiftTypes={all} search={search} disabled={disabled} onEdit={onEdit} onDelete={onDelete} />
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <ShiftTypeModal
          organizationId={organizationId}
          shiftType={open.kind === 'edit' ? open.shiftType : null}
          onClose={() => setOpen(null)}
          onSaved={(text) => {
            setOpen(null);
            show('success', text);
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && !remove.isPending && setOpen(null)}
          title={`Delete ${open.shiftType.name}?`}
          description={DELETE_QUESTION}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onConfirm={() => confirmDelete(open.shiftType)}
        />
      )}
    </Card>
  );
}
