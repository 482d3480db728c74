import type { Response } from 'express';
import { POSITION_HEADER } from './positions.ts';
import { keepPosition } from './read-your-writes.ts';

/**
 * Answers a command, with the log position of its last event so the client can read its own
 * write; the position is kept for the caller's session first, so its next request waits for it
 * even when the client does not send it back.
 */
export function respond(response: Response, status: number, body: unknown, position: bigint | null): void {
  if (position === null) {
    response.status(status).json(body);
    return;
  }
  response.set(POSITION_HEADER, position.toString());
  void keepPosition(response, position).then(() => response.status(status).json(body));
}
