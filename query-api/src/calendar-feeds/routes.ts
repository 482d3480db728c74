import {
  CALENDAR_FEED_TEXT,
  CALENDAR_FEEDS_TABLE,
  calendarFeedRecordId,
  type CalendarFeedAnswer,
  type CalendarFeedRecord,
} from '@rostra/contracts';
import {
  calendarFeedToken,
  calendarFeedTokenHash,
  calendarFeedUrl,
  isCalendarFeedToken,
  MEMBERS_TABLE,
  membership,
  notFound,
  organizationRole,
  type ReadStore,
} from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import type { MemberRow } from '../shared/members.ts';
import { readOrganization } from '../shared/organizations.ts';
import { findIn, getFrom } from '../read-model.ts';
import { feedWindow } from './feed-window.ts';
import { toICalendar } from './ical.ts';
import { memberShifts } from './member-shifts.ts';

/** The live feed a presented secret opens: its member still active in an existing organization. */
async function feedOf(store: ReadStore, key: string, token: string) {
  const [feed] = await findIn<CalendarFeedRecord>(store, CALENDAR_FEEDS_TABLE, {
    where: { token_hash: calendarFeedTokenHash(token) },
    limit: 1,
  });
  if (!feed || !isCalendarFeedToken(key, feed.feed_id, token)) return null;
  const [member, organization] = await Promise.all([
    getFrom<MemberRow>(store, MEMBERS_TABLE, feed.member_id),
    readOrganization(store, feed.organization_id),
  ]);
  if (member?.status !== 'active' || member.organization_id !== feed.organization_id || !organization) return null;
  return { feed, organization };
}

/**
 * GET …/my-calendar-feed: the signed-in member's feed URL, shown again (derived from the feed id);
 * GET /calendar-feeds/{secret}.ics: the feed itself, without sign-in: the secret is the credential.
 */
export function calendarFeedQueries(deps: QueryApiDeps): Router {
  const router = Router();

  router.get('/organizations/:id/my-calendar-feed', ...organizationRole(deps, 'member'), async (request, response) => {
    const feed = await getFrom<CalendarFeedRecord>(
      deps.readStore,
      CALENDAR_FEEDS_TABLE,
      calendarFeedRecordId(String(request.params.id), membership(request).id),
    );
    // A feed issued under another key (JWT_SECRET changed) has a URL that no longer answers.
    if (!feed || feed.token_hash !== calendarFeedTokenHash(calendarFeedToken(deps.tokenSecret, feed.feed_id)))
      throw notFound(CALENDAR_FEED_TEXT.none);
    const answer: CalendarFeedAnswer = { url: calendarFeedUrl(deps.tokenSecret, feed.feed_id, deps.publicUrl) };
    response.json(answer);
  });

  router.get('/calendar-feeds/:token.ics', async (request, response) => {
    const found = await feedOf(deps.readStore, deps.tokenSecret, String(request.params.token));
    if (!found) throw notFound(CALENDAR_FEED_TEXT.notFound);
    const { feed, organization } = found;
    const window = feedWindow(organization.time_zone, deps.clock.now());
    const shifts = await memberShifts(deps.readStore, feed.organization_id, feed.member_id, window);
    const calendar = toICalendar({
      organizationId: feed.organization_id,
      memberId: feed.member_id,
      name: `${organization.name} – my shifts`,
      timeZone: organization.time_zone,
      ...window,
      shifts,
    });
    response.type('text/calendar; charset=utf-8').set({ 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' }).send(calendar);
  });

  return router;
}
