import {
  PREFERENCES_TEXT,
  preferencesBatchBody,
  preferencesBody,
  type PreferencesBatchError,
  type PreferencesBatchResult,
  type PreferencesEvent,
} from '@rostra/contracts';
import { AppError, badRequest, fold, parse } from '@rostra/platform';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { preferencesDecider } from './decide.ts';
import { factsFor, type SubjectFacts } from '../membership/facts.ts';
import { preferencesStream } from './preferences.ts';
import { runPreferences, saveCommand, type SavePreferences } from './run.ts';

interface Checked {
  facts: SubjectFacts;
  command: SavePreferences;
  changes: boolean;
}

const isNoChange = (error: unknown) => error instanceof AppError && error.detail === PREFERENCES_TEXT.noChanges;

/** Decides a row on its member's current stream without appending: its refusal, or whether it changes anything. */
async function check(deps: CommandApiDeps, facts: SubjectFacts, command: SavePreferences): Promise<Checked> {
  const recorded = await deps.events.readStream(preferencesStream(facts.organizationId, facts.memberId));
  const state = fold(
    preferencesDecider,
    recorded.map((event) => ({ type: event.type, data: event.data }) as PreferencesEvent),
  );
  try {
    preferencesDecider.decide(command, state);
    return { facts, command, changes: true };
  } catch (error) {
    if (isNoChange(error)) return { facts, command, changes: false };
    throw error;
  }
}

/**
 * The admin-set sets of many employees, all or none (docs/product/api-calls.md batch): every row is checked first,
 * and nothing is appended unless every row is valid; the answer then names each row's problem.
 * Rows that change nothing are left alone. Each member's stream is appended with the revision it
 * was decided on, so a concurrent change is decided again rather than overwritten.
 */
export async function saveBatch(
  deps: CommandApiDeps,
  request: Request,
  organizationId: string,
): Promise<{ result: PreferencesBatchResult; position: bigint | null } | PreferencesBatchError> {
  const { updates } = parse(preferencesBatchBody, request.body ?? {});
  if (updates.length === 0) throw badRequest(PREFERENCES_TEXT.noValidPreferences);
  const about = await factsFor(deps, request, organizationId);
  const errors: PreferencesBatchError['errors'] = [];
  const seen = new Set<string>();
  const checked: Checked[] = [];
  for (const [index, row] of updates.entries()) {
    try {
      const facts = about(row.member_id);
      if (seen.has(facts.memberId)) throw badRequest(PREFERENCES_TEXT.duplicateRow);
      seen.add(facts.memberId);
      checked.push(await check(deps, facts, saveCommand(facts, 'admin_set', parse(preferencesBody, row.preferences ?? {}))));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ index, member_id: row.member_id, detail: error.detail });
    }
  }
  if (errors.length > 0) {
    return {
      detail:
        errors.length === updates.length
          ? PREFERENCES_TEXT.noValidPreferences
          : PREFERENCES_TEXT.invalidRows(errors.length, updates.length),
      errors,
    };
  }
  if (!checked.some((row) => row.changes)) throw badRequest(PREFERENCES_TEXT.noChanges);

  let position: bigint | null = null;
  const results: PreferencesBatchResult['results'] = [];
  for (const { facts, command, changes } of checked) {
    const appended = changes
      ? await runPreferences(deps, facts, command).catch((error: unknown) => (isNoChange(error) ? null : Promise.reject(error)))
      : null;
    if (appended?.position) position = appended.position;
    results.push({ member_id: facts.memberId, status: appended ? 'updated' : 'unchanged' });
  }
  const updated = results.filter((row) => row.status === 'updated').length;
  return {
    result: { message: `${updated} ${updated === 1 ? "employee's" : "employees'"} preferences updated`, updated, results },
    position,
  };
}
