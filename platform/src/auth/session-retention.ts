import type { ReadStore } from '../read-store/port.ts';
import { SESSIONS_TABLE, type SessionRow } from './session-check.ts';

/**
 * Retention: a session last used before `cutoff` forgets where it was used from (its user agent,
 * the only address-like thing a session keeps). The session stays, so a request made with one of
 * its tokens is still told it ended. Answers how many sessions it changed.
 */
export async function dropSessionAddresses(store: ReadStore, cutoff: Date): Promise<number> {
  const table = await store.resolveAlias(SESSIONS_TABLE);
  if (!table) return 0;
  const old = await store.find<SessionRow>(table, { where: { last_used_at: { lt: cutoff.toISOString() } } });
  const changes = old
    .filter((row) => row.user_agent !== null)
    .map((row) => ({ type: 'put' as const, table, doc: { ...row, user_agent: null } }));
  if (changes.length > 0) await store.commit(changes);
  return changes.length;
}
