import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appLink } from '../config/public-url.ts';

/*
 * A calendar feed's URL carries a secret that neither the event log nor a read model holds: the
 * log keeps a random feed id, and the secret is an HMAC of that id under the service key
 * (JWT_SECRET, which the command and query APIs share). So the URL can be shown again (derived
 * anew), a leaked database alone opens no feed, and the read model finds a feed by the secret's
 * hash. Changing the key changes every feed's secret: old URLs stop answering, and members make
 * new ones.
 */

const PURPOSE = 'rostra calendar feed v1\0';

/** A fresh feed id: 128 random bits, hex. */
export function newCalendarFeedId(): string {
  return randomBytes(16).toString('hex');
}

/** The URL secret of a feed: 256 bits, URL-safe (43 characters). */
export function calendarFeedToken(key: string, feedId: string): string {
  return createHmac('sha256', key)
    .update(PURPOSE + feedId)
    .digest('base64url');
}

/** What the read model keeps of a secret, and looks a presented one up by. */
export function calendarFeedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a presented secret is the one this key derives for the feed (in constant time). */
export function isCalendarFeedToken(key: string, feedId: string, presented: string): boolean {
  const expected = Buffer.from(calendarFeedToken(key, feedId));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The feed's URL, absolute (calendar apps subscribe to it): under the public URL (publicUrlOf), never the request's Host. */
export function calendarFeedUrl(key: string, feedId: string, publicUrl: string): string {
  return appLink(publicUrl, `/api/calendar-feeds/${calendarFeedToken(key, feedId)}.ics`);
}
