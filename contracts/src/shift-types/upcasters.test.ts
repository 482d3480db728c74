import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

const target = { organizationId: '7', shiftTypeId: 's1' };

describe('shift type events of version 1', () => {
  it('ShiftTypeCreated reads its fields and requirements in camelCase', () => {
    const v1 = {
      ...target,
      name: 'Night',
      start_time: '22:00',
      duration_hours: 8,
      is_active: true,
      position_labels: { '1': 'Lead' },
      requirements: [
        { day_of_week: null, employees_needed: 2 },
        { day_of_week: 0, employees_needed: 1 },
      ],
    };
    expectUpcast('ShiftTypeCreated', 1, v1, 2, {
      ...target,
      name: 'Night',
      startTime: '22:00',
      durationHours: 8,
      isActive: true,
      positionLabels: { '1': 'Lead' },
      requirements: [
        { dayOfWeek: null, employeesNeeded: 2 },
        { dayOfWeek: 0, employeesNeeded: 1 },
      ],
    });
  });

  it('ShiftTypeUpdated reads the changed fields in camelCase, and only those', () => {
    expectUpcast('ShiftTypeUpdated', 1, { ...target, changes: { duration_hours: 7.5, position_labels: {} } }, 2, {
      ...target,
      changes: { durationHours: 7.5, positionLabels: {} },
    });
  });

  it('ShiftRequirementsSet reads the requirements in camelCase', () => {
    expectUpcast('ShiftRequirementsSet', 1, { ...target, requirements: [{ day_of_week: 6, employees_needed: 3 }] }, 2, {
      ...target,
      requirements: [{ dayOfWeek: 6, employeesNeeded: 3 }],
    });
  });
});
