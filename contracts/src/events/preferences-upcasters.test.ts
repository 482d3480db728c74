import { describe, expect, it } from 'vitest';
import { upcast } from './upcasting.ts';

describe('preferences events of version 1', () => {
  it('AdminEditsPermissionChanged reads the toggle in camelCase', () => {
    const ref = { organizationId: '7', memberId: 'm1', changedAt: '2026-11-03T09:00:00.000Z' };
    expect(upcast('AdminEditsPermissionChanged', 1, { ...ref, allow_admin_edits: false })).toEqual({
      version: 2,
      data: { ...ref, allowAdminEdits: false },
    });
  });
});
