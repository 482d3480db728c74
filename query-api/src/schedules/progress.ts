import { progressQuery, scheduleStream } from '@rostra/contracts';
import { parse } from '@rostra/platform';
import type { RequestHandler } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { followGeneration } from './follow.ts';

/** A comment line every so often keeps proxies and browsers from dropping a quiet connection. */
const HEARTBEAT_MS = 15_000;

/**
 * GET …/schedules/progress?year&month[&next=true] as server-sent events: `progress` while the
 * solver works, one `result`, then the stream ends. With next=true a generation that has already
 * finished is skipped and the next one is awaited (open it just before POST /schedule).
 */
export function progressRoute(deps: QueryApiDeps): RequestHandler {
  return async (request, response) => {
    const { year, month, next } = parse(progressQuery, request.query);
    const stream = scheduleStream(String(request.params.id), year, month);
    const disconnected = new AbortController();
    response.on('close', () => disconnected.abort());
    const updates = await followGeneration(deps.events, stream, { onlyNew: next === 'true', signal: disconnected.signal });
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(': following the generation\n\n');
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    try {
      for await (const update of updates) {
        response.write(`event: ${update.event}\ndata: ${JSON.stringify(update.data)}\n\n`);
      }
    } catch (error) {
      // The status line is sent: all that is left is to end the stream.
      deps.logger.error({ err: error, stream }, 'following a generation failed');
    } finally {
      clearInterval(heartbeat);
      response.end();
    }
  };
}
