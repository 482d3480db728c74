import { describe, expect, it } from 'vitest';
import { upcast } from './upcasting.ts';

describe('collaboration events of version 1', () => {
  it('CollaborationCreated reads its type and members in camelCase', () => {
    const v1 = { organizationId: '7', collaborationId: 'c1', collaboration_type: 'avoid_together', employee_ids: ['m1', 'm2'] };
    expect(upcast('CollaborationCreated', 1, v1)).toEqual({
      version: 2,
      data: { organizationId: '7', collaborationId: 'c1', collaborationType: 'avoid_together', employeeIds: ['m1', 'm2'] },
    });
  });
});
