import { preferenceValuesOf, type PreferencesChanged } from '@rostra/contracts';
import { label, people } from './context.ts';
import type { Describer, Describers } from './entry.ts';

const SET_LABEL = { employee_requested: 'employee-requested', admin_set: 'admin-set' } as const;

/**
 * Preferences changed on someone's behalf: by anyone but the member (by an admin, when the
 * member's user is not known). What members set for themselves is not audited.
 */
const describeChange: Describer<PreferencesChanged> = async (recorded, tx) => {
  const { memberId, preferenceSet: preference_set, by, effectiveFrom, ...data } = recorded.data;
  const changes = preferenceValuesOf(data.changes);
  const person = await people.get(tx, memberId);
  const onBehalf = person?.user_id ? recorded.metadata.actorUserId !== person.user_id : by === 'admin';
  if (!onBehalf) return null;
  const fields = Object.keys(changes).sort();
  const before = Object.fromEntries(fields.map((field) => [field, changes[field as keyof typeof changes]!.from]));
  const after = Object.fromEntries(fields.map((field) => [field, changes[field as keyof typeof changes]!.to]));
  const who = label(person, memberId);
  return {
    kind: 'preferences.changed_on_behalf',
    memberId,
    summary: `The ${SET_LABEL[preference_set]} preferences of ${who} changed on their behalf: ${fields.join(', ') || 'no field'}`,
    before,
    after,
    details: { preference_set, effective_from: effectiveFrom },
  };
};

export const preferencesDescribers: Describers<PreferencesChanged> = { PreferencesChanged: describeChange };
