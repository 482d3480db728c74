import {
  effectivePreferences,
  PREFERENCE_HISTORY_TABLE,
  PREFERENCES_TABLE,
  type EffectivePreferences,
  type MemberPreferencesRecord,
  type PreferenceHistoryEntry,
  type PreferenceHistoryRecord,
} from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn, getFrom } from '../read-model.ts';
import type { People } from './people.ts';

/** A member's preferences document, if it belongs to this organization. */
export async function preferencesOf(store: ReadStore, organizationId: string, memberId: string): Promise<MemberPreferencesRecord | null> {
  const row = await getFrom<MemberPreferencesRecord>(store, PREFERENCES_TABLE, memberId);
  return row?.organization_id === organizationId ? row : null;
}

/** Every preferences document of an organization, by member id. */
export async function preferencesByMember(store: ReadStore, organizationId: string): Promise<Map<string, MemberPreferencesRecord>> {
  const rows = await findIn<MemberPreferencesRecord>(store, PREFERENCES_TABLE, { where: { organization_id: organizationId } });
  return new Map(rows.map((row) => [row.member_id, row]));
}

/** The member's stream of changes, newest first, with who made each (named as the member list names them). */
export async function historyOf(
  store: ReadStore,
  organizationId: string,
  memberId: string,
  people: People,
): Promise<PreferenceHistoryEntry[]> {
  const rows = await findIn<PreferenceHistoryRecord>(store, PREFERENCE_HISTORY_TABLE, {
    where: { organization_id: organizationId, member_id: memberId },
    sort: [{ field: 'revision', direction: 'desc' }],
  });
  return rows.map(({ organization_id: _organization, revision: _revision, ...entry }) => ({
    ...entry,
    changed_by_name: people.nameOfUser(entry.changed_by_user_id, entry.changed_by_email),
  }));
}

/** For schedule generation: every schedulable employee's effective preferences (see effectivePreferences). */
export async function effectivePreferencesOf(
  store: ReadStore,
  organizationId: string,
  people: People,
): Promise<(EffectivePreferences & { id: string; name: string })[]> {
  const rows = await preferencesByMember(store, organizationId);
  return people.employees.map(({ memberId, name }) => ({ id: memberId, name, ...effectivePreferences(rows.get(memberId) ?? null) }));
}
