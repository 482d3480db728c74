import { DEFAULT_PREFERENCES, preferenceData } from '@rostra/contracts';
import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { preferencesProjection } from './project.ts';

const stream = 'preferences-7-m1';
const T1 = '2026-11-02T09:00:00.000Z';
const T2 = '2026-11-03T09:00:00.000Z';
// Written in the API's terms; recorded as version 2 names them, or as version 1 did.
const changed = (preference_set: string, by: string, preferences: object, changes: object, at: string, actor: string, version = 2) => {
  const values = { ...DEFAULT_PREFERENCES, ...preferences };
  const names =
    version === 1
      ? { preference_set, preferences: values, changes }
      : { preferenceSet: preference_set, preferences: preferenceData(values), changes: preferenceData(changes) };
  return {
    type: 'PreferencesChanged',
    version,
    streamId: stream,
    data: { organizationId: '7', memberId: 'm1', by, ...names, updatedAt: at, effectiveFrom: at.slice(0, 10) },
    metadata: { actorUserId: actor, actorEmail: `${actor}@example.com`, occurredAt: at, subjectMemberId: 'm1' },
  };
};

describe('the preferences read model', () => {
  it('keeps both sets of a member apart, each with when it was saved, and the permission', async () => {
    const { table } = await project(preferencesProjection, [
      changed(
        'employee_requested',
        'employee',
        { shift_preferences: { s1: 4 } },
        { shift_preferences: { from: {}, to: { s1: 4 } } },
        '2026-11-01T09:00:00.000Z',
        'bo',
      ),
      changed(
        'admin_set',
        'admin',
        { shift_preferences: { s1: 6 } },
        { shift_preferences: { from: {}, to: { s1: 6 } } },
        '2026-11-02T09:00:00.000Z',
        'ada',
      ),
      {
        type: 'AdminEditsPermissionChanged',
        streamId: stream,
        data: { organizationId: '7', memberId: 'm1', allowAdminEdits: false, changedAt: '2026-11-03T09:00:00.000Z' },
      },
    ]);
    expect(await table('preferences')).toEqual([
      {
        id: 'm1',
        organization_id: '7',
        member_id: 'm1',
        allow_admin_edits: false,
        employee_requested: {
          ...DEFAULT_PREFERENCES,
          shift_preferences: { s1: 4 },
          updated_at: '2026-11-01T09:00:00.000Z',
          effective_from: '2026-11-01',
        },
        admin_set: {
          ...DEFAULT_PREFERENCES,
          shift_preferences: { s1: 6 },
          updated_at: '2026-11-02T09:00:00.000Z',
          effective_from: '2026-11-02',
        },
      },
    ]);
  });

  it('records each change with who made it, for whom, and what it changed', async () => {
    const { table } = await project(preferencesProjection, [
      changed(
        'employee_requested',
        'employee',
        { reason: 'Night owl' },
        { reason: { from: null, to: 'Night owl' } },
        '2026-11-01T09:00:00.000Z',
        'bo',
      ),
      changed(
        'employee_requested',
        'admin',
        { reason: 'Fixed' },
        { reason: { from: 'Night owl', to: 'Fixed' } },
        '2026-11-02T09:00:00.000Z',
        'ada',
      ),
      {
        type: 'AdminEditsPermissionChanged',
        streamId: stream,
        data: { organizationId: '7', memberId: 'm1', allowAdminEdits: false, changedAt: '2026-11-03T09:00:00.000Z' },
      },
    ]);
    const history = (await table('preference_history')).sort((a, b) => Number(a.revision) - Number(b.revision));
    expect(history).toEqual([
      expect.objectContaining({
        revision: 0,
        change: 'preferences',
        preference_set: 'employee_requested',
        by: 'employee',
        on_behalf: false,
        changed_by_user_id: 'bo',
        changes: { reason: { from: null, to: 'Night owl' } },
      }),
      expect.objectContaining({
        revision: 1,
        change: 'preferences',
        by: 'admin',
        on_behalf: true,
        changed_by_email: 'ada@example.com',
        changed_at: '2026-11-02T09:00:00.000Z',
      }),
      expect.objectContaining({
        revision: 2,
        change: 'allow_admin_edits',
        allow_admin_edits: false,
        preference_set: null,
        member_id: 'm1',
        organization_id: '7',
      }),
    ]);
  });

  it('builds the same documents from a log recorded as version 1, with the snake_case names of the API', async () => {
    const history = (version: number) => [
      changed(
        'admin_set',
        'admin',
        { shift_preferences: { s1: 6 } },
        { shift_preferences: { from: {}, to: { s1: 6 } } },
        T1,
        'ada',
        version,
      ),
      {
        type: 'AdminEditsPermissionChanged',
        version,
        streamId: stream,
        data: {
          organizationId: '7',
          memberId: 'm1',
          changedAt: T2,
          ...(version === 1 ? { allow_admin_edits: false } : { allowAdminEdits: false }),
        },
      },
    ];
    const recorded = await project(preferencesProjection, history(1));
    const current = await project(preferencesProjection, history(2));
    // History entries are keyed by event id, which differs between the two logs: compared in log order.
    const entries = async (log: typeof recorded) =>
      (await log.table('preference_history')).map(({ id: _id, ...entry }) => entry).sort((a, b) => Number(a.revision) - Number(b.revision));
    expect(await recorded.table('preferences')).toEqual(await current.table('preferences'));
    expect(await entries(recorded)).toEqual(await entries(current));
    expect(await recorded.table('preferences')).toEqual([
      expect.objectContaining({ allow_admin_edits: false, admin_set: expect.objectContaining({ shift_preferences: { s1: 6 } }) }),
    ]);
  });
});
