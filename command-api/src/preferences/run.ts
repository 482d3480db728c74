import {
  EVENT_VERSIONS,
  preferenceRecord,
  PREFERENCES_TEXT,
  type PreferenceRecord,
  type PreferenceSetName,
  type PreferencesBody,
} from '@rostra/contracts';
import { execute } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { preferencesDecider, type PreferencesCommand } from './decide.ts';
import type { SubjectFacts } from '../membership/facts.ts';
import { preferencesStream, type PreferencesState } from './preferences.ts';

export type SavePreferences = Extract<PreferencesCommand, { type: 'SavePreferences' }>;

export function saveCommand(facts: SubjectFacts, set: PreferenceSetName, body: PreferencesBody): SavePreferences {
  const { organizationId, memberId, schedulable, by, now, today } = facts;
  return { type: 'SavePreferences', organizationId, memberId, schedulable, by, now, today, set, body };
}

/** Decides a command on the member's preferences stream, with the actor and subject as metadata. */
export function runPreferences(deps: CommandApiDeps, facts: SubjectFacts, command: PreferencesCommand) {
  return execute(
    deps.events,
    preferencesStream(facts.organizationId, facts.memberId),
    preferencesDecider,
    command,
    facts.context,
    EVENT_VERSIONS,
  );
}

/** A saved set as GET answers it, with the message the web shows. */
export function savedAnswer(facts: SubjectFacts, state: PreferencesState, set: PreferenceSetName): PreferenceRecord & { message: string } {
  const { allowAdminEdits, ...sets } = state;
  const row = {
    ...sets,
    allow_admin_edits: allowAdminEdits,
    id: facts.memberId,
    organization_id: facts.organizationId,
    member_id: facts.memberId,
  };
  return { ...preferenceRecord(row, facts.memberId, set), message: PREFERENCES_TEXT.saved };
}
