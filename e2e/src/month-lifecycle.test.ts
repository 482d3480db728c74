import { outbox } from '@rostra/cli/testing/outbox';
import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import { monthKey, todayIn } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';

// The month after generation (issue 26): a draft, a hand edit against a rule with a reason,
// publication (the employee sees it, the outbox has the e-mail), a vacation approved after looking
// at its impact, a repair reviewed and applied, published again, and the employee's calendar feed
// following. The month's draft is
// appended as the solver would, so its shifts are known.

const j = journey();

const mails = () => outbox(j.server.dataDir);

describe('running the month', () => {
  it('an admin overrides a rule with a reason, publishes, approves a vacation after its impact, repairs, and the employee follows each step', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
    const erinApi = await joinAsNewUser(j, founder, id, 'erin.employee@example.com');
    const erinId = (await founder.get(`/organizations/${id}/members`)).body.members.find(
      (m: { email: string }) => m.email === 'erin.employee@example.com',
    ).id as string;
    const early = (await founder.post(`/organizations/${id}/shift-types`, { name: 'Early', start_time: '06:00', duration_hours: 8 })).body
      .id as string;
    const late = (await founder.post(`/organizations/${id}/shift-types`, { name: 'Late', start_time: '14:00', duration_hours: 8 })).body
      .id as string;
    // Next month: a vacation can be asked for its days.
    const today = todayIn('UTC', new Date());
    const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const month: Month = { organizationId: id, year: thisMonth === 12 ? thisYear + 1 : thisYear, month: (thisMonth % 12) + 1 };
    const [d14, d15] = [`${monthKey(month.year, month.month)}-14`, `${monthKey(month.year, month.month)}-15`];
    const cover = (date: string, shift_type_id: string, assigned_count: number) => ({
      date,
      shift_type_id,
      required_count: 1,
      assigned_count,
      status: assigned_count ? ('fully-staffed' as const) : ('understaffed' as const),
      reasons: [],
    });
    await appendDraft(
      j.server,
      month,
      generated(month, {
        shiftTypes: [
          { id: early, name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
          { id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
        ],
        shifts: [[d14, late, erinId, 1]],
        coverage: [cover(d14, late, 1), cover(d15, early, 0)],
      }),
    );
    await caughtUp(j);

    // 1. The admin sees the draft, and puts Erin on the Early after her Late: 8 h of rest, 11 required.
    const admin = await j.person();
    await signIn(admin, 'fay@example.com');
    await admin.goto(`/organizations/${id}/org-schedule?month=${monthKey(month.year, month.month)}`);
    await admin.getByText('Draft: not published yet. Employees do not see this month.').waitFor();
    await admin.getByRole('button', { name: 'Edit Early on this day' }).click();
    const editor = admin.getByRole('dialog', { name: `Early, ${d15}` });
    const erinRow = editor.getByRole('row').filter({ hasText: 'of rest' });
    await erinRow.waitFor();
    await snap(admin, 'month-1-shift-day-editor');
    await erinRow.getByRole('button').click();
    await editor.getByText(/breaks a scheduling rule\. Give a reason to override\./).waitFor();
    await editor.getByLabel('Reason to override').fill('Agreed with Erin');
    await editor.getByRole('button', { name: 'Override and Assign' }).click();
    await editor.getByRole('heading', { name: 'On this shift' }).waitFor();
    await expect.poll(() => editor.getByRole('button', { name: /^Unassign / }).count()).toBe(1);
    await admin.keyboard.press('Escape');

    // 2. Publish: Erin sees both shifts and gets an e-mail listing them.
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Publish Schedule' }).click();
    await admin.getByText(/^Schedule published\. 1 employee was notified by e-mail\.$/).waitFor();
    await expect
      .poll(() => mails().some((eml) => eml.includes('To: erin.employee@example.com') && eml.includes('Your shifts in')))
      .toBe(true);
    await caughtUp(j);
    const erin = await j.person();
    await signIn(erin, 'erin.employee@example.com');
    await erin.goto(`/organizations/${id}/my-schedule?month=${monthKey(month.year, month.month)}`);
    await expect.poll(() => erin.locator('.shift-chip').count()).toBe(2);

    // 3. Erin asks for the 14th off; the admin approves it after seeing what it leaves short.
    const feed = (await erinApi.post(`/organizations/${id}/my-calendar-feed`, {})).body.url as string;
    expect((await erinApi.post(`/organizations/${id}/my-vacation-requests`, { start_date: d14, end_date: d14 })).status).toBe(201);
    await caughtUp(j);
    await admin.goto(`/organizations/${id}/org-schedule?tab=vacation-requests`);
    await admin.getByLabel('Select all requests').click();
    await admin.getByRole('button', { name: 'Actions ▾' }).click();
    await admin.getByRole('menuitem', { name: 'Approve Selected' }).click();
    const approval = admin.getByRole('alertdialog', { name: 'Approve vacation requests' });
    await approval.getByText(/1 scheduled shift on these days; 1 would be left short:/).waitFor();
    await approval.getByText(`${d14} Late: 0/1 staffed — a repair can fill it`).waitFor();
    await snap(admin, 'month-2-vacation-impact');
    await approval.getByRole('button', { name: 'Approve 1' }).click();
    await admin.getByText('1 vacation request approved successfully!').waitFor();

    // 4. The admin reviews a repair and applies it, then publishes.
    await admin.goto(`/organizations/${id}/org-schedule?month=${monthKey(month.year, month.month)}`);
    await admin.getByRole('button', { name: 'Repair' }).click();
    const proposal = admin.getByRole('dialog', { name: 'Repair Proposal' });
    await proposal.getByText(`Removed: ${d14} Late`).waitFor();
    await snap(admin, 'month-3-repair-proposal');
    await proposal.getByRole('button', { name: 'Apply Repair' }).click();
    await proposal.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Publish', exact: true }).and(admin.locator(':enabled')).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Publish Schedule' }).click();
    await admin.getByText(/^Schedule published\./).waitFor();

    // 5. Her calendar feed follows: the Early stays, the Late is gone.
    await caughtUp(j);
    const ics = await (await fetch(feed)).text();
    expect(ics).toContain(`DTSTART;TZID=UTC:${d15.replaceAll('-', '')}T060000`);
    expect(ics).not.toContain(`DTSTART;TZID=UTC:${d14.replaceAll('-', '')}T140000`);
  });
});
