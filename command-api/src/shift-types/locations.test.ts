import type { LocationEvent, ShiftTypeEvent } from '@rostra/contracts';
import { aShiftTypeCreated } from '@rostra/contracts/testing/shift-type-events';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { shiftTypeDecider } from './decide.ts';
import { locationDecider, type LocationCommand } from './locations.ts';

type Recorded = ShiftTypeEvent | LocationEvent;
const org = { organizationId: '7' } as const;
const north: Recorded = { type: 'LocationCreated', data: { ...org, locationId: 'l1', name: 'North Home', timezone: 'Europe/London' } };
const south: Recorded = { type: 'LocationCreated', data: { ...org, locationId: 'l2', name: 'South Home', timezone: null } };
const night: Recorded = aShiftTypeCreated('7', 's1');
const nightAtNorth: Recorded = { type: 'ShiftTypeLocationSet', data: { ...org, shiftTypeId: 's1', locationId: 'l1' } };
const create = (name: string, timezone: string | null = null) =>
  ({ type: 'CreateLocation', ...org, locationId: 'l9', fields: { name, timezone } }) as const;

describe('creating a location', () => {
  it('records it with its time zone', () => {
    given(locationDecider)
      .when(create('Ward 3', 'Europe/Berlin'))
      .then([{ type: 'LocationCreated', data: { ...org, locationId: 'l9', name: 'Ward 3', timezone: 'Europe/Berlin' } }]);
  });

  it.each(['NORTH HOME', 'North\u200b Home', 'N\u043erth Home'])('refuses %j: a name another location has, as names compare', (name) => {
    given(locationDecider, [north])
      .when(create(name))
      .thenFails('conflict', `A location named "${name}" already exists in this organization`);
  });
});

describe('changing a location', () => {
  it('records only what changed, and nothing when nothing did', () => {
    given(locationDecider, [north])
      .when({ type: 'UpdateLocation', ...org, locationId: 'l1', changes: { name: 'North Home', timezone: null } })
      .then([{ type: 'LocationUpdated', data: { ...org, locationId: 'l1', changes: { timezone: null } } }]);
    given(locationDecider, [north])
      .when({ type: 'UpdateLocation', ...org, locationId: 'l1', changes: { name: 'North Home' } })
      .then([]);
  });

  it('refuses the name of another location and an unknown location', () => {
    given(locationDecider, [north, south])
      .when({ type: 'UpdateLocation', ...org, locationId: 'l2', changes: { name: 'north home' } })
      .thenFails('conflict', 'A location named "north home" already exists in this organization');
    given(locationDecider)
      .when({ type: 'UpdateLocation', ...org, locationId: 'l1', changes: { name: 'X' } })
      .thenFails('not_found', 'Location not found');
  });
});

describe('deleting a location', () => {
  it('refuses while a shift type belongs to it, naming the shift type', () => {
    given(locationDecider, [north, night, nightAtNorth])
      .when({ type: 'DeleteLocation', ...org, locationId: 'l1' })
      .thenFails('conflict', 'The location is used by shift types: Night');
  });

  it('deletes it once no shift type belongs to it, and members no longer list it', () => {
    const moved: Recorded = { type: 'ShiftTypeLocationSet', data: { ...org, shiftTypeId: 's1', locationId: null } };
    const deleted: Recorded = { type: 'LocationDeleted', data: { ...org, locationId: 'l1', name: 'North Home' } };
    given(locationDecider, [north, night, nightAtNorth, moved])
      .when({ type: 'DeleteLocation', ...org, locationId: 'l1' })
      .then([deleted]);
    const works: Recorded = { type: 'MemberLocationsSet', data: { ...org, memberId: 'm1', locationIds: ['l1', 'l2'] } };
    given(locationDecider, [north, south, works, deleted])
      .when({ type: 'SetMemberLocations', ...org, memberId: 'm1', locationIds: ['l2'] })
      .then([]);
  });
});

describe('where a member works', () => {
  it('records the whole list, nothing when it is the same', () => {
    const set: LocationCommand = { type: 'SetMemberLocations', ...org, memberId: 'm1', locationIds: ['l1', 'l2'] };
    given(locationDecider, [north, south])
      .when(set)
      .then([{ type: 'MemberLocationsSet', data: { ...org, memberId: 'm1', locationIds: ['l1', 'l2'] } }]);
    given(locationDecider, [north, south, { type: 'MemberLocationsSet', data: { ...org, memberId: 'm1', locationIds: ['l1', 'l2'] } }])
      .when(set)
      .then([]);
  });

  it('refuses a location the organization does not have', () => {
    given(locationDecider, [north])
      .when({ type: 'SetMemberLocations', ...org, memberId: 'm1', locationIds: ['l1', 'l8'] })
      .thenFails('validation', 'location_ids: Unknown locations: l8');
  });
});

describe('a shift type at a location', () => {
  const fields = { name: 'Day', start_time: '07:00', duration_hours: 8, is_active: true, position_labels: {} };

  it('records the location with the new shift type, and a move to another or to none', () => {
    given(shiftTypeDecider, [north])
      .when({ type: 'CreateShiftType', ...org, shiftTypeId: 's2', fields, locationId: 'l1' })
      .then([
        {
          type: 'ShiftTypeCreated',
          data: {
            ...org,
            shiftTypeId: 's2',
            name: 'Day',
            startTime: '07:00',
            durationHours: 8,
            isActive: true,
            positionLabels: {},
            requirements: [],
          },
        },
        { type: 'ShiftTypeLocationSet', data: { ...org, shiftTypeId: 's2', locationId: 'l1' } },
      ]);
    given(shiftTypeDecider, [north, south, night, nightAtNorth])
      .when({ type: 'UpdateShiftType', ...org, shiftTypeId: 's1', changes: {}, locationId: 'l2' })
      .then([{ type: 'ShiftTypeLocationSet', data: { ...org, shiftTypeId: 's1', locationId: 'l2' } }]);
    given(shiftTypeDecider, [north, night, nightAtNorth])
      .when({ type: 'UpdateShiftType', ...org, shiftTypeId: 's1', changes: {}, locationId: 'l1' })
      .then([]);
  });

  it('refuses a location the organization does not have', () => {
    given(shiftTypeDecider, [night])
      .when({ type: 'UpdateShiftType', ...org, shiftTypeId: 's1', changes: {}, locationId: 'l1' })
      .thenFails('validation', 'location_id: Location not found');
  });
});
