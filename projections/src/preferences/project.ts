import {
  preferenceValuesOf,
  PREFERENCE_HISTORY_TABLE,
  PREFERENCES_TABLE,
  type MemberPreferencesRecord,
  type PreferenceHistoryRecord,
  type PreferencesEvent,
} from '@rostra/contracts';
import type { Projection, ProjectionTx, RecordedEvent } from '@rostra/platform';

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

export const preferencesProjection: Projection = {
  name: 'preferences',
  version: 1,
  tables: [
    { name: PREFERENCES_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: PREFERENCE_HISTORY_TABLE, indexes: [{ fields: ['member_id', 'revision'] }] },
  ],
  eventTypes: ['PreferencesChanged', 'AdminEditsPermissionChanged'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & PreferencesEvent;
    const { organizationId, memberId } = event.data;
    const row = await memberRow(tx, organizationId, memberId);
    const entry = {
      id: recorded.id,
      organization_id: organizationId,
      member_id: memberId,
      revision: Number(recorded.revision),
      changed_at: recorded.metadata.occurredAt,
      changed_by_user_id: recorded.metadata.actorUserId,
      changed_by_email: recorded.metadata.actorEmail,
    };
    if (event.type === 'PreferencesChanged') {
      const { preferenceSet: preference_set, by, updatedAt, effectiveFrom } = event.data;
      const preferences = preferenceValuesOf(event.data.preferences);
      const changes = preferenceValuesOf(event.data.changes);
      tx.put(PREFERENCES_TABLE, { ...row, [preference_set]: { ...preferences, updated_at: updatedAt, effective_from: effectiveFrom } });
      tx.put(PREFERENCE_HISTORY_TABLE, {
        ...entry,
        change: 'preferences',
        preference_set,
        changes,
        preferences,
        allow_admin_edits: null,
        by,
        on_behalf: by === 'admin',
      } satisfies PreferenceHistoryRecord);
      return;
    }
    const { allowAdminEdits: allow_admin_edits } = event.data;
    tx.put(PREFERENCES_TABLE, { ...row, allow_admin_edits });
    tx.put(PREFERENCE_HISTORY_TABLE, {
      ...entry,
      change: 'allow_admin_edits',
      preference_set: null,
      changes: {},
      preferences: null,
      allow_admin_edits,
      by: 'employee',
      on_behalf: false,
    } satisfies PreferenceHistoryRecord);
  },
};
