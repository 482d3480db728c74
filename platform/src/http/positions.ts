/** Command responses carry the log position of their last event in this header … */
export const POSITION_HEADER = 'X-Rostra-Position';
/** … and clients send back the highest one they have seen, so reads wait for it (bounded). */
export const MIN_POSITION_HEADER = 'X-Rostra-Min-Position';

/**
 * Set on an answer whose read-your-own-writes wait ran out: it may not include the log up to the
 * position given. Nothing is sent stale without it.
 */
export const STALE_HEADER = 'X-Rostra-Stale';

export function parsePosition(value: unknown): bigint | null {
  return typeof value === 'string' && /^\d{1,40}$/.test(value) ? BigInt(value) : null;
}
