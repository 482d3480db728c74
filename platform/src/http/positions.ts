/** Command responses carry the log position of their last event in this header … */
export const POSITION_HEADER = 'X-Rostra-Position';
/** … and clients send back the highest one they have seen, so reads wait for it (bounded). */
export const MIN_POSITION_HEADER = 'X-Rostra-Min-Position';

export function parsePosition(value: unknown): bigint | null {
  return typeof value === 'string' && /^\d{1,40}$/.test(value) ? BigInt(value) : null;
}
