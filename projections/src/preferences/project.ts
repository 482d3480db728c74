import {
  preferenceValuesOf,
  PREFERENCE_HISTORY_TABLE,
  PREFERENCES_TABLE,
  type MemberPreferencesRecord,
  type PreferenceHistoryRecord,
  type PreferencesEvent,
} from '@rostra/contracts';
import { projectionOf, type ProjectionTx, type RecordedEvent } from '@rostra/platform';

/**
 * Each member's two preference sets and the admin-edit permission (one document per member who
 * has saved anything), and the history of every change with who made it and for whom: the log of
 * `preferences-{organizationId}-{memberId}`, newest first when read. Names are made when read.
 */
async function memberRow(tx: ProjectionTx, organizationId: string, memberId: string): Promise<MemberPreferencesRecord> {
  const row = await tx.get<MemberPreferencesRecord>(PREFERENCES_TABLE, memberId);
  return (
    row ?? {
      id: memberId,
      organization_id: organizationId,
      member_id: memberId,
      employee_requested: null,
      admin_set: null,
      allow_admin_edits: true,
    }
  );
}

/** The history entry of a change: whose preferences, which revision of their stream, who changed them and when. */
function historyEntry({ id, revision, data, metadata }: RecordedEvent & PreferencesEvent) {
  return {
    id,
    organization_id: data.organizationId,
    member_id: data.memberId,
    revision: Number(revision),
    changed_at: metadata.occurredAt,
    changed_by_user_id: metadata.actorUserId,
    changed_by_email: metadata.actorEmail,
  };
}

export const preferencesProjection = projectionOf<PreferencesEvent>({
  name: 'preferences',
  version: 1,
  tables: [
    { name: PREFERENCES_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: PREFERENCE_HISTORY_TABLE, indexes: [{ fields: ['member_id', 'revision'] }] },
  ],
  on: {
    async PreferencesChanged(event, tx) {
      const { organizationId, memberId, preferenceSet: preference_set, by, updatedAt, effectiveFrom } = event.data;
      const row = await memberRow(tx, organizationId, memberId);
      const preferences = preferenceValuesOf(event.data.preferences);
      const changes = preferenceValuesOf(event.data.changes);
      tx.put(PREFERENCES_TABLE, { ...row, [preference_set]: { ...preferences, updated_at: updatedAt, effective_from: effectiveFrom } });
      tx.put(PREFERENCE_HISTORY_TABLE, {
        ...historyEntry(event),
        change: 'preferences',
        preference_set,
        changes,
        preferences,
        allow_admin_edits: null,
        by,
        on_behalf: by === 'admin',
      } satisfies PreferenceHistoryRecord);
    },
    async AdminEditsPermissionChanged(event, tx) {
      const { organizationId, memberId, allowAdminEdits: allow_admin_edits } = event.data;
      tx.put(PREFERENCES_TABLE, { ...(await memberRow(tx, organizationId, memberId)), allow_admin_edits });
      tx.put(PREFERENCE_HISTORY_TABLE, {
        ...historyEntry(event),
        change: 'allow_admin_edits',
        preference_set: null,
        changes: {},
        preferences: null,
        allow_admin_edits,
        by: 'employee',
        on_behalf: false,
      } satisfies PreferenceHistoryRecord);
    },
  },
});
