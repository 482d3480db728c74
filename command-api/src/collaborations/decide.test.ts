import type { CollaborationEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { collaborationDecider } from './decide.ts';

const schedulable = ['m1', 'm2', 'm3'];
const create = (
  employeeIds: string[],
  collaborationType: 'prefer_together' | 'avoid_together' = 'prefer_together',
  collaborationId = 'c2',
) =>
  ({
    type: 'CreateCollaboration',
    organizationId: '7',
    collaborationId,
    collaborationType,
    employeeIds,
    schedulableMemberIds: schedulable,
  }) as const;
const created: CollaborationEvent = {
  type: 'CollaborationCreated',
  data: { organizationId: '7', collaborationId: 'c1', collaborationType: 'prefer_together', employeeIds: ['m1', 'm2'] },
};
const deleted: CollaborationEvent = { type: 'CollaborationDeleted', data: { organizationId: '7', collaborationId: 'c1' } };

describe('creating a collaboration rule', () => {
  it('records the group and its type', () => {
    given(collaborationDecider)
      .when(create(['m1', 'm2'], 'prefer_together', 'c1'))
      .then([created]);
  });

  it('refuses ids that are not schedulable members, naming them', () => {
    given(collaborationDecider)
      .when(create(['m1', 'x9', 'x8']))
      .thenFails('validation', 'employee_ids: Not schedulable members of this organization: x9, x8');
  });

  it('refuses the same group with the same type twice, in any order', () => {
    given(collaborationDecider, [created])
      .when(create(['m2', 'm1']))
      .thenFails('conflict', 'The same rule already exists for these employees');
  });

  it('accepts the same group with the other type, a larger group, or again once deleted', () => {
    given(collaborationDecider, [created])
      .when(create(['m2', 'm1'], 'avoid_together'))
      .then([
        {
          type: 'CollaborationCreated',
          data: { organizationId: '7', collaborationId: 'c2', collaborationType: 'avoid_together', employeeIds: ['m2', 'm1'] },
        },
      ]);
    given(collaborationDecider, [created])
      .when(create(['m1', 'm2', 'm3']))
      .then([
        {
          type: 'CollaborationCreated',
          data: { organizationId: '7', collaborationId: 'c2', collaborationType: 'prefer_together', employeeIds: ['m1', 'm2', 'm3'] },
        },
      ]);
    given(collaborationDecider, [created, deleted])
      .when(create(['m1', 'm2']))
      .then([
        {
          type: 'CollaborationCreated',
          data: { organizationId: '7', collaborationId: 'c2', collaborationType: 'prefer_together', employeeIds: ['m1', 'm2'] },
        },
      ]);
  });
});

describe('deleting a collaboration rule', () => {
  it('records the deletion once', () => {
    const remove = { type: 'DeleteCollaboration', organizationId: '7', collaborationId: 'c1' } as const;
    given(collaborationDecider, [created]).when(remove).then([deleted]);
    given(collaborationDecider, [created, deleted]).when(remove).thenFails('not_found', 'Collaboration not found');
    given(collaborationDecider).when(remove).thenFails('not_found', 'Collaboration not found');
  });
});
