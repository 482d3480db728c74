import { beforeEach, describe, expect, it } from 'vitest';
import { notificationSteps } from '@rostra/cli/testing/notifications';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { publishedTradesDecember } from '@rostra/cli/testing/trades-december';

const w = schedulingWorld();
let late: string;
const { offerToCy, notificationsOf } = notificationSteps(w, () => late);

/** December 2026, published: Bo works the Late of the 4th, five days after the server's today. */
beforeEach(async () => {
  ({ late } = await publishedTradesDecember(w));
});

describe('GET /me/notifications', () => {
  it('lists a trade offered to me, newest first, with the unread count and a link into the app', async () => {
    expect((await offerToCy()).status).toBe(201);
    const { notifications, unread_count } = await notificationsOf(w.cy);
    expect(notifications.map((notification) => notification.type)).toEqual(['trade_offered', 'schedule_published']);
    expect(notifications[0]).toEqual({
      id: expect.any(String),
      type: 'trade_offered',
      organization_id: w.org,
      created_at: expect.any(String),
      read: false,
      title: 'A shift is offered to you',
      body: 'You are offered the shift on 2026-12-04 (Late).',
      link: `/organizations/${w.org}/my-schedule?tab=trades&month=2026-12`,
    });
    expect(unread_count).toBe(2);
  });

  it('refuses a bad filter, and anyone not signed in', async () => {
    expect((await w.cy.get('/me/notifications?unread=yes')).status).toBe(400);
    expect((await fetch(`${w.server.url}/api/me/notifications`)).status).toBe(401);
  });
});
