import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';
import { nextMonth } from './testing/months.ts';

// The team runs its own week (issue 54), in the browser, on a desktop and on a 390 px phone: Bo
// offers Cy a swap from his calendar, Cy's notification bell leads her to it and she accepts it,
// the admin approves it from the queue and both calendars show the exchange; then the admin posts
// an open shift, Cy claims it and the admin assigns her from the ranked candidates. The published
// month is appended as the solver would write it, so its shifts are known.

const j = journey();

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

async function personAt(viewport: Viewport, email: string): Promise<Page> {
  const page = await j.person({ width: viewport.width, height: viewport.height });
  await signIn(page, email);
  return page;
}

/** The names of the shifts a member's calendar shows for the month. */
const shiftsShown = async (page: Page, path: string): Promise<string[]> => {
  await page.goto(path);
  await page.locator('.shift-chip').first().waitFor();
  return (await page.locator('.shift-chip .shift-chip-name').allTextContents()).sort();
};

/**
 * An organization of its own per viewport: Ada the admin, Bo and Cy employees, Early and Late,
 * next month published with Bo on the Late of the 10th and Cy on the Early of the 12th.
 */
async function publishedWeek(viewport: Viewport) {
  const tag = viewport.name;
  const { id, founder } = await foundOrganization(j, `ada.${tag}@example.com`, `Team Week ${tag}`);
  expect((await founder.put(`/organizations/${id}/settings`, { name_display_format: 'first_last' })).status).toBe(200);
  await joinAsNewUser(j, founder, id, `bo.${tag}@example.com`);
  await joinAsNewUser(j, founder, id, `cy.${tag}@example.com`);
  const members = (await founder.get(`/organizations/${id}/members`)).body.members as { id: string; email: string }[];
  const memberId = (who: string) => members.find((m) => m.email === `${who}.${tag}@example.com`)!.id;
  const type = async (name: string, start_time: string) =>
    (await founder.post(`/organizations/${id}/shift-types`, { name, start_time, duration_hours: 8 })).body.id as string;
  const [early, late] = [await type('Early', '06:00'), await type('Late', '14:00')];
  const month = nextMonth();
  const scheduled: Month = { organizationId: id, year: month.year, month: month.month };
  await appendDraft(
    j.server,
    scheduled,
    generated(scheduled, {
      shiftTypes: [
        { id: early, name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
        { id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
      ],
      shifts: [
        [`${month.param}-10`, late, memberId('bo'), 1],
        [`${month.param}-12`, early, memberId('cy'), 1],
      ],
    }),
  );
  expect((await founder.post(`/organizations/${id}/schedules/${month.year}/${month.month}/publish`, {})).status).toBe(200);
  await caughtUp(j);
  const calendar = `/organizations/${id}/my-schedule?month=${month.param}`;
  return { id, founder: founder as ApiClient, month, calendar, tag };
}

describe('the team runs its own week', () => {
  for (const viewport of VIEWPORTS)
    it(`swaps with approval and fills an open shift (${viewport.name})`, async () => {
      const { id, month, calendar, tag } = await publishedWeek(viewport);

      // 1. Bo offers Cy his Late of the 10th for her Early of the 12th, from his calendar.
      const bo = await personAt(viewport, `bo.${tag}@example.com`);
      await bo.goto(calendar);
      await bo.getByRole('button', { name: 'Give away / Swap: Late on this day' }).click();
      const dialog = bo.getByRole('dialog', { name: 'Give away / Swap' });
      await dialog.getByLabel('Swap it for a colleague’s shift').check();
      await dialog.getByLabel('Colleague', { exact: true }).selectOption({ label: `cy ${tag}` });
      await dialog.getByLabel('Their shift you take in return').selectOption({ index: 1 });
      await snap(bo, `team-week-1-offer-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Send Offer' }).click();
      await bo.getByText('Your offer is sent: it applies once your colleague accepts.').waitFor();
      await caughtUp(j);

      // 2. Cy's bell tells her (beside the month's publication): the offer is unread, and its link opens her
      // Trades list at the month, marking it read.
      const cy = await personAt(viewport, `cy.${tag}@example.com`);
      await cy.goto(calendar);
      await cy.getByRole('button', { name: 'Notifications, 2 unread' }).click();
      const panel = cy.getByRole('dialog', { name: 'Notifications' });
      const offerNotice = (state: 'unread' | 'read') =>
        panel
          .locator(state === 'unread' ? 'li.notification-unread' : 'li.notification:not(.notification-unread)')
          .getByRole('link', { name: /^A shift is offered to you/ });
      const link = offerNotice('unread');
      expect(await link.getAttribute('href')).toBe(`/organizations/${id}/my-schedule?tab=trades&month=${month.param}`);
      await snap(cy, `team-week-2-bell-${viewport.name}`);
      await link.click();
      await cy.getByRole('list', { name: 'Offered to you' }).waitFor();
      expect(new URL(cy.url()).search).toBe(`?tab=trades&month=${month.param}`);
      // Read for the server, not only on this page: a fresh load still counts one unread.
      await caughtUp(j);
      await cy.reload();
      await cy.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      await offerNotice('read').waitFor();
      await cy.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      // 3. Cy sees the offer with nothing in the way, and accepts.
      const offered = cy.getByRole('list', { name: 'Offered to you' });
      await offered.getByText(/swaps Late on .* for cy .*’s Early on/).waitFor();
      await snap(cy, `team-week-3-accept-${viewport.name}`);
      await offered.getByRole('button', { name: /^Accept: / }).click();
      await cy.getByText('Accepted.').waitFor();
      await caughtUp(j);

      // 4. The admin approves it from the queue: it applies.
      const ada = await personAt(viewport, `ada.${tag}@example.com`);
      await ada.goto(`/organizations/${id}/org-schedule?tab=approvals`);
      const queue = ada.getByRole('list', { name: 'Trades waiting for approval' });
      await queue.getByText(/accepted by cy/).waitFor();
      await snap(ada, `team-week-4-approve-${viewport.name}`);
      await queue.getByRole('button', { name: /^Approve: / }).click();
      await ada.getByText(/^Approved: /).waitFor();
      await caughtUp(j);

      // 5. Both calendars show the exchange.
      expect(await shiftsShown(bo, calendar)).toEqual(['Early']);
      expect(await shiftsShown(cy, calendar)).toEqual(['Late']);
      await snap(bo, `team-week-5-exchanged-${viewport.name}`);

      // 6. The admin posts an open Late on the 15th; Cy claims it; the admin assigns her, first of the ranked candidates.
      await ada.goto(`/organizations/${id}/org-schedule?tab=approvals`);
      const post = ada.getByRole('form', { name: 'Post open shift' });
      await post.getByLabel('Day').fill(`${month.param}-15`);
      await post.getByLabel('Shift type').selectOption({ label: 'Late' });
      await post.getByRole('button', { name: 'Post Open Shift' }).click();
      await ada.getByText('Open shift posted: the members who may take it are told.').waitFor();
      await caughtUp(j);
      await cy.goto(`/organizations/${id}/my-schedule?tab=trades`);
      await cy.getByRole('button', { name: /^Claim: Late on / }).click();
      await cy.getByText('Claimed: an admin picks who takes it.').waitFor();
      await caughtUp(j);
      await ada.goto(`/organizations/${id}/org-schedule?tab=approvals`);
      const candidates = ada.getByRole('list', { name: /^Candidates for Late on / });
      await candidates.getByText('Claimed').waitFor();
      await snap(ada, `team-week-6-open-shift-${viewport.name}`);
      await candidates.getByRole('button', { name: /^Assign cy / }).click();
      await ada.getByText(/^cy .* is assigned\.$/).waitFor();
      await caughtUp(j);
      expect(await shiftsShown(cy, calendar)).toEqual(['Late', 'Late']);
    });
});
