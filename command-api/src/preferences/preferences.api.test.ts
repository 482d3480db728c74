import { PREFERENCES_TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { bosPreferences, DEFAULTS } from '@rostra/cli/testing/preferences';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

// Reading one's preferences before any save and the admin's table of everyone's are specified in
// query-api/src/preferences/preferences.api.test.ts.
const w = schedulingWorld();
const { path, refused, head } = w;

/** An admin baseline for Cy: two days in a row at least. */
const cysBaseline = () => w.ada.post(path(`/admin/employees/${w.cy.memberId}/preferences`), { min_consecutive_days: 2 });

describe("an employee's own preferences", () => {
  it('saves with POST and PUT, keeps what a save leaves out, and reads it back', async () => {
    const { saved, updated } = await bosPreferences(w);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: `${w.bo.memberId}:employee_requested`,
      is_active: true,
      shift_preferences: { s1: 4, s2: 2 },
      max_consecutive_days: 5,
      reason: 'Evenings suit me',
      effective_from: new Date().toISOString().slice(0, 10),
      message: PREFERENCES_TEXT.saved,
    });
    expect(updated.status).toBe(200);
    const { message: _message, ...record } = updated.body;
    expect((await w.bo.get(path('/my-preferences'))).body).toEqual(record);
    expect(record).toMatchObject({
      shift_preferences: { s1: 4 },
      disallowed_shift_types: ['s2'],
      max_consecutive_days: 5,
      reason: 'Evenings suit me',
      available_weekdays: { 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: false },
    });
  });

  it('answers the summary with both sets, the admin-set one at its defaults', async () => {
    await bosPreferences(w);
    const { body } = await w.bo.get(path('/my-preferences-summary'));
    expect(body.employee_requested).toMatchObject({ is_active: true, shift_preferences: { s1: 4 }, preference_set: 'employee_requested' });
    expect(body.admin_set).toEqual({
      id: null,
      member_id: w.bo.memberId,
      preference_set: 'admin_set',
      is_active: false,
      ...DEFAULTS,
      updated_at: null,
      effective_from: null,
      allow_admin_edits: true,
    });
  });

  it.each([
    [{ shift_preferences: { s1: 32 } }, 'shift_preferences.s1: Must be a whole number between 0 and 31'],
    [{ shift_preferences: { s1: -1 } }, 'shift_preferences.s1: Must be a whole number between 0 and 31'],
    [{ min_consecutive_days: 0 }, 'min_consecutive_days: Must be a whole number between 1 and 7'],
    [{ min_consecutive_days: 8 }, 'min_consecutive_days: Must be a whole number between 1 and 7'],
    [{ max_consecutive_days: 15 }, 'max_consecutive_days: Must be a whole number between 1 and 14'],
    [{ min_consecutive_days_off: 8 }, 'min_consecutive_days_off: Must be a whole number between 1 and 7'],
    [{ min_consecutive_days: 6, max_consecutive_days: 5 }, PREFERENCES_TEXT.maxBelowMin(6)],
    [{}, PREFERENCES_TEXT.noChanges],
  ])('refuses %j with its text, appending nothing', async (body, detail) => {
    await refused(() => w.bo.post(path('/my-preferences'), body), 400, detail);
  });

  it('refuses a save that changes nothing, appending nothing', async () => {
    await bosPreferences(w);
    await refused(() => w.bo.post(path('/my-preferences'), { max_consecutive_days: 5 }), 400, PREFERENCES_TEXT.noChanges);
  });

  it('keeps a history of changes, newest first, showing who changed what and on whose behalf', async () => {
    await bosPreferences(w);
    await w.ada.post(path(`/employees/${w.bo.memberId}/preferences`), { reason: 'Agreed with Ada' });
    const { history } = (await w.ada.get(path(`/employees/${w.bo.memberId}/preferences/history`))).body;
    expect(history.map((entry: { changes: object }) => Object.keys(entry.changes))).toEqual([
      ['reason'],
      ['shift_preferences', 'disallowed_shift_types', 'available_weekdays'],
      ['shift_preferences', 'max_consecutive_days', 'reason'],
    ]);
    expect(history[0]).toMatchObject({
      change: 'preferences',
      preference_set: 'employee_requested',
      by: 'admin',
      on_behalf: true,
      changed_by_email: w.ada.email,
      changed_by_name: 'Ada',
      changes: { reason: { from: 'Evenings suit me', to: 'Agreed with Ada' } },
    });
    expect(history[2]).toMatchObject({
      by: 'employee',
      on_behalf: false,
      changed_by_name: 'Berg',
      changes: { max_consecutive_days: { from: 7, to: 5 } },
    });
    expect((await w.bo.get(path('/my-preferences/history'))).body.history).toEqual(history);
  });

  it('refuses preferences to a member who is not an employee', async () => {
    await refused(() => w.dee.post(path('/my-preferences'), { reason: 'x' }), 403, PREFERENCES_TEXT.onlyEmployees);
    await refused(
      () => w.dee.put(path('/my-preferences/allow-admin-edits'), { allow_admin_edits: false }),
      403,
      PREFERENCES_TEXT.onlyEmployees,
    );
  });
});

