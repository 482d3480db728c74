import { PREFERENCES_TEXT, type EmployeePreferences } from '@rostra/contracts';
import type { ExpandedState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useEmployeePreferences } from '../api/get-employee-preferences.ts';
import { useSavePreferencesBatch } from '../api/save-preferences-batch.ts';
import { ExpandControls, expandState } from './expand-controls.tsx';
import { EditRequestedModal } from './edit-requested-modal.tsx';
import { bodyOf, draftOf, isChanged, type Draft } from './preference-draft.ts';
import { PreferencesInfo } from './preferences-info.tsx';
import { PreferencesTable } from './preferences-table.tsx';
import { PreferenceTotals } from './preference-totals.tsx';
import './shift-preferences.css';

/** Shift Preferences (admin, docs/product/screens-and-routes.md): every employee's admin-set preferences, edited in place and saved together. */
export function ShiftPreferencesPanel({ organizationId }: { organizationId: string }) {
  const list = useEmployeePreferences(organizationId);
  const save = useSavePreferencesBatch(organizationId);
  const [edits, setEdits] = useState<Record<string, Draft>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [editingRequested, setEditingRequested] = useState<EmployeePreferences | null>(null);
  const { flash, show } = useFlash();

  const shiftTypes = useMemo(
    () => (list.data?.totals?.by_shift_type ?? []).map((t) => ({ id: t.shift_type_id, name: t.shift_type_name })),
    [list.data],
  );
  const ids = useMemo(() => shiftTypes.map((t) => t.id), [shiftTypes]);
  const rows = useMemo(() => list.data?.employees ?? [], [list.data]);
  const draftFor = useCallback((row: EmployeePreferences) => edits[row.member_id] ?? draftOf(row.admin_set, ids), [edits, ids]);
  const onEdit = useCallback((row: EmployeePreferences, draft: Draft) => {
    setEdits((current) => ({ ...current, [row.member_id]: draft }));
    setProblems(({ [row.member_id]: _, ...rest }) => rest);
  }, []);
  const changed = useMemo(
    () =>
      new Set(rows.filter((row) => edits[row.member_id] && isChanged(edits[row.member_id]!, row.admin_set)).map((row) => row.member_id)),
    [rows, edits],
  );
  const adminTotals = useMemo(
    () => Object.fromEntries(ids.map((id) => [id, rows.reduce((sum, row) => sum + (Number(draftFor(row).counts[id]) || 0), 0)])),
    [ids, rows, draftFor],
  );

  const submit = () => {
    if (changed.size === 0) return show('info', PREFERENCES_TEXT.noChanges);
    const updates = [];
    const invalid: Record<string, string> = {};
    for (const row of rows.filter((r) => changed.has(r.member_id))) {
      const result = bodyOf(edits[row.member_id]!);
      if ('problem' in result) invalid[row.member_id] = result.problem;
      else updates.push({ member_id: row.member_id, preferences: result.body });
    }
    setProblems(invalid);
    if (Object.keys(invalid).length)
      return show(
        'error',
        updates.length ? `Bulk update failed: ${Object.keys(invalid).length} rows are invalid` : PREFERENCES_TEXT.noValidPreferences,
      );
    save.mutate(updates, {
      onSuccess: (answer) => {
        setEdits({});
        show('success', answer?.message || PREFERENCES_TEXT.saved);
      },
      onError: (error) => show('error', `Bulk update failed: ${errorText(error)}`),
    });
  };

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
          <Button
            onClick={() => {
              setEdits({});
              setProblems({});
            }}
            disabled={save.isPending}
          >
            Discard Changes
          </Button>
        )}
        <Button variant="primary" busy={save.isPending} onClick={submit}>
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
