import { aShiftTypeCreated } from '@rostra/contracts/testing/shift-type-events';
import { project } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { shiftTypesProjection } from '../shift-types/project.ts';
import { locationsProjection } from './project.ts';

const at = { metadata: { occurredAt: '2026-11-02T10:00:00.000Z' } };
const created = (locationId: string, name: string, organizationId = '7') => ({
  type: 'LocationCreated',
  data: { organizationId, locationId, name, timezone: 'Europe/London' },
  ...at,
});
const works = (memberId: string, locationIds: string[]) => ({
  type: 'MemberLocationsSet',
  data: { organizationId: '7', memberId, locationIds },
  ...at,
});

describe('the locations read model', () => {
  it('lists created locations with their changes, and drops deleted ones', async () => {
    const { table } = await project(locationsProjection, [
      created('l1', 'North'),
      created('l2', 'South'),
      { type: 'LocationUpdated', data: { organizationId: '7', locationId: 'l1', changes: { name: 'North Home', timezone: null } }, ...at },
      { type: 'LocationDeleted', data: { organizationId: '7', locationId: 'l2', name: 'South' }, ...at },
    ]);
    expect(await table('locations')).toEqual([{ id: 'l1', organization_id: '7', name: 'North Home', timezone: null }]);
  });

  it('keeps where each member works; a deleted location leaves their lists', async () => {
    const { table } = await project(locationsProjection, [
      created('l1', 'North'),
      created('l2', 'South'),
      works('m1', ['l1', 'l2']),
      works('m2', ['l2']),
      works('m2', ['l1']),
      { type: 'LocationDeleted', data: { organizationId: '7', locationId: 'l2', name: 'South' }, ...at },
    ]);
    expect(await table('member_locations')).toEqual([
      { id: 'm1', organization_id: '7', location_ids: ['l1'] },
      { id: 'm2', organization_id: '7', location_ids: ['l1'] },
    ]);
  });

  it('forgets a deleted organization', async () => {
    const { table } = await project(locationsProjection, [
      created('l1', 'North'),
      created('l9', 'Elsewhere', '8'),
      works('m1', ['l1']),
      { type: 'OrganizationDeleted', data: { organizationId: '7' }, ...at },
    ]);
    expect(await table('locations')).toEqual([{ id: 'l9', organization_id: '8', name: 'Elsewhere', timezone: 'Europe/London' }]);
    expect(await table('member_locations')).toEqual([]);
  });
});

describe('a shift type at a location', () => {
  it('has its location on its row, none until it is given one', async () => {
    const shiftType = { ...aShiftTypeCreated('7', 's1'), ...at };
    const before = await project(shiftTypesProjection, [shiftType]);
    expect(await before.table('shift_types')).toMatchObject([{ id: 's1', location_id: null }]);
    const after = await project(shiftTypesProjection, [
      shiftType,
      { type: 'ShiftTypeLocationSet', data: { organizationId: '7', shiftTypeId: 's1', locationId: 'l1' }, ...at },
    ]);
    expect(await after.table('shift_types')).toMatchObject([{ id: 's1', location_id: 'l1' }]);
  });
});
