import { appendToMonth, generated, staffed, type Month } from '@rostra/cli/testing/schedules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { lines, overflow, wrapped } from './testing/measure.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// The month's draft as a manager edits it, at 1366×800 and on a 390×844 phone: a changed shift keeps
// its name readable, the shift-day editor fits the phone, the audit table fits the page, and no
// status leans on an emoji font (the Debian Chromium has none: an emoji is a box or nothing).

const j = journey();

/** Characters drawn from an emoji font where the system has one (⏳, ⚠, ☀ …). */
const pictographs = (page: Page) => page.evaluate(() => document.body.innerText.match(/\p{Extended_Pictographic}/gu) ?? []);

async function person(width: number, height: number): Promise<Page> {
  const page = await j.person({ width });
  await page.setViewportSize({ width, height });
  return page;
}

describe('the draft at 1366 px and on a phone', () => {
  it('keeps changed shifts readable, the shift-day editor inside the phone, the audit table inside the page, and icons its own', async () => {
    const { id, founder } = await foundOrganization(j, 'ada.admin@example.com', 'Harbor Clinic');
    const emails = ['maximiliana.oppenheimercastellanos', 'bartholomew.fitzgeraldwhitmore', 'cy.cole'].map((name) => `${name}@example.com`);
    const clients = await Promise.all(emails.map((email) => joinAsNewUser(j, founder, id, email)));
    const members = (await founder.get(`/organizations/${id}/members`)).body.members as { id: string; email: string }[];
    const [maxi, bart, cy] = emails.map((email) => members.find((member) => member.email === email)!.id);
    const types = [
      ['Weekend Support', '10:00'],
      ['Day', '08:00'],
      ['Late', '14:00'],
    ] as const;
    const ids: string[] = [];
    for (const [name, start_time] of types) {
      const created = await founder.post(`/organizations/${id}/shift-types`, {
        name,
        start_time,
        requirements: [{ day_of_week: null, employees_needed: 2 }],
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id as string);
    }
    const [support, day, late] = ids as [string, string, string];
    const next = nextMonth();
    const month: Month = { organizationId: id, year: next.year, month: next.month };
    const d = (n: number) => `${next.param}-${String(n).padStart(2, '0')}`;
    // Published with a full week of three shifts a day; then edits make the draft differ on each.
    const shifts: [string, string, string, number][] = [];
    for (let n = 7; n <= 13; n++)
      for (const [type, first, second] of [
        [support, maxi, bart],
        [day, cy, maxi],
        [late, bart, cy],
      ] as const)
        shifts.push([d(n), type!, first!, 1], [d(n), type!, second!, 2]);
    await appendToMonth(
      j.server,
      month,
      generated(month, {
        shiftTypes: types.map(([name, start_time], index) => ({
          id: ids[index]!,
          name,
          start_time,
          duration_hours: 8,
          position_labels: {},
        })),
        shifts,
        coverage: [...new Set(shifts.map(([date, type]) => `${date}|${type}`))].map((key) => {
          const [date, type] = key.split('|') as [string, string];
          return staffed(date, type, 2);
        }),
      }),
    );
    for (let n = 7; n <= 13; n++)
      for (const [type, member] of [
        [support, bart],
        [day, maxi],
        [late, cy],
      ] as const) {
        const edit = { date: d(n), shift_type_id: type, member_id: member, action: 'unassign' };
        expect((await founder.put(`/organizations/${id}/schedules/${next.year}/${next.month}/assignments`, edit)).status).toBe(200);
      }
    // A pending vacation request: its status is shown with an icon.
    expect((await clients[2]!.post(`/organizations/${id}/my-vacation-requests`, { start_date: d(20), end_date: d(21) })).status).toBe(201);
    await caughtUp(j);

    // 1366×800: the changed shifts' names stay whole words.
    const admin = await person(1366, 800);
    await signIn(admin, 'ada.admin@example.com');
    await admin.goto(`/organizations/${id}/org-schedule?month=${next.param}`);
    const changed = admin.locator('.shift-chip-changed .shift-chip-name');
    await expect.poll(() => changed.count()).toBe(21);
    await snap(admin, 'draft-layout-1-changed-1366');
    for (const name of await changed.all()) expect(await wrapped(name)).toBeLessThanOrEqual(2);
    expect(await pictographs(admin)).toEqual([]);

    // The audit trail fits the page sideways.
    await admin.goto(`/organizations/${id}/org-admin?tab=audit`);
    const audit = admin.locator('.table-wrap').filter({ has: admin.getByRole('columnheader', { name: 'When' }) });
    await audit.getByRole('row').nth(1).waitFor();
    await snap(admin, 'draft-layout-2-audit-1366');
    expect(await overflow(audit)).toBeLessThanOrEqual(0);
    expect(await overflow(admin.locator('main'))).toBeLessThanOrEqual(0);

    // The vacation requests' Pending status: the app's own icon, no emoji.
    await admin.goto(`/organizations/${id}/org-schedule?tab=vacation-requests`);
    await admin
      .getByRole('cell', { name: /Pending/ })
      .first()
      .waitFor();
    expect(await pictographs(admin)).toEqual([]);

    // 390×844: the shift-day editor fits the dialog, its buttons whole.
    const phone = await person(390, 844);
    await signIn(phone, 'ada.admin@example.com');
    await phone.goto(`/organizations/${id}/org-schedule?month=${next.param}`);
    await phone.getByRole('button', { name: 'Edit Weekend Support on this day' }).first().click();
    const editor = phone.getByRole('dialog', { name: `Weekend Support, ${d(7)}` });
    const assign = editor.getByRole('button', { name: /^Assign / });
    await assign.first().waitFor();
    await snap(phone, 'draft-layout-3-editor-390');
    expect(await overflow(editor)).toBeLessThanOrEqual(0);
    const dialog = (await editor.boundingBox())!;
    for (const button of await editor.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(dialog.x + dialog.width);
      expect(await lines(button)).toBe(1);
    }
  });
});
