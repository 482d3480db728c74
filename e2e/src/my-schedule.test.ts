import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// An employee's side of scheduling: an admin sets up shift types with weekday needs in the
// browser; the employee states preferences (disallowing a shift type, weekly availability) and
// requests vacation, cancelling one; the month is generated through the API; the employee reads
// their own calendar with times and positions.

const j = journey();

async function addShiftType(
  page: Page,
  name: string,
  start: string,
  staffing: { needed: string; preset?: 'Weekdays' | 'Weekends' },
  label?: string,
) {
  await page.getByRole('button', { name: 'Add Shift Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shift Type' });
  await dialog.getByLabel('Shift name').fill(name);
  await dialog.getByLabel('Start time').fill(start);
  await dialog.getByLabel('Employees needed').fill(staffing.needed);
  if (staffing.preset) {
    await dialog.getByLabel('Different requirements per day of the week').check();
    await dialog.getByRole('button', { name: staffing.preset, exact: true }).click();
  }
  if (label) {
    await dialog.getByRole('button', { name: '+ Add Position Label' }).click();
    await dialog.getByLabel('Label text, label 1').fill(label);
  }
  await dialog.getByRole('button', { name: 'Create Shift Type' }).click();
  await page.getByText('Shift type created successfully').waitFor();
}

describe('my schedule', () => {
  it('an employee states preferences and vacation in the browser, then reads their generated month', async () => {
    const month = nextMonth();
    const { id, founder } = await foundOrganization(j, 'ada.admin@example.com', 'Harbor Clinic');
    for (const name of ['erin.employee', 'finn.field', 'gus.gray']) await joinAsNewUser(j, founder, id, `${name}@example.com`);

    // The admin sets up shift types on Organization Setup.
    const admin = await j.person();
    await signIn(admin, 'ada.admin@example.com');
    await admin.goto(`/organizations/${id}/setup`);
    await admin.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Harbor Clinic' }).waitFor();
    await admin.getByText('No shift types configured yet.').waitFor();
    await addShiftType(admin, 'Early', '07:00', { needed: '2', preset: 'Weekdays' }, 'Lead');
    await addShiftType(admin, 'Late', '15:00', { needed: '1' });
    // A duration off the half-hour grid is refused with the words of docs/product/validation.md#shift-types.
    await admin.getByRole('button', { name: 'Add Shift Type' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Shift Type' });
    await dialog.getByLabel('Duration (hours)').fill('7.25');
    await dialog.getByRole('button', { name: 'Create Shift Type' }).click();
    await dialog.getByRole('alert').getByText('Duration: Duration must be between 0.5 and 24 hours, in steps of 0.5').waitFor();
    await snap(admin, 'my-schedule-1-shift-type-rules');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const early = admin.getByRole('row').filter({ hasText: 'Early' });
    // Weekdays only: the average of the week, with one decimal (polled: the list refreshes after the toast).
    await expect
      .poll(async () => (await early.getByRole('cell').allInnerTexts()).join(' | '))
      .toMatch(/^Early \| 07:00 \| 8 hours \| ~1\.4\b.* \| Active \|/s);
    await snap(admin, 'my-schedule-2-setup');

    // The employee: an empty month first, then preferences.
    const erin = await j.person();
    await signIn(erin, 'erin.employee@example.com');
    await erin.waitForURL(`**/organizations/${id}/my-schedule`);
    await erin.goto(`/organizations/${id}/my-schedule?month=${month.param}`);
    await erin.getByRole('heading', { name: month.title }).waitFor();
    await erin.getByText('No shifts scheduled for this month.').waitFor();
    expect(await erin.title()).toBe('My Calendar · My Schedule · Harbor Clinic · Rostra');

    await erin.getByRole('tab', { name: 'My Preferences' }).click();
    await erin.waitForURL(/tab=preferences/);
    await erin.getByLabel('Early shifts I want per month').fill('12');
    await erin.getByLabel('I can work Late').uncheck();
    await expect.poll(() => erin.getByLabel('Late shifts I want per month').isDisabled()).toBe(true);
    await erin.getByLabel('Wednesday').uncheck();
    await erin.getByLabel('Maximum consecutive work days').fill('15');
    await erin.getByText('Must be a whole number between 1 and 14').waitFor();
    await erin.getByLabel('Maximum consecutive work days').fill('4');
    await erin.getByLabel('Reason').fill('Evening classes');
    await erin.getByRole('button', { name: 'Save Preferences' }).click();
    await erin.getByText('Preferences saved successfully!').waitFor();
    await erin.getByRole('switch', { name: 'Allow administrators to edit my preferences' }).click();
    await erin.getByText('Administrators can no longer edit your preferences').waitFor();
    await snap(erin, 'my-schedule-3-preferences');

    // Erin's browser wrote these; the founder's client has not seen its writes.
    await caughtUp(j);
    const saved = (await founder.get(`/organizations/${id}/employees/preferences`)).body.employees as {
      employee_name: string;
      employee_requested: Record<string, unknown>;
      edit_protected: boolean;
    }[];
    const mine = saved.find((row) => row.employee_requested.reason === 'Evening classes')!;
    expect(mine.edit_protected).toBe(true);
    expect(mine.employee_requested).toMatchObject({ max_consecutive_days: 4, available_weekdays: { 3: false } });
    expect(mine.employee_requested.disallowed_shift_types).toHaveLength(1);

    // Vacation: two requests, one cancelled.
    await erin.getByRole('tab', { name: 'Vacation Requests' }).click();
    await erin.getByText('No vacation requests found.').waitFor();
    for (const [start, end] of [
      ['08', '09'],
      ['22', '23'],
    ]) {
      await erin.getByRole('button', { name: '+ Add New Request' }).click();
      const form = erin.getByRole('form', { name: 'New vacation request' });
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await form.getByText('Start date and end date are required').waitFor();
      await form.getByLabel('Start date').fill(`${month.param}-${start}`);
      await form.getByLabel('End date').fill(`${month.param}-${end}`);
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await erin.getByText('Vacation request submitted successfully!').waitFor();
    }
    await expect.poll(() => erin.getByRole('checkbox').count()).toBe(2);
    await erin.getByRole('checkbox').last().check();
    await erin.getByRole('button', { name: 'Cancel Selected (1)' }).click();
    await erin.getByRole('alertdialog').getByText('Cancelling an approved request notifies your manager.').waitFor();
    await snap(erin, 'my-schedule-4-cancel-confirmation');
    await erin.getByRole('button', { name: 'Yes, cancel them' }).click();
    await erin.getByText('1 vacation request(s) cancelled successfully!').waitFor();
    await erin.getByRole('button', { name: 'Show Details' }).click();
    await snap(erin, 'my-schedule-5-vacation');

    // The month is generated through the API.
    const shiftTypes = (await founder.get(`/organizations/${id}/shift-types`)).body as { id: string; name: string }[];
    const generated = await founder.post('/schedule', { organization_id: id, year: month.year, month: month.month });
    expect(generated.body).toMatchObject({ success: true });
    // A generation is a draft: Erin sees it once it is published.
    expect((await founder.post(`/organizations/${id}/schedules/${month.year}/${month.month}/publish`, {})).status).toBe(200);

    // Erin's own calendar: her shifts with times and positions, and no Late shift (she disallowed it).
    await erin.getByRole('tab', { name: 'My Calendar' }).click();
    await expect.poll(() => erin.locator('.shift-chip').count()).toBeGreaterThan(0);
    const chips = await erin.locator('.shift-chip').allInnerTexts();
    expect(chips.every((text) => /Early/.test(text) && /07:00–15:00 · Position [12]/.test(text))).toBe(true);
    // Nor on Wednesdays, which she is not available on.
    expect(await erin.locator('.cal-grid tbody td:nth-child(4) .shift-chip').count()).toBe(0);
    await snap(erin, 'my-schedule-6-calendar');

    // An admin requirement appears beside what she wants, with the comparison arrow.
    const erinId = (await founder.get(`/organizations/${id}/members`)).body.members.find(
      (m: { email: string }) => m.email === 'erin.employee@example.com',
    ).id;
    const earlyId = shiftTypes.find((s) => s.name === 'Early')!.id;
    expect(
      (await founder.post(`/organizations/${id}/admin/employees/${erinId}/preferences`, { shift_preferences: { [earlyId]: 8 } })).status,
    ).toBe(200);
    await founder.get(`/organizations/${id}/employees/${erinId}/preferences-summary`); // the last writer reads: the phone's first reads wait for nothing

    const phone = await j.person({ width: 390, colorScheme: 'dark' });
    await signIn(phone, 'erin.employee@example.com');
    await phone.goto(`/organizations/${id}/my-schedule?month=${month.param}`);
    await expect.poll(() => phone.locator('.shift-chip').count()).toBeGreaterThan(0);
    await snap(phone, 'my-schedule-7-calendar-390-dark');
    await phone.goto(`/organizations/${id}/my-schedule?tab=preferences`);
    await phone.getByText('You want more than the admin requirement').waitFor();
    await snap(phone, 'my-schedule-8-preferences-390-dark');

    // Organization Setup is open to her, read-only: no Add, Edit and Delete disabled.
    await phone.goto(`/organizations/${id}/setup`);
    await phone.getByRole('button', { name: 'Edit Early' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Add Shift Type' }).count()).toBe(0);
    expect(await phone.getByRole('button', { name: 'Edit Early' }).isDisabled()).toBe(true);
    expect(await phone.getByRole('button', { name: 'Delete Late' }).isDisabled()).toBe(true);
    await snap(phone, 'my-schedule-9-setup-read-only-390-dark');

    // The admin edits on a phone: the day-by-day needs and the label come back as saved.
    const adminPhone = await j.person({ width: 390, colorScheme: 'dark' });
    await signIn(adminPhone, 'ada.admin@example.com');
    await adminPhone.goto(`/organizations/${id}/org-admin`);
    await adminPhone.getByRole('button', { name: 'Edit Early' }).click();
    const edit = adminPhone.getByRole('dialog', { name: 'Edit Shift Type' });
    expect(await edit.getByLabel('Monday').inputValue()).toBe('2');
    expect(await edit.getByLabel('Sunday').inputValue()).toBe('0');
    expect(await edit.getByLabel('Label text, label 1').inputValue()).toBe('Lead');
    await snap(adminPhone, 'my-schedule-10-edit-shift-type-390-dark');
    await edit.getByLabel('Saturday').fill('1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await adminPhone.getByText('Shift type updated successfully').waitFor();
    await adminPhone.getByRole('button', { name: 'Delete Late' }).click();
    await adminPhone
      .getByRole('alertdialog')
      .getByText('Are you sure you want to delete this shift type? This action cannot be undone.')
      .waitFor();
    await adminPhone.getByRole('button', { name: 'Delete', exact: true }).click();
    await adminPhone.getByText('Shift type deleted successfully').waitFor();
    await expect.poll(() => adminPhone.getByLabel('Shift type counts').innerText()).toMatch(/Total\s+1/);
    await snap(adminPhone, 'my-schedule-11-shift-types-390-dark');
  });
});