describe('admin edits and their protection', () => {
  it('sets the admin baseline of an employee without touching what they requested', async () => {
    const saved = await w.ada.post(path(`/admin/employees/${w.cy.memberId}/preferences`), {
      shift_preferences: { s1: 10 },
      min_consecutive_days: 2,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ preference_set: 'admin_set', shift_preferences: { s1: 10 }, min_consecutive_days: 2 });
    const summary = (await w.ada.get(path(`/employees/${w.cy.memberId}/preferences-summary`))).body;
    expect(summary.admin_set).toMatchObject({ is_active: true, shift_preferences: { s1: 10 } });
    expect(summary.employee_requested).toMatchObject({ is_active: false });
    expect((await w.cy.get(path('/my-preferences-summary'))).body).toEqual(summary);
  });

  it("edits the employee's requested set while they allow it", async () => {
    const saved = await w.ada.put(path(`/admin/employees/${w.cy.memberId}/employee-requested-preferences`), {
      shift_preferences: { s1: 3 },
    });
    expect(saved.status).toBe(200);
    expect((await w.ada.get(path(`/employees/${w.cy.memberId}/preferences`))).body).toMatchObject({
      preference_set: 'employee_requested',
      shift_preferences: { s1: 3 },
    });
  });

  it('refuses edits of the requested set once the employee forbids them, but not of the baseline', async () => {
    const toggled = await w.cy.put(path('/my-preferences/allow-admin-edits'), { allow_admin_edits: false });
    expect(toggled.body).toEqual({ member_id: w.cy.memberId, allow_admin_edits: false });
    await refused(
      () => w.ada.put(path(`/admin/employees/${w.cy.memberId}/employee-requested-preferences`), { shift_preferences: { s1: 5 } }),
      403,
      PREFERENCES_TEXT.adminEditsNotAllowed,
    );
    await refused(
      () => w.ada.post(path(`/employees/${w.cy.memberId}/preferences`), { shift_preferences: { s1: 5 } }),
      403,
      PREFERENCES_TEXT.adminEditsNotAllowed,
    );
    expect((await w.ada.post(path(`/admin/employees/${w.cy.memberId}/preferences`), { shift_preferences: { s1: 11 } })).status).toBe(200);
    expect((await w.cy.post(path('/my-preferences'), { shift_preferences: { s1: 5 } })).status).toBe(200);
    expect((await w.ada.get(path(`/employees/${w.cy.memberId}/preferences-summary`))).body.employee_requested.allow_admin_edits).toBe(
      false,
    );
    const before = await head();
    expect((await w.cy.put(path('/my-preferences/allow-admin-edits'), { allow_admin_edits: false })).status).toBe(200);
    expect(await head()).toBe(before);
    expect((await w.cy.put(path('/my-preferences/allow-admin-edits'), { allow_admin_edits: true })).body.allow_admin_edits).toBe(true);
  });

  it('refuses a toggle that is not a boolean', async () => {
    await refused(
      () => w.cy.put(path('/my-preferences/allow-admin-edits'), { allow_admin_edits: 'no' }),
      400,
      'allow_admin_edits: Must be true or false',
    );
  });

  it('names employees by member id or user id, and finds no one else', async () => {
    expect((await w.ada.get(path(`/employees/${w.bo.id}/preferences`))).body.member_id).toBe(w.bo.memberId);
    await refused(
      () => w.ada.post(path(`/admin/employees/${w.dee.memberId}/preferences`), { reason: 'x' }),
      404,
      PREFERENCES_TEXT.employeeNotFound,
    );
    await refused(() => w.ada.post(path('/admin/employees/nobody/preferences'), { reason: 'x' }), 404, PREFERENCES_TEXT.employeeNotFound);
    expect((await w.ada.get(path('/employees/nobody/preferences'))).status).toBe(404);
  });

  it('keeps employees to their own preferences', async () => {
    for (const call of [
      () => w.bo.get(path(`/employees/${w.cy.memberId}/preferences`)),
      () => w.bo.get(path(`/employees/${w.cy.memberId}/preferences-summary`)),
      () => w.bo.get(path(`/employees/${w.cy.memberId}/preferences/history`)),
      () => w.bo.get(path('/employees/preferences')),
    ]) {
      expect((await call()).status).toBe(403);
    }
    for (const call of [
      () => w.bo.post(path(`/employees/${w.cy.memberId}/preferences`), { reason: 'mine now' }),
      () => w.bo.post(path(`/admin/employees/${w.cy.memberId}/preferences`), { reason: 'mine now' }),
      () => w.bo.put(path(`/admin/employees/${w.cy.memberId}/employee-requested-preferences`), { reason: 'mine now' }),
      () =>
        w.bo.post(path('/admin/employees/preferences/batch'), { updates: [{ member_id: w.cy.memberId, preferences: { reason: 'x' } }] }),
    ]) {
      await refused(call, 403, 'Only administrators of this organization can do this');
    }
  });
});

