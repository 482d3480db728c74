import type { ReadStore } from '../read-store/port.ts';

/**
 * The last log position each session's commands answered with, kept in the read store so every
 * replica of either API sees it: a client that never echoes `X-Rostra-Position` still reads its
 * own writes. Not a projection (commands write it before they answer), so no rebuild touches it.
 */
export const SESSION_POSITIONS_TABLE = 'session_positions';

/** Positions as fixed-width decimals, so they sort as strings (esdb positions reach 39 digits). */
const WIDTH = 40;

interface PositionRow {
  id: string;
  session_id: string;
  position: string;
  [key: string]: unknown;
}

const ensured = new WeakMap<ReadStore, Promise<void>>();

function ensure(store: ReadStore): Promise<void> {
  let done = ensured.get(store);
  if (!done) {
    done = store.ensureTable({ name: SESSION_POSITIONS_TABLE, indexes: [{ fields: ['session_id', 'position'] }] });
    ensured.set(store, done);
  }
  return done;
}

async function rowsOf(store: ReadStore, sessionId: string, limit?: number): Promise<PositionRow[]> {
  await ensure(store);
  return store.find<PositionRow>(SESSION_POSITIONS_TABLE, {
    where: { session_id: sessionId },
    sort: [{ field: 'position', direction: 'desc' }],
    ...(limit ? { limit } : {}),
  });
}

/**
 * One row per (session, position), rows below it dropped, nothing written when a higher one is
 * kept: concurrent commands of one session, on any replica, only ever remove lower positions, so
 * the highest always survives (a lower row a race leaves is dropped by the next command).
 */
export async function rememberPosition(store: ReadStore, sessionId: string, position: bigint): Promise<void> {
  const padded = position.toString().padStart(WIDTH, '0');
  const rows = await rowsOf(store, sessionId);
  if (rows.some((row) => row.position >= padded)) return;
  await store.commit([
    { type: 'put', table: SESSION_POSITIONS_TABLE, doc: { id: `${sessionId}:${padded}`, session_id: sessionId, position: padded } },
    ...rows.map((row) => ({ type: 'delete' as const, table: SESSION_POSITIONS_TABLE, id: row.id })),
  ]);
}

export async function lastPosition(store: ReadStore, sessionId: string): Promise<bigint | null> {
  const [row] = await rowsOf(store, sessionId, 1);
  return row ? BigInt(row.position) : null;
}
