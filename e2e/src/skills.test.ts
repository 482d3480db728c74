import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// Staffing by qualification, as a ward manager walks it: a "Registered nurse" skill, two nurses
// (one whose qualification lapses mid-month), Night asking for one nurse among its two people; the
// generated month covers every Night or marks it short with the reason, and taking the last nurse
// off a Night stands but is said.

const j = journey({ QUALITY_EXPLAIN_SECONDS: '0' });

interface Shift {
  shift_type_id: string;
  assigned_employees: { id: string; name: string }[];
  skill_shortfalls?: { skill_name: string; missing: number }[];
}

describe('skills', () => {
  it('are created, given, required on Night, covered or marked short in the generated month, and warned of on a hand edit', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Skills Ward');
    for (const email of ['amara.okafor@example.com', 'ben.laurent@example.com', 'cy.cole@example.com'])
      await joinAsNewUser(j, founder, id, email);
    const night = (
      await founder.post(`/organizations/${id}/shift-types`, {
        name: 'Night',
        start_time: '22:00',
        duration_hours: 8,
        requirements: [{ day_of_week: null, employees_needed: 2 }],
      })
    ).body.id as string;
    const month = nextMonth();
    const lapses = `${month.param}-15`;
    await caughtUp(j);

    const admin = await j.person();
    await signIn(admin, 'fay@example.com');
    // The Skills card: "Registered nurse".
    await admin.goto(`/organizations/${id}/org-admin?tab=shift-requirements`);
    const addSkill = admin.getByRole('form', { name: 'Add a skill' });
    await addSkill.getByLabel('Skill name').fill('Registered nurse');
    await addSkill.getByRole('button', { name: 'Add Skill' }).click();
    await admin.getByText('Skill "Registered nurse" added').waitFor();
    // Night: two people, of whom at least one nurse.
    await admin.getByRole('button', { name: 'Edit Night' }).click();
    const editNight = admin.getByRole('dialog', { name: 'Edit Shift Type' });
    await editNight.getByRole('button', { name: 'Add a skill minimum, Every day' }).click();
    await editNight.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText('Shift type updated successfully').waitFor();
    await snap(admin, 'skills-0-card-and-night');

    // Amara's qualification lapses mid-month; Ben's has no end. From the member list's details.
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    const row = (email: string) => admin.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
    const qualify = async (email: string, validUntil: string | null) => {
      // The name opens the member's details.
      await row(email).getByRole('button').first().click();
      const details = admin.getByRole('dialog', { name: 'Member details' });
      const qualifications = details.getByRole('form', { name: 'Qualifications' });
      await qualifications.getByRole('button', { name: 'Add Qualification' }).click();
      if (validUntil) await qualifications.getByLabel(/Valid until/).fill(validUntil);
      await qualifications.getByRole('button', { name: 'Save Qualifications' }).click();
      await details.getByText('Qualifications saved').waitFor();
      await admin.keyboard.press('Escape');
    };
    await qualify('amara.okafor@example.com', lapses);
    await qualify('ben.laurent@example.com', null);
    const skillsOf = (email: string) => row(email).locator('td[data-label="Skills"]');
    await expect.poll(() => skillsOf('amara.okafor@example.com').textContent()).toBe(`Registered nurse (until ${lapses})`);
    await expect.poll(() => skillsOf('ben.laurent@example.com').textContent()).toBe('Registered nurse');
    expect(await skillsOf('cy.cole@example.com').textContent()).toBe('None');
    await snap(admin, 'skills-1-member-list');

    // Generate next month (round-limited by the test server).
    await caughtUp(j);
    const generation = await founder.post('/schedule', { organization_id: id, year: month.year, month: month.month });
    expect(generation.body.success).toBe(true);
    const members = (await founder.get(`/organizations/${id}/members`)).body.members as { id: string; email: string }[];
    const memberId = (email: string) => members.find((member) => member.email === email)!.id;
    const amara = memberId('amara.okafor@example.com');
    const ben = memberId('ben.laurent@example.com');
    const nursesOn = (date: string, shift: Shift) =>
      shift.assigned_employees.filter((person) => person.id === ben || (person.id === amara && date <= lapses));
    const calendar = (await founder.get(`/organizations/${id}/schedules/calendar?year=${month.year}&month=${month.month}`)).body as {
      days: { date: string; shifts: Shift[] }[];
    };
    const nights = calendar.days.flatMap((day) =>
      day.shifts.filter((shift) => shift.shift_type_id === night).map((shift) => ({ date: day.date, shift })),
    );
    expect(nights.length).toBe(calendar.days.length);
    // Every Night has a nurse whose qualification counts on its date, or is marked short of one.
    for (const { date, shift } of nights) {
      const short = shift.skill_shortfalls?.map((skill) => skill.skill_name) ?? [];
      expect({ date, short }).toEqual({ date, short: nursesOn(date, shift).length ? [] : ['Registered nurse'] });
    }
    const shortNights = nights.filter(({ shift }) => shift.skill_shortfalls?.length).length;
    const quality = `/organizations/${id}/schedules/${month.year}/${month.month}/quality`;
    await expect.poll(async () => (await founder.get(quality)).status, { timeout: 60_000 }).toBe(200);
    await caughtUp(j);

    // The calendar marks the short Nights with the reason; the quality panel lists them.
    await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
    await admin.locator('.shift-chip').first().waitFor();
    expect(await admin.locator('.shift-chip').getByText('Short of Registered nurse', { exact: true }).count()).toBe(shortNights);
    if (shortNights > 0) {
      const listed = admin.getByRole('list', { name: 'Short of a skill', exact: true });
      await listed.waitFor();
      expect(await listed.locator(':scope > li').first().textContent()).toMatch(/^Night, .*: short of Registered nurse \(0 of 1\)/);
    }
    await snap(admin, 'skills-2-calendar');

    // The last nurse of a Night taken off by hand: the edit stands, with the warning.
    const lastNurse = nights.find(({ date, shift }) => nursesOn(date, shift).length === 1);
    expect(lastNurse).toBeDefined();
    const { date, shift } = lastNurse!;
    const nurse = nursesOn(date, shift)[0]!;
    await admin
      .locator('td.cal-day')
      .nth(Number(date.slice(8)) - 1)
      .getByRole('button', { name: 'Edit Night on this day' })
      .click();
    const editor = admin.getByRole('dialog', { name: `Night, ${date}` });
    await editor.getByRole('button', { name: `Unassign ${nurse.name}` }).click();
    const warning = editor.getByRole('alert');
    await warning.getByText(`Night on ${date} has 0 of the 1 "Registered nurse" it needs`).waitFor();
    await editor.getByText(`${nurse.name} taken off this shift.`).waitFor();
    await snap(admin, 'skills-3-hand-edit-warning');
  });
});