describe('saving many admin baselines at once', () => {
  const batch = (updates: unknown) => w.ada.post(path('/admin/employees/preferences/batch'), { updates });

  it('saves every changed row and leaves unchanged rows alone', async () => {
    await cysBaseline();
    const response = await batch([
      { member_id: w.bo.memberId, preferences: { min_consecutive_days_off: 2 } },
      { member_id: w.cy.memberId, preferences: { min_consecutive_days: 2 } },
      { member_id: w.adaMemberId, preferences: { available_weekdays: { 0: false } } },
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: "2 employees' preferences updated",
      updated: 2,
      results: [
        { member_id: w.bo.memberId, status: 'updated' },
        { member_id: w.cy.memberId, status: 'unchanged' },
        { member_id: w.adaMemberId, status: 'updated' },
      ],
    });
    expect((await w.ada.get(path(`/employees/${w.bo.memberId}/preferences-summary`))).body.admin_set.min_consecutive_days_off).toBe(2);
  });

  it("says one employee's preferences in the singular", async () => {
    const response = await batch([{ member_id: w.bo.memberId, preferences: { min_consecutive_days: 3 } }]);
    expect(response.body).toMatchObject({ message: "1 employee's preferences updated", updated: 1 });
  });

  it('saves nothing when any row is invalid, and names each problem', async () => {
    const before = await head();
    const response = await batch([
      { member_id: w.bo.memberId, preferences: { min_consecutive_days_off: 3 } },
      { member_id: w.cy.memberId, preferences: { max_consecutive_days: 20 } },
      { member_id: w.dee.memberId, preferences: { reason: 'x' } },
      { member_id: w.bo.memberId, preferences: { reason: 'again' } },
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: PREFERENCES_TEXT.invalidRows(3, 4),
      errors: [
        { index: 1, member_id: w.cy.memberId, detail: 'max_consecutive_days: Must be a whole number between 1 and 14' },
        { index: 2, member_id: w.dee.memberId, detail: PREFERENCES_TEXT.employeeNotFound },
        { index: 3, member_id: w.bo.memberId, detail: PREFERENCES_TEXT.duplicateRow },
      ],
    });
    expect(await head()).toBe(before);
  });

  it('refuses a batch with nothing valid, and one that changes nothing', async () => {
    await cysBaseline();
    await refused(() => batch([]), 400, PREFERENCES_TEXT.noValidPreferences);
    await refused(() => w.ada.post(path('/admin/employees/preferences/batch'), {}), 400, `updates: ${PREFERENCES_TEXT.noValidPreferences}`);
    await refused(() => batch([{ member_id: 'nobody', preferences: { reason: 'x' } }]), 400, PREFERENCES_TEXT.noValidPreferences);
    await refused(() => batch([{ member_id: w.cy.memberId, preferences: { min_consecutive_days: 2 } }]), 400, PREFERENCES_TEXT.noChanges);
  });
});
