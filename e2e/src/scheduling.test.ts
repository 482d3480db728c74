import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// The administrator's side of scheduling: shift types with weekday needs in the browser, the
// employees' wishes and vacation requests through the API, then in the browser: vacation review,
// a together and an apart rule, a batch edit of preferences, generating the month and reading it
// with its coverage, its analytics, and clearing it.

const j = journey();

async function addShiftType(admin: Page, name: string, start: string, weekdays: Record<string, string>): Promise<void> {
  await admin.getByRole('button', { name: 'Add Shift Type' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Shift Type' });
  await dialog.getByLabel('Shift name').fill(name);
  await dialog.getByLabel('Start time').fill(start);
  await dialog.getByLabel('Different requirements per day of the week').check();
  for (const [weekday, count] of Object.entries(weekdays)) await dialog.getByLabel(weekday, { exact: true }).fill(count);
  await dialog.getByRole('button', { name: 'Create Shift Type' }).click();
  await admin.getByText('Shift type created successfully').waitFor();
}

async function pickEmployees(admin: Page, names: string[]): Promise<void> {
  const dialog = admin.getByRole('dialog', { name: 'Add Preference' });
  await dialog.getByRole('button', { name: /^Employees/ }).click();
  for (const name of names) {
    await admin.getByLabel('Search employees').fill(name);
    await admin.getByRole('group', { name: 'Employees' }).getByLabel(new RegExp(name, 'i')).check();
  }
  await admin.keyboard.press('Escape');
}

describe('scheduling a month', () => {
  it('reviews vacation, sets rules and preferences, generates and reads the month and its analytics, and clears it', async () => {
    const month = nextMonth();
    const { id, founder } = await foundOrganization(j, 'ada.admin@example.com', 'Harbor Clinic');
    const names = ['bo.berg', 'cy.cole', 'di.dahl', 'ed.eng', 'flo.fox'];
    const people = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await joinAsNewUser(j, founder, id, `${name}@example.com`)] as const)),
    );

    const admin = await j.person();
    await signIn(admin, 'ada.admin@example.com');

    // 1. Shift types with weekday requirements, on the Shift Requirements tab.
    await admin.goto(`/organizations/${id}/org-admin`);
    await addShiftType(admin, 'Day', '07:00', {
      Sunday: '1',
      Monday: '2',
      Tuesday: '2',
      Wednesday: '2',
      Thursday: '2',
      Friday: '2',
      Saturday: '1',
    });
    await addShiftType(admin, 'Night', '22:00', {
      Sunday: '1',
      Monday: '1',
      Tuesday: '1',
      Wednesday: '1',
      Thursday: '1',
      Friday: '1',
      Saturday: '1',
    });
    // More than there are people on Fridays: the estimate says Impossible, the month has short shifts.
    await addShiftType(admin, 'Evening', '18:00', { Friday: '7' });
    await snap(admin, 'scheduling-1-shift-types');

    // 2. Employees state wishes and request vacation (their screens have their own journey).
    await caughtUp(j); // the browser created the shift types; the founder's client has not seen its writes
    const shiftTypes = (await founder.get(`/organizations/${id}/shift-types`)).body as { id: string; name: string }[];
    const dayId = shiftTypes.find((t) => t.name === 'Day')!.id;
    expect((await people['bo.berg']!.put(`/organizations/${id}/my-preferences`, { shift_preferences: { [dayId]: 12 } })).status).toBe(200);
    expect(
      (await people['flo.fox']!.put(`/organizations/${id}/my-preferences/allow-admin-edits`, { allow_admin_edits: false })).status,
    ).toBe(200);
    const vacation = (who: string, from: number, to: number) =>
      people[who]!.post(`/organizations/${id}/my-vacation-requests`, {
        start_date: `${month.param}-${from}`,
        end_date: `${month.param}-${to}`,
        request_notes: 'Family visit',
      });
    expect((await vacation('bo.berg', 10, 12)).status).toBe(201);
    expect((await vacation('cy.cole', 20, 21)).status).toBe(201);
    await people['cy.cole']!.get(`/organizations/${id}/my-vacation-requests`); // the last writer reads: the page's first reads wait for nothing

    // 3. Vacation review: approve Berg's, reject Cole's.
    await admin.goto(`/organizations/${id}/org-schedule?tab=vacation-requests`);
    await admin.getByRole('tab', { name: 'Vacation Requests', selected: true }).waitFor();
    expect(await admin.title()).toBe('Vacation Requests · Org Schedule · Harbor Clinic · Rostra');
    await admin.getByLabel(/^Select berg/).check();
    await admin.getByRole('button', { name: 'Actions ▾' }).click();
    await admin.getByRole('menuitem', { name: 'Approve Selected' }).click();
    await admin.getByRole('alertdialog', { name: 'Approve vacation requests' }).getByRole('button', { name: 'Approve 1' }).click();
    await admin.getByText('1 vacation request approved successfully!').waitFor();
    await admin.getByLabel(/^Select cole/).check();
    await admin.getByRole('button', { name: 'Actions ▾' }).click();
    await admin.getByRole('menuitem', { name: 'Reject Selected' }).click();
    await admin.getByRole('alertdialog', { name: 'Reject vacation requests' }).getByRole('button', { name: 'Reject 1' }).click();
    await admin.getByText('1 vacation request rejected successfully!').waitFor();
    await admin.getByRole('button', { name: 'Actions ▾' }).click();
    await admin.getByRole('menuitem', { name: 'Show Details' }).click();
    await admin.getByRole('columnheader', { name: 'Reviewer' }).waitFor();
    await snap(admin, 'scheduling-2-vacation-reviewed');

    // 4. A together rule and an apart rule.
    await admin.getByRole('tab', { name: 'Collab Preferences' }).click();
    await expect.poll(() => admin.url()).toContain('tab=collab-preferences');
    await admin.getByRole('button', { name: 'Add Preference' }).click();
    await admin.getByRole('dialog', { name: 'Add Preference' }).getByRole('button', { name: 'Create Preference' }).click();
    await admin.getByText('Please select at least 2 employees').waitFor();
    await pickEmployees(admin, ['berg', 'cole']);
    await snap(admin, 'scheduling-3-add-preference');
    await admin.getByRole('dialog', { name: 'Add Preference' }).getByRole('button', { name: 'Create Preference' }).click();
    await admin.getByText('Collaboration created successfully').waitFor();
    await admin.getByRole('button', { name: 'Add Preference' }).click();
    await admin.getByRole('dialog', { name: 'Add Preference' }).getByLabel('Type').selectOption('avoid_together');
    await pickEmployees(admin, ['dahl', 'eng']);
    await admin.getByRole('dialog', { name: 'Add Preference' }).getByRole('button', { name: 'Create Preference' }).click();
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Schedule Separately' }).locator('xpath=ancestor::section[1]').textContent())
      .toContain('dahl, eng');
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Schedule Together' }).locator('xpath=ancestor::section[1]').textContent())
      .toContain('berg, cole');
    await snap(admin, 'scheduling-4-collaborations');

    // 5. Batch edit of the admin-set preferences.
    await admin.getByRole('tab', { name: 'Shift Preferences' }).click();
    await admin.getByLabel('dahl: Day shifts per month').fill('10');
    await admin.getByLabel('eng: Night available').uncheck();
    await admin.getByLabel('eng: available on Sunday').uncheck();
    await expect.poll(() => admin.locator('tr.row-changed').count()).toBe(2);
    await admin.getByRole('button', { name: 'Show Employee Requested for berg' }).click();
    await admin.getByText('Day: 12 (wants more)').waitFor();
    await expect.poll(() => admin.getByText('Edit Protected', { exact: false }).count()).toBeGreaterThan(0);
    await snap(admin, 'scheduling-5-preferences-edited');
    await admin.getByRole('button', { name: 'Update 2 Changed' }).click();
    await admin.getByRole('button', { name: 'Update 0 Changed' }).waitFor();
    await expect.poll(() => admin.getByLabel('dahl: Day shifts per month').inputValue()).toBe('10');
    await expect.poll(() => admin.getByLabel('eng: Night shifts per month').isDisabled()).toBe(true);

    // 6. Generate the month and read it.
    await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
    await admin.getByRole('heading', { name: month.title }).waitFor();
    expect(await admin.title()).toBe('Calendar · Org Schedule · Harbor Clinic · Rostra');
    await admin.getByText('No shifts scheduled for this month.').waitFor();
    await admin.getByRole('button', { name: 'Generate Schedule' }).click();
    const generate = admin.getByRole('dialog', { name: 'Generate Schedule' });
    await generate.getByText('Estimated complexity: Impossible').waitFor();
    await generate
      .getByText('Up to 10 employees are needed on one day, but only 6 can be scheduled: some shifts will stay understaffed.')
      .waitFor();
    await snap(admin, 'scheduling-6-generate-modal');
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await generate.getByText(/Schedule generated successfully with (optimal|feasible) solution/).waitFor({ timeout: 60_000 });
    await generate.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => admin.locator('.shift-chip').count()).toBeGreaterThan(40);
    expect(await admin.locator('.shift-chip[data-band="dawn"]').count()).toBeGreaterThan(0);
    expect(await admin.locator('.shift-chip[data-band="night"]').count()).toBeGreaterThan(0);
    const covered = await admin.locator('.shift-chip.coverage-fully-staffed').count();
    const short = await admin.locator('.shift-chip.coverage-partially-staffed, .shift-chip.coverage-understaffed').count();
    expect(covered + short).toBe(await admin.locator('.shift-chip').count());
    expect(short).toBeGreaterThanOrEqual(4); // every Friday's Evening
    await admin.getByRole('button', { name: 'Expand Details' }).click();
    await expect.poll(() => admin.getByRole('list', { name: 'Reasons' }).count()).toBeGreaterThan(0);
    await snap(admin, 'scheduling-7-calendar');
    // The quality report follows the schedule: Friday's Evening stays short, and the panel says why and what would fill it.
    await admin.getByRole('heading', { name: 'Why shifts are short' }).waitFor({ timeout: 60_000 });
    await admin
      .getByText(/Evening: \d+ short on Fri/)
      .first()
      .waitFor();
    await snap(admin, 'scheduling-7b-quality');
    await admin.getByLabel('Filter by employee').selectOption({ label: 'dahl' });
    await expect.poll(async () => (await admin.locator('.shift-chip').count()) < covered + short).toBe(true);
    await snap(admin, 'scheduling-8-calendar-filtered');
    await admin.getByLabel('Filter by employee').selectOption({ index: 0 });

    // The same month on a phone, in dark mode.
    const phone = await j.person({ width: 390, colorScheme: 'dark' });
    await signIn(phone, 'ada.admin@example.com');
    await phone.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
    await phone.locator('.shift-chip').first().waitFor();
    await snap(phone, 'scheduling-8b-calendar-390-dark');

    // 7. Analytics of the month.
    await admin.goto(
      `/organizations/${id}/org-schedule?tab=analytics&startMonth=${month.month}&startYear=${month.year}&endMonth=${month.month}&endYear=${month.year}`,
    );
    await admin.getByRole('columnheader', { name: 'Allocated' }).waitFor();
    await expect.poll(() => admin.locator('td[data-label="Employee"]', { hasText: 'berg' }).count()).toBeGreaterThan(0);
    await admin.getByRole('button', { name: 'Show Position Stats' }).click();
    await admin.getByText('Weekend share of allocated shifts').waitFor();
    await snap(admin, 'scheduling-9-analytics');

    // 8. Clear the month.
    await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
    await admin.locator('.shift-chip').first().waitFor();
    await admin.getByRole('button', { name: 'Clear Schedule' }).click();
    await admin.getByRole('alertdialog', { name: 'Clear Schedule' }).getByRole('button', { name: 'Clear Schedule' }).click();
    await admin.getByText('Schedule cleared successfully').waitFor();
    await admin.getByText('No shifts scheduled for this month.').waitFor();
    await snap(admin, 'scheduling-10-cleared');
  });
});
