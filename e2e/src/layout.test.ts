import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { lines } from './testing/measure.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// Layout at the sizes people use (issue 27): 1366×900 for an administrator, 390 px for an
// employee's phone. What must stay on one line is measured in the browser, as the text's lines.

const j = journey();

const box = async (locator: Locator) => {
  const { x, y } = (await locator.boundingBox())!;
  return { x: Math.round(x), y: Math.round(y) };
};

async function desktop(): Promise<Page> {
  const page = await j.person({ width: 1366 });
  await page.setViewportSize({ width: 1366, height: 900 });
  return page;
}

describe('layout', () => {
  it('keeps toolbars, names, times and tables in place and readable at 1366 px and on a phone', async () => {
    const month = nextMonth();
    const { id, founder } = await foundOrganization(j, 'ada.admin@example.com', 'Harbor Clinic');
    const emails = ['maximiliana.oppenheimer-castellanos', 'bartholomew.fitzgerald-whitmore', 'cy.cole', 'di.dahl'].map(
      (name) => `${name}@example.com`,
    );
    const people = await Promise.all(emails.map((email) => joinAsNewUser(j, founder, id, email)));
    for (const [name, start] of [
      ['Early', '06:00'],
      ['Day', '08:00'],
      ['Late', '14:00'],
      ['Night', '22:00'],
      ['Weekend Support', '10:00'],
    ] as const) {
      const created = await founder.post(`/organizations/${id}/shift-types`, {
        name,
        start_time: start,
        requirements: [{ day_of_week: null, employees_needed: 1 }],
      });
      expect(created.status).toBe(201);
    }
    const employee = people[2]!;
    expect(
      (await employee.post(`/organizations/${id}/my-vacation-requests`, { start_date: `${month.param}-10`, end_date: `${month.param}-12` }))
        .status,
    ).toBe(201);
    await employee.get(`/organizations/${id}/my-vacation-requests`);
    await caughtUp(j);

    const admin = await desktop();
    await signIn(admin, 'ada.admin@example.com');

    // The calendar toolbar does not move when a schedule appears.
    await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
    const generate = admin.getByRole('button', { name: 'Generate Schedule' });
    const filter = admin.getByRole('combobox', { name: 'Filter by employee' });
    await generate.waitFor();
    const before = {
      generate: await box(generate),
      filter: await box(filter),
      title: await box(admin.getByRole('heading', { name: month.title })),
    };
    await generate.click();
    const dialog = admin.getByRole('dialog', { name: 'Generate Schedule' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText(/^Schedule generated successfully/).waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Focus goes back to the button that opened the dialog.
    await expect.poll(() => generate.evaluate((element) => element === document.activeElement)).toBe(true);
    await admin.getByRole('button', { name: 'Clear Schedule' }).and(admin.locator(':enabled')).waitFor();
    await admin
      .getByRole('status')
      .getByText(/^Schedule generated successfully/)
      .waitFor();
    await snap(admin, 'layout-1-calendar-after-generating');
    expect({
      generate: await box(generate),
      filter: await box(filter),
      title: await box(admin.getByRole('heading', { name: month.title })),
    }).toEqual(before);

    // Members: '(you)' stays with the name, the Actions buttons on one line.
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    const me = admin.getByRole('button', { name: /\(you\)$/ });
    await me.waitFor();
    expect(await lines(me)).toBe(1);
    for (const actions of await admin.getByRole('button', { name: /^Actions for / }).all()) expect(await lines(actions)).toBe(1);
    await snap(admin, 'layout-2-members');

    // The audit trail's When column: one line.
    await admin.goto(`/organizations/${id}/org-admin?tab=audit`);
    const when = admin.getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
    await when.waitFor();
    expect(await lines(when)).toBe(1);

    // Shift Preferences: every column, Weekly Availability last, fits without scrolling sideways.
    await admin.goto(`/organizations/${id}/org-schedule?tab=shift-preferences`);
    await admin.getByRole('columnheader', { name: 'Weekly Availability' }).waitFor();
    const wrap = admin.locator('.table-wrap').filter({ has: admin.getByRole('columnheader', { name: 'Weekly Availability' }) });
    await snap(admin, 'layout-3-shift-preferences-1366');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

    // On a phone, an employee's request keeps '(3 days)' whole.
    const phone = await j.person({ width: 390 });
    await signIn(phone, 'cy.cole@example.com');
    await phone.goto(`/organizations/${id}/my-schedule?tab=vacation`);
    const days = phone.getByText('(3 days)');
    await days.waitFor();
    expect(await lines(days)).toBe(1);
    await snap(phone, 'layout-4-vacation-390');
  });
});
