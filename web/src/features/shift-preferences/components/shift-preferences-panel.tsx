import { PREFERENCES_TEXT, type EmployeePreferences } from '@rostra/contracts';
import type { ExpandedState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useEmployeePreferences } from '../api/get-employee-preferences.ts';
import { ExpandControls, expandState } from './expand-controls.tsx';
import { EditRequestedModal } from './edit-requested-modal.tsx';
import { PreferencesInfo } from './preferences-info.tsx';
import { PreferencesTable } from './preferences-table.tsx';
import { PreferenceTotals } from './preference-totals.tsx';
import { usePreferenceEdits } from './use-preference-edits.ts';
import './shift-preferences.css';

/** Shift Preferences (admin, docs/product/screens-and-routes.md): every employee's admin-set preferences, edited in place and saved together. */
export function ShiftPreferencesPanel({ organizationId }: { organizationId: string }) {
  const list = useEmployeePreferences(organizationId);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [editingRequested, setEditingRequested] = useState<EmployeePreferences | null>(null);
  const { flash, show } = useFlash();

  const shiftTypes = useMemo(
    () => (list.data?.totals?.by_shift_type ?? []).map((t) => ({ id: t.shift_type_id, name: t.shift_type_name })),
    [list.data],
  );
  const ids = useMemo(() => shiftTypes.map((t) => t.id), [shiftTypes]);
  const rows = useMemo(() => list.data?.employees ?? [], [list.data]);
  const { draftFor, onEdit, changed, problems, adminTotals, submit, discard, saving } = usePreferenceEdits(organizationId, rows, ids, show);

  if (list.isPending) return <Spinner label="Loading employee preferences..." />;
  if (list.isError) return <ErrorState text={errorText(list.error)} onRetry={() => void list.refetch()} retryLabel="Try Again" />;
  if (rows.length === 0) return <EmptyState>No employees found in this organization.</EmptyState>;

  return (
    <section aria-label="Shift preferences">
      <PreferencesInfo />
      {list.data.totals && <PreferenceTotals totals={list.data.totals} adminSet={adminTotals} />}
      <div className="toolbar pref-toolbar">
        <ExpandControls state={expandState(expanded, rows.length)} onChange={(all) => setExpanded(all ? true : {})} />
        <span className="toolbar-spacer" />
        {changed.size > 0 && (
          <Button onClick={discard} disabled={saving}>
            Discard Changes
          </Button>
        )}
        <Button variant="primary" busy={saving} onClick={submit}>
          Update {changed.size} Changed
        </Button>
      </div>
      <FlashMessage flash={flash} />
      <PreferencesTable
        rows={rows}
        shiftTypes={shiftTypes}
        draftFor={draftFor}
        onEdit={onEdit}
        changed={changed}
        problems={problems}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onEditRequested={setEditingRequested}
      />
      {editingRequested && (
        <EditRequestedModal
          organizationId={organizationId}
          employee={editingRequested}
          shiftTypes={shiftTypes}
          onClose={(saved) => {
            setEditingRequested(null);
            if (saved) show('success', PREFERENCES_TEXT.saved);
          }}
        />
      )}
    </section>
  );
}
