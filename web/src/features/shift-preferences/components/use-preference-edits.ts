import { PREFERENCES_TEXT, type EmployeePreferences } from '@rostra/contracts';
import { useCallback, useMemo, useState } from 'react';
import { errorText } from '@/lib/errors.ts';
import type { FlashKind } from '@/lib/use-flash.ts';
import { useSavePreferencesBatch } from '../api/save-preferences-batch.ts';
import { bodyOf, draftOf, isChanged, type Draft } from './preference-draft.ts';

/**
 * The grid's unsaved edits: a draft per edited employee (the admin-set preferences until edited),
 * which rows changed, the admin-set totals per shift type, and saving every changed row together —
 * none is sent while any is invalid, each invalid row says why.
 */
export function usePreferenceEdits(
  organizationId: string,
  rows: EmployeePreferences[],
  shiftTypeIds: string[],
  show: (kind: FlashKind, text: string) => void,
) {
  const save = useSavePreferencesBatch(organizationId);
  const [edits, setEdits] = useState<Record<string, Draft>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});

  const draftFor = useCallback(
    (row: EmployeePreferences) => edits[row.member_id] ?? draftOf(row.admin_set, shiftTypeIds),
    [edits, shiftTypeIds],
  );
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
    () => Object.fromEntries(shiftTypeIds.map((id) => [id, rows.reduce((sum, row) => sum + (Number(draftFor(row).counts[id]) || 0), 0)])),
    [shiftTypeIds, rows, draftFor],
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
  const discard = () => {
    setEdits({});
    setProblems({});
  };

  return { draftFor, onEdit, changed, problems, adminTotals, submit, discard, saving: save.isPending };
}
