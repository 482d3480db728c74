import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { shiftTypesProjection } from './project.ts';

const T0 = '2026-11-02T10:00:00.000Z';
const T1 = '2026-11-03T10:00:00.000Z';
const fields = { name: 'Night', start_time: '22:00', duration_hours: 8, is_active: true, position_labels: { '1': 'Lead' } };
const recorded = { name: 'Night', startTime: '22:00', durationHours: 8, isActive: true, positionLabels: { '1': 'Lead' } };
const created = (shiftTypeId: string, organizationId = '7', name = 'Night') => ({
  type: 'ShiftTypeCreated',
  data: { organizationId, shiftTypeId, ...recorded, name, requirements: [] },
  metadata: { occurredAt: T0 },
});
const later = { metadata: { occurredAt: T1 } };

describe('the shift types read model', () => {
  it('lists a created shift type with its requirements', async () => {
    const { table } = await project(shiftTypesProjection, [created('s1')]);
    expect(await table('shift_types')).toEqual([
      { id: 's1', organization_id: '7', ...fields, location_id: null, requirements: [], created_at: T0, updated_at: T0 },
    ]);
  });

  it('follows changes and requirements', async () => {
    const requirements = [
      { day_of_week: null, employees_needed: 2 },
      { day_of_week: 0, employees_needed: 1 },
    ];
    const { table } = await project(shiftTypesProjection, [
      created('s1'),
      {
        type: 'ShiftTypeUpdated',
        data: { organizationId: '7', shiftTypeId: 's1', changes: { name: 'Late', positionLabels: {} } },
        ...later,
      },
      {
        type: 'ShiftRequirementsSet',
        data: {
          organizationId: '7',
          shiftTypeId: 's1',
          requirements: [
            { dayOfWeek: null, employeesNeeded: 2 },
            { dayOfWeek: 0, employeesNeeded: 1 },
          ],
        },
        ...later,
      },
    ]);
    expect(await table('shift_types')).toEqual([
      {
        id: 's1',
        organization_id: '7',
        ...fields,
        location_id: null,
        name: 'Late',
        position_labels: {},
        requirements,
        created_at: T0,
        updated_at: T1,
      },
    ]);
  });

  it('forgets a deleted shift type, and every shift type of a deleted organization', async () => {
    const { table } = await project(shiftTypesProjection, [
      created('s1'),
      created('s2', '7', 'Day'),
      created('s3', '8'),
      { type: 'ShiftTypeDeleted', data: { organizationId: '7', shiftTypeId: 's1', name: 'Night' } },
    ]);
    expect((await table('shift_types')).map((row) => row.id)).toEqual(['s2', 's3']);
    const after = await project(shiftTypesProjection, [
      created('s2', '7'),
      created('s3', '8'),
      { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'Ward 4' } },
    ]);
    expect((await after.table('shift_types')).map((row) => row.id)).toEqual(['s3']);
  });

  it('reads shift types recorded as version 1, with the snake_case names of the API, into the same rows', async () => {
    const target = { organizationId: '7', shiftTypeId: 's1' };
    const requirements = [{ day_of_week: 6, employees_needed: 3 }];
    const { table } = await project(shiftTypesProjection, [
      { type: 'ShiftTypeCreated', version: 1, data: { ...target, ...fields, requirements: [] }, metadata: { occurredAt: T0 } },
      { type: 'ShiftTypeUpdated', version: 1, data: { ...target, changes: { duration_hours: 7.5, is_active: false } }, ...later },
      { type: 'ShiftRequirementsSet', version: 1, data: { ...target, requirements }, ...later },
    ]);
    expect(await table('shift_types')).toEqual([
      {
        id: 's1',
        organization_id: '7',
        ...fields,
        location_id: null,
        duration_hours: 7.5,
        is_active: false,
        requirements,
        created_at: T0,
        updated_at: T1,
      },
    ]);
  });
});
