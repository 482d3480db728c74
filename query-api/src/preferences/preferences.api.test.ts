import { describe, expect, it } from 'vitest';
import { bosPreferences, DEFAULTS } from '@rostra/cli/testing/preferences';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

const w = schedulingWorld();
const { path } = w;

describe('GET …/my-preferences', () => {
  it('reads every field with its default before anything was saved', async () => {
    const response = await w.cy.get(path('/my-preferences'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: null,
      member_id: w.cy.memberId,
      preference_set: 'employee_requested',
      is_active: false,
      ...DEFAULTS,
      updated_at: null,
      effective_from: null,
      allow_admin_edits: true,
    });
  });
});

describe("the admin's table of everyone's preferences", () => {
  it('has one row per schedulable employee, pending invitations included, named in the display format', async () => {
    await bosPreferences(w);
    await w.ada.post(path(`/employees/${w.bo.memberId}/preferences`), { reason: 'Agreed with Ada' });
    await w.ada.put(path('/settings'), { name_display_format: 'first_last' });
    const { body } = await w.ada.get(path('/employees/preferences'));
    expect(body.totals).toBeUndefined();
    expect(body.employees.map((row: { employee_name: string }) => row.employee_name)).toEqual(['Ada', 'Bo Berg', 'Cy Cole', 'Eve Ek']);
    const eve = body.employees.find((row: { member_id: string }) => row.member_id === w.pendingId);
    expect(eve).toMatchObject({
      edit_protected: false,
      allow_admin_edits: true,
      admin_set: { is_active: false },
      employee_requested: { is_active: false },
    });
    expect(body.employees.find((row: { member_id: string }) => row.member_id === w.bo.memberId)).toMatchObject({
      employee_name: 'Bo Berg',
      employee_requested: { shift_preferences: { s1: 4 }, reason: 'Agreed with Ada' },
    });
  });

  it('adds the totals per shift type: admin-set, the month requirement range and employee-requested', async () => {
    const early = (
      await w.ada.post(path('/shift-types'), {
        name: 'Early',
        start_time: '06:00',
        requirements: [{ day_of_week: null, employees_needed: 2 }],
      })
    ).body.id;
    const late = (
      await w.ada.post(path('/shift-types'), {
        name: 'Late',
        start_time: '14:00',
        requirements: [
          { day_of_week: 1, employees_needed: 1 },
          { day_of_week: 2, employees_needed: 2 },
        ],
      })
    ).body.id;
    await w.ada.post(path(`/admin/employees/${w.bo.memberId}/preferences`), { shift_preferences: { [early]: 8, [late]: 2 } });
    await w.ada.post(path(`/admin/employees/${w.pendingId}/preferences`), { shift_preferences: { [early]: 6 } });
    await w.bo.post(path('/my-preferences'), { shift_preferences: { [early]: 10 } });
    await w.bo.get(path('/my-preferences')); // Bo wrote last: his read waits for it, Ada's would not
    const { totals } = (await w.ada.get(path('/employees/preferences?include_totals=true'))).body;
    expect(totals).toEqual({
      by_shift_type: [
        {
          shift_type_id: early,
          shift_type_name: 'Early',
          admin_set_total: 14,
          monthly_requirement: { low: 60, high: 62 },
          employee_requested_total: 10,
        },
        {
          shift_type_id: late,
          shift_type_name: 'Late',
          admin_set_total: 2,
          monthly_requirement: { low: 12, high: 15 },
          employee_requested_total: 0,
        },
      ],
      overall: { admin_set_total: 16, monthly_requirement: { low: 72, high: 77 }, employee_requested_total: 10 },
      has_employee_requests: true,
    });
  });
});
