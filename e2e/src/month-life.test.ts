import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_SUPER_ADMIN } from '@rostra/cli/demo/accounts';
import { generateDemoMonths, seedDemo } from '@rostra/cli/demo/seed';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn, SUPER_ADMIN } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// The month's life as a manager and a nurse walk it, on a desktop and on a phone: the demo's month
// is published for its employees, an employee's "cannot work" is never overruled silently, and
// the quality panel follows the draft as the calendar shows it.

const j = journey({
  SUPER_ADMIN_EMAILS: `${SUPER_ADMIN},${DEMO_SUPER_ADMIN}`,
  // The demo's 41-employee month takes about 2 s a search round: two rounds, not the test servers' 50.
  SOLVER_MAX_ROUNDS: '2',
  QUALITY_EXPLAIN_SECONDS: '0',
});

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function personAt(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
  const page = await j.person({ width: viewport.width });
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  return page;
}

describe('the demo', () => {
  it('publishes its month, so a nurse who signs in sees her shifts, and leaves next month a draft with a change to review', async () => {
    const seed = await seedDemo(j.server.url);
    expect(await generateDemoMonths(j.server.url, seed)).toMatch(/^this month generated .* and published/);
    await caughtUp(j);
    for (const viewport of VIEWPORTS) {
      const nurse = await personAt(viewport);
      await signIn(nurse, 'amara.okafor@rostra.demo', DEMO_PASSWORD);
      await nurse.waitForURL(/\/my-schedule/);
      await nurse.locator('.shift-chip').first().waitFor();
      expect(await nurse.getByText('No shifts scheduled for this month.').count()).toBe(0);
      await snap(nurse, `month-life-demo-nurse-${viewport.name}`);

      const manager = await personAt(viewport);
      await signIn(manager, DEMO_ADMIN, DEMO_PASSWORD);
      await manager.goto(`/organizations/${seed.organizationId}/org-schedule?month=${nextMonth().param}`);
      await manager.getByText('Draft: not published yet. Employees do not see this month.').waitFor();
      // The vacation approved after next month's generation left a shift short: the panel says so, with the draft.
      const summary = manager.getByRole('list', { name: 'Quality summary' });
      await expect.poll(() => summary.textContent()).toMatch(/[1-9]\d* understaffed shift-days/);
      await manager.getByText(/^A vacation or absence changed the staffing since it was generated\./).waitFor();
      await snap(manager, `month-life-demo-next-month-${viewport.name}`);
    }
  });
});

