import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { collaborationsProjection } from './project.ts';

const T0 = '2026-11-02T10:00:00.000Z';
const created = (collaborationId: string, organizationId = '7') => ({
  type: 'CollaborationCreated',
  data: { organizationId, collaborationId, collaborationType: 'avoid_together', employeeIds: ['m1', 'm2'] },
  metadata: { occurredAt: T0 },
});

describe('the collaborations read model', () => {
  it('lists a rule with its member ids as recorded', async () => {
    const { table } = await project(collaborationsProjection, [created('c1')]);
    expect(await table('collaborations')).toEqual([
      { id: 'c1', organization_id: '7', collaboration_type: 'avoid_together', employee_ids: ['m1', 'm2'], created_at: T0 },
    ]);
  });

  it('forgets a deleted rule, and every rule of a deleted organization', async () => {
    const { table } = await project(collaborationsProjection, [
      created('c1'),
      created('c2'),
      created('c3', '8'),
      { type: 'CollaborationDeleted', data: { organizationId: '7', collaborationId: 'c1' } },
      { type: 'OrganizationDeleted', data: { organizationId: '8', name: 'Ward 8' } },
    ]);
    expect((await table('collaborations')).map((row) => row.id)).toEqual(['c2']);
  });

  it('reads a rule recorded as version 1, with the snake_case names of the API, as the same row', async () => {
    const recorded = {
      type: 'CollaborationCreated',
      version: 1,
      data: { organizationId: '7', collaborationId: 'c1', collaboration_type: 'avoid_together', employee_ids: ['m1', 'm2'] },
      metadata: { occurredAt: T0 },
    };
    const { table } = await project(collaborationsProjection, [recorded]);
    expect(await table('collaborations')).toEqual(await (await project(collaborationsProjection, [created('c1')])).table('collaborations'));
  });
});
