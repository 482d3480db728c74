import { GENERATION_TEXT, type ScheduleEvent, type GenerationStatus } from '@rostra/contracts';
import type { EventStore, RecordedEvent } from '@rostra/platform';

export interface ProgressUpdate {
  event: 'progress';
  data: { request_id: string; incumbent: number | null; bound: number | null; gap: number | null; elapsed_seconds: number };
}

export interface GenerationEnd {
  event: 'result';
  data: { request_id: string | null; status: GenerationStatus; success: boolean; text: string };
}

export interface FollowOptions {
  /** Skip a request that has already finished: wait for the next one instead. */
  onlyNew: boolean;
  signal: AbortSignal;
  pollMs?: number;
  /** Gives up with a timeout result after this long (a solver that died never answers). */
  limitMs?: number;
}

type Recorded = RecordedEvent & ScheduleEvent;
const requestIdOf = (event: Recorded) => (event.data as { requestId?: string }).requestId ?? null;
const isOutcome = (event: Recorded) => event.type === 'ScheduleGenerated' || event.type === 'ScheduleGenerationFailed';

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function result(requestId: string | null, status: GenerationStatus): GenerationEnd {
  return {
    event: 'result',
    data: { request_id: requestId, status, success: status === 'optimal' || status === 'feasible', text: GENERATION_TEXT[status] },
  };
}

/** Where to start reading: the latest request, or past it when it has finished and only a new one counts. */
async function startRevision(events: EventStore, streamId: string, onlyNew: boolean): Promise<bigint> {
  const recorded = (await events.readStream(streamId)) as Recorded[];
  const latest = recorded.findLast((event) => event.type === 'ScheduleGenerationRequested');
  if (!latest) return 0n;
  const finished = recorded.some((event) => isOutcome(event) && requestIdOf(event) === requestIdOf(latest));
  return onlyNew && finished ? recorded.at(-1)!.revision + 1n : latest.revision;
}

/**
 * Follows a month's stream (docs/api/schedules.md#live-progress): the progress of the generation request it
 * starts at, then one result, then the end. Reads the log, polling, so it works whichever process
 * runs the solver. A newer request replaces the one being followed. Ends early when aborted.
 * Where it starts is fixed when this resolves, so a caller can answer the client only after.
 */
export async function followGeneration(
  events: EventStore,
  streamId: string,
  options: FollowOptions,
): Promise<AsyncGenerator<ProgressUpdate | GenerationEnd>> {
  return updates(events, streamId, await startRevision(events, streamId, options.onlyNew), options);
}

async function* updates(
  events: EventStore,
  streamId: string,
  from: bigint,
  options: FollowOptions,
): AsyncGenerator<ProgressUpdate | GenerationEnd> {
  const { signal, pollMs = 250, limitMs = 5 * 60_000 } = options;
  // A wait, not a time of the product: measured on the monotonic clock.
  const deadline = performance.now() + limitMs;
  let next = from;
  let following: string | null = null;
  while (!signal.aborted) {
    for (const event of (await events.readStream(streamId, { fromRevision: next })) as Recorded[]) {
      next = event.revision + 1n;
      if (event.type === 'ScheduleGenerationRequested') following = event.data.requestId;
      if (following === null || requestIdOf(event) !== following) continue;
      if (event.type === 'ScheduleGenerationProgressed') {
        const { incumbent, bound, gap, elapsedSeconds } = event.data;
        yield { event: 'progress', data: { request_id: following, incumbent, bound, gap, elapsed_seconds: elapsedSeconds } };
      } else if (event.type === 'ScheduleGenerated' || event.type === 'ScheduleGenerationFailed') {
        yield result(following, event.data.status);
        return;
      }
    }
    if (performance.now() >= deadline) {
      yield result(following, 'timeout');
      return;
    }
    await pause(pollMs, signal);
  }
}
