import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

describe('collaboration events of version 1', () => {
  it('CollaborationCreated reads its type and members in camelCase', () => {
    const v1 = { organizationId: '7', collaborationId: 'c1', collaboration_type: 'avoid_together', employee_ids: ['m1', 'm2'] };
    expectUpcast('CollaborationCreated', 1, v1, 2, {
      organizationId: '7',
      collaborationId: 'c1',
      collaborationType: 'avoid_together',
      employeeIds: ['m1', 'm2'],
    });
  });
});
