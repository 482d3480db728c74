import type { ShiftRequirement, ShiftTypeEvent, ShiftTypeFields } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { shiftTypeDecider } from './decide.ts';

const target = { organizationId: '7', shiftTypeId: 's1' } as const;
const fields: ShiftTypeFields = {
  name: 'Night',
  start_time: '22:00',
  duration_hours: 8,
  is_active: true,
  position_labels: { '1': 'Lead' },
};
const needs: ShiftRequirement[] = [{ day_of_week: null, employees_needed: 2 }];
// The same, as events record them.
const recorded = { name: 'Night', startTime: '22:00', durationHours: 8, isActive: true, positionLabels: { '1': 'Lead' } };
const recordedNeeds = [{ dayOfWeek: null, employeesNeeded: 2 }];
const created: ShiftTypeEvent = { type: 'ShiftTypeCreated', data: { ...target, ...recorded, requirements: recordedNeeds } };
const create = (overrides: Partial<ShiftTypeFields> = {}, shiftTypeId = 's2') =>
  ({ type: 'CreateShiftType', organizationId: '7', shiftTypeId, fields: { ...fields, name: 'Day', ...overrides } }) as const;
const update = (changes: Partial<ShiftTypeFields>, requirements?: typeof needs) =>
  ({ type: 'UpdateShiftType', ...target, changes, requirements }) as const;
const setNeeds = (requirements: typeof needs) => ({ type: 'SetShiftRequirements', ...target, requirements }) as const;
const deleted: ShiftTypeEvent = { type: 'ShiftTypeDeleted', data: { ...target, name: 'Night' } };

describe('creating a shift type', () => {
  it('records it with its requirements, none when not given', () => {
    given(shiftTypeDecider)
      .when({ ...create(), shiftTypeId: 's1', requirements: needs })
      .then([{ type: 'ShiftTypeCreated', data: { ...target, ...recorded, name: 'Day', requirements: recordedNeeds } }]);
    given(shiftTypeDecider)
      .when(create())
      .then([{ type: 'ShiftTypeCreated', data: { organizationId: '7', shiftTypeId: 's2', ...recorded, name: 'Day', requirements: [] } }]);
  });

  it.each(['NIGHT', 'Night\u200b', '\uff2e\uff49\uff47\uff48\uff54', 'N\u0456ght'])(
    'refuses %j: a name the organization already uses, as names compare',
    (name) => {
      given(shiftTypeDecider, [created])
        .when(create({ name }))
        .thenFails('conflict', `A shift type named "${name}" already exists in this organization`);
    },
  );

  it('frees the name of a deleted shift type', () => {
    given(shiftTypeDecider, [created, deleted])
      .when(create({ name: 'Night' }))
      .then([{ type: 'ShiftTypeCreated', data: { organizationId: '7', shiftTypeId: 's2', ...recorded, requirements: [] } }]);
  });

  it('refuses a labelled position above the most employees any day needs', () => {
    const labels = { '1': 'Lead', '3': 'Runner' };
    given(shiftTypeDecider)
      .when({
        ...create({ position_labels: labels }),
        requirements: [
          { day_of_week: null, employees_needed: 1 },
          { day_of_week: 5, employees_needed: 2 },
        ],
      })
      .thenFails('validation', 'position_labels.3: Position must be a number between 1 and 2');
    given(shiftTypeDecider)
      .when({ ...create({ position_labels: labels }), requirements: [{ day_of_week: 1, employees_needed: 0 }] })
      .thenFails('validation', 'position_labels.1: No position can be labelled: this shift needs no employees');
  });

  it('checks labels only against 1–50 while no requirements are set', () => {
    given(shiftTypeDecider)
      .when(create({ position_labels: { '50': 'Last' } }))
      .then([
        {
          type: 'ShiftTypeCreated',
          data: { organizationId: '7', shiftTypeId: 's2', ...recorded, name: 'Day', positionLabels: { '50': 'Last' }, requirements: [] },
        },
      ]);
  });
});

