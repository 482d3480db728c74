import { mailsSent } from '@rostra/cli/testing/outbox';
import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import { monthKey, NOT_NOTIFIED_TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { invite, joinAsNewUser } from './testing/members.ts';

// Publishing a month that schedules people who have not joined: the admin learns who was sent
// their shifts with their invitation link, and whom no e-mail reaches and why.

const j = journey();

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe('publishing shifts of people invited but not joined', () => {
  for (const viewport of VIEWPORTS) {
    it(`tells the admin on a ${viewport.name} who was sent their shifts with the invitation link, and who was not told`, async () => {
      const at = (name: string) => `${name}@${viewport.name}.example.com`;
      const { id, founder } = await foundOrganization(j, at('fay'), 'Sunrise Care');
      await joinAsNewUser(j, founder, id, at('erin.employee'));
      const ivyToken = await invite(founder, id, at('ivy.invited'));
      await invite(founder, id, at('hal.gone'));
      const members = (await founder.get(`/organizations/${id}/members`)).body.members as { id: string; email: string }[];
      const idOf = (email: string) => members.find((member) => member.email === email)!.id;
      expect((await founder.delete(`/organizations/${id}/invitations/${idOf(at('hal.gone'))}`)).status).toBe(200);
      const day = (await founder.post(`/organizations/${id}/shift-types`, { name: 'Day', start_time: '07:00', duration_hours: 8 })).body
        .id as string;
      const month: Month = { organizationId: id, year: 2031, month: 3 };
      const date = (n: number) => `${monthKey(month.year, month.month)}-0${n}`;
      await appendDraft(
        j.server,
        month,
        generated(month, {
          shiftTypes: [{ id: day, name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} }],
          shifts: [
            [date(3), day, idOf(at('erin.employee')), 1],
            [date(4), day, idOf(at('ivy.invited')), 1],
            [date(5), day, idOf(at('hal.gone')), 1],
          ],
        }),
      );
      await caughtUp(j);

      const admin = await j.person({ width: viewport.width, height: viewport.height });
      await signIn(admin, at('fay'));
      await admin.goto(`/organizations/${id}/org-schedule?month=${monthKey(month.year, month.month)}`);
      await admin.getByRole('button', { name: 'Publish', exact: true }).click();
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Publish Schedule' }).click();
      await admin.getByText(/^Schedule published\. 2 employees were notified by e-mail\.$/).waitFor();
      const told = admin.getByRole('status', { name: 'Who was told' });
      await told.getByText('1 person has not joined yet and was sent their shifts with their invitation link: ivy invited.').waitFor();
      await told.getByText(`hal gone: ${NOT_NOTIFIED_TEXT.invitation_cancelled}`).waitFor();
      await snap(admin, `publish-invitees-${viewport.name}`);
      const box = await told.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

      const ivysMail = (await mailsSent(j.server)).find(
        (eml) => eml.includes(`To: ${at('ivy.invited')}`) && eml.includes('Your shifts in'),
      )!;
      expect(ivysMail).toContain(`Accept the invitation to see your schedule in the app: ${j.server.url}/invitations/${ivyToken}/accept`);
      expect((await mailsSent(j.server)).some((eml) => eml.includes(`To: ${at('hal.gone')}`) && eml.includes('Your shifts'))).toBe(false);
    });
  }
});
