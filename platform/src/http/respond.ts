import type { Response } from 'express';
import { POSITION_HEADER } from './positions.ts';

/** Answers a command, with the log position of its last event so the client can read its own write. */
export function respond(response: Response, status: number, body: unknown, position: bigint | null): void {
  if (position !== null) response.set(POSITION_HEADER, position.toString());
  response.status(status).json(body);
}
