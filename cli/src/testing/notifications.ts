import type { NotificationsAnswer } from '@rostra/contracts';
import { expect } from 'vitest';
import type { Member, SchedulingWorld } from './scheduling-world.ts';
import { readModelsCaughtUp } from './test-server.ts';

/** The steps of the notification specs in a published December (`late()`: its Late shift type, Bo's on the 4th). */
export function notificationSteps(w: SchedulingWorld, late: () => string) {
  return {
    /** Bo offers his Late of the 4th to Cy: Cy is notified. */
    offerToCy: () =>
      w.bo.post(w.path('/schedules/2026/12/trades'), { give: { date: '2026-12-04', shift_type_id: late() }, to_member_id: w.cy.memberId }),
    /** What `who` reads at GET /me/notifications once the read models hold every write so far. */
    async notificationsOf(who: Member, query = ''): Promise<NotificationsAnswer> {
      await readModelsCaughtUp(w.server);
      const answer = await who.get(`/me/notifications${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as NotificationsAnswer;
    },
  };
}