describe("an employee's cannot-work under the admin's available", () => {
  it('is a conflict in the grid, scheduled only where cover needs it and named in the quality panel, flagged in the editor; the panel follows an edit', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Night Ward');
    expect((await founder.put(`/organizations/${id}/settings`, { name_display_format: 'first_last' })).status).toBe(200);
    const amara = await joinAsNewUser(j, founder, id, 'amara.okafor@example.com');
    await joinAsNewUser(j, founder, id, 'ben.laurent@example.com');
    const members = (await founder.get(`/organizations/${id}/members`)).body.members as { id: string; email: string }[];
    const memberId = (email: string) => members.find((member) => member.email === email)!.id;
    const night = (
      await founder.post(`/organizations/${id}/shift-types`, {
        name: 'Night',
        start_time: '22:00',
        duration_hours: 8,
        requirements: [{ day_of_week: null, employees_needed: 1 }],
      })
    ).body.id as string;
    const adminSet = (email: string, body: object) =>
      founder.post(`/organizations/${id}/admin/employees/${memberId(email)}/preferences`, body);
    // The founder never works Nights; Ben works five on, two off at the most; the admin leaves Amara's Nights available.
    expect((await adminSet('fay@example.com', { disallowed_shift_types: [night] })).status).toBe(200);
    expect((await adminSet('ben.laurent@example.com', { max_consecutive_days: 5, min_consecutive_days_off: 2 })).status).toBe(200);
    expect((await adminSet('amara.okafor@example.com', { shift_preferences: { [night]: 4 } })).status).toBe(200);
    // Amara: "Untick a shift type you cannot work".
    expect((await amara.post(`/organizations/${id}/my-preferences`, { disallowed_shift_types: [night] })).status).toBe(200);

    const month = nextMonth();
    const generation = await founder.post('/schedule', { organization_id: id, year: month.year, month: month.month });
    expect(generation.body.success).toBe(true);
    const calendarPath = `/organizations/${id}/schedules/calendar?year=${month.year}&month=${month.month}`;
    const days = (await founder.get(calendarPath)).body.days as { date: string; shifts: { assigned_employees: { id: string }[] }[] }[];
    const worksOn = (email: string) =>
      days.filter((day) => day.shifts.some((shift) => shift.assigned_employees.some((person) => person.id === memberId(email))));
    const amarasNights = worksOn('amara.okafor@example.com');
    const bensNights = worksOn('ben.laurent@example.com');
    // Only where Ben cannot: every night is staffed, by one of them.
    expect(amarasNights.length + bensNights.length).toBe(days.filter((day) => day.shifts.length > 0).length);
    expect(amarasNights.length).toBeLessThan(bensNights.length);
    expect(amarasNights.length).toBeGreaterThan(0);
    const quality = `/organizations/${id}/schedules/${month.year}/${month.month}/quality`;
    await expect.poll(async () => (await founder.get(quality)).status, { timeout: 60_000 }).toBe(200);
    await caughtUp(j);

    const [firstOfBen] = bensNights;
    const dayIndex = Number(firstOfBen!.date.slice(8)) - 1;
    for (const viewport of VIEWPORTS) {
      const admin = await personAt(viewport);
      await signIn(admin, 'fay@example.com');
      await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
      // The quality panel names each Night Amara was given.
      const overruled = admin.getByRole('list', { name: 'Scheduled although they said they cannot work it' });
      await overruled.waitFor();
      expect(await overruled.getByRole('listitem').count()).toBe(amarasNights.length);
      expect(await overruled.getByRole('listitem').first().textContent()).toMatch(/^amara okafor: Night, /i);

      // The editor of a Night Ben works: Amara breaks no rule, but it would overrule her.
      await admin.locator('td.cal-day').nth(dayIndex).getByRole('button', { name: 'Edit Night on this day' }).click();
      const editor = admin.getByRole('dialog', { name: `Night, ${firstOfBen!.date}` });
      await editor.getByText(/No rule broken, but amara okafor said they cannot work this shift type/i).waitFor();
      await snap(admin, `month-life-cannot-work-editor-${viewport.name}`);
      await admin.keyboard.press('Escape');

      // The Shift Preferences grid: a conflict, not "aligned".
      await admin.goto(`/organizations/${id}/org-schedule?tab=shift-preferences`);
      await admin.getByRole('button', { name: /Show Employee Requested for amara okafor/i }).click();
      const requested = admin.getByRole('group', { name: /Employee Requested by amara okafor/i });
      await requested.getByText('Night: cannot work (conflict: available in the Admin Requirement)').waitFor();
      expect(await requested.getByText(/aligned/).count()).toBe(0);
      await snap(admin, `month-life-cannot-work-grid-${viewport.name}`);
    }

    // An edit of the draft: the panel's staffing and counts follow it at once; the explanations are marked as generated.
    const unassigned = await founder.put(`/organizations/${id}/schedules/${month.year}/${month.month}/assignments`, {
      date: firstOfBen!.date,
      shift_type_id: night,
      member_id: memberId('ben.laurent@example.com'),
      action: 'unassign',
    });
    expect(unassigned.status).toBe(200);
    await caughtUp(j);
    for (const viewport of VIEWPORTS) {
      const admin = await personAt(viewport);
      await signIn(admin, 'fay@example.com');
      await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
      const summary = admin.getByRole('list', { name: 'Quality summary' });
      await expect.poll(() => summary.textContent()).toContain('1 understaffed shift-days');
      await admin.getByText(/^1 hand edit or repair since it was generated\. Staffing, rule violations and each person's shifts/).waitFor();
      const ben = admin.getByRole('table', { name: 'Target vs assigned' }).getByRole('row', { name: /ben laurent/i });
      expect(await ben.getByRole('cell').nth(2).textContent()).toBe(String(bensNights.length - 1));
      await snap(admin, `month-life-quality-after-edit-${viewport.name}`);
    }
  });
});
