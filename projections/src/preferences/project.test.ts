import { DEFAULT_PREFERENCES } from '@rostra/contracts';
import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { preferencesProjection } from './project.ts';

const stream = 'preferences-7-m1';
const changed = (preference_set: string, by: string, preferences: object, changes: object, at: string, actor: string) => ({
  type: 'PreferencesChanged',
  streamId: stream,
  data: {
    organizationId: '7',
    memberId: 'm1',
    preference_set,
    by,
    preferences: { ...DEFAULT_PREFERENCES, ...preferences },
    changes,
    updatedAt: at,
    effectiveFrom: at.slice(0, 10),
  },
  metadata: { actorUserId: actor, actorEmail: `${actor}@example.com`, occurredAt: at, subjectMemberId: 'm1' },
});

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

  it('reads the toggle recorded as version 1, with the snake_case name of the API', async () => {
    const { table } = await project(preferencesProjection, [
      {
        type: 'AdminEditsPermissionChanged',
        version: 1,
        streamId: stream,
        data: { organizationId: '7', memberId: 'm1', allow_admin_edits: false, changedAt: '2026-11-03T09:00:00.000Z' },
      },
    ]);
    expect(await table('preferences')).toEqual([expect.objectContaining({ member_id: 'm1', allow_admin_edits: false })]);
  });
});