describe('updating a shift type', () => {
  it('records only the fields that changed', () => {
    given(shiftTypeDecider, [created])
      .when(update({ name: 'Night', start_time: '23:00', is_active: false }))
      .then([{ type: 'ShiftTypeUpdated', data: { ...target, changes: { startTime: '23:00', isActive: false } } }]);
    given(shiftTypeDecider, [created])
      .when(update({ duration_hours: 8, position_labels: { '1': 'Lead' } }))
      .then([]);
  });

  it('may change the case of its own name, but not take another shift type’s', () => {
    given(shiftTypeDecider, [created])
      .when(update({ name: 'NIGHT' }))
      .then([{ type: 'ShiftTypeUpdated', data: { ...target, changes: { name: 'NIGHT' } } }]);
    const day: ShiftTypeEvent = { type: 'ShiftTypeCreated', data: { ...created.data, shiftTypeId: 's2', name: 'Day' } };
    given(shiftTypeDecider, [created, day])
      .when(update({ name: 'day' }))
      .thenFails('conflict', 'A shift type named "day" already exists in this organization');
  });

  it('raises the needs and labels the new position in one decision', () => {
    const more = [{ day_of_week: null, employees_needed: 3 }];
    given(shiftTypeDecider, [created])
      .when(update({ position_labels: { '1': 'Lead', '3': 'Runner' } }, more))
      .then([
        { type: 'ShiftTypeUpdated', data: { ...target, changes: { positionLabels: { '1': 'Lead', '3': 'Runner' } } } },
        { type: 'ShiftRequirementsSet', data: { ...target, requirements: [{ dayOfWeek: null, employeesNeeded: 3 }] } },
      ]);
    given(shiftTypeDecider, [created])
      .when(update({ position_labels: { '3': 'Runner' } }))
      .thenFails('validation', 'position_labels.3: Position must be a number between 1 and 2');
  });

  it('refuses an unknown or deleted shift type', () => {
    given(shiftTypeDecider)
      .when(update({ name: 'X' }))
      .thenFails('not_found', 'Shift type not found');
    given(shiftTypeDecider, [created, deleted])
      .when(update({ name: 'X' }))
      .thenFails('not_found', 'Shift type not found');
  });
});

describe('setting the requirements', () => {
  it('replaces the whole list', () => {
    const weekdays = [
      { day_of_week: null, employees_needed: 1 },
      { day_of_week: 6, employees_needed: 2 },
    ];
    given(shiftTypeDecider, [created])
      .when(setNeeds(weekdays))
      .then([
        {
          type: 'ShiftRequirementsSet',
          data: {
            ...target,
            requirements: [
              { dayOfWeek: null, employeesNeeded: 1 },
              { dayOfWeek: 6, employeesNeeded: 2 },
            ],
          },
        },
      ]);
    given(shiftTypeDecider, [created]).when(setNeeds(needs)).then([]);
    given(shiftTypeDecider, [created])
      .when(setNeeds([]))
      .then([{ type: 'ShiftRequirementsSet', data: { ...target, requirements: [] } }]);
  });

  it('refuses needs below a labelled position', () => {
    const labelled: ShiftTypeEvent = { type: 'ShiftTypeUpdated', data: { ...target, changes: { positionLabels: { '2': 'Second' } } } };
    given(shiftTypeDecider, [created, labelled])
      .when(setNeeds([{ day_of_week: null, employees_needed: 1 }]))
      .thenFails('validation', 'position_labels.2: Position must be a number between 1 and 1');
  });

  it('refuses an unknown shift type', () => {
    given(shiftTypeDecider).when(setNeeds(needs)).thenFails('not_found', 'Shift type not found');
  });
});

describe('deleting a shift type', () => {
  it('records its name for the audit trail, once', () => {
    given(shiftTypeDecider, [created])
      .when({ type: 'DeleteShiftType', ...target })
      .then([deleted]);
    given(shiftTypeDecider, [created, deleted])
      .when({ type: 'DeleteShiftType', ...target })
      .thenFails('not_found', 'Shift type not found');
  });
});
