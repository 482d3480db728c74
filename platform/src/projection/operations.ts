import { PROJECTION_OPERATIONS_STREAM, type ProjectionRebuild, type ProjectionRebuildRequested } from '@rostra/contracts';
import type { EventStore } from '../event-store/port.ts';
import { systemClock, type Clock } from '../clock/clock.ts';
import type { Logger } from '../logging/logger.ts';
import type { Doc, ReadStore } from '../read-store/port.ts';
import { readState } from './generations.ts';
import type { Projection } from './projection.ts';
import { rebuildProjections, type RebuildProgress } from './rebuild.ts';

/** Where each requested rebuild stands, by request id: the API reads it (GET /admin/projections). */
export const REBUILDS_TABLE = 'projection_rebuilds';
/** How many events of the operations stream have been acted on. */
const CURSOR_KEY = 'projection-operations';
const PROGRESS_EVERY_MS = 500;

/** A rebuild request's record: the answer's shape (contracts) is the document's. */
export type RebuildRecord = ProjectionRebuild & Doc;

export interface OperationsOptions {
  pollMs?: number;
  logger?: Logger;
  /** When a rebuild finished (the system's clock by default). */
  clock?: Clock;
}

/**
 * Acts on the rebuilds super admins request through the API (ProjectionRebuildRequested on the
 * operations stream), in the process that runs the projections, one at a time, recording progress
 * in the read store. A rebuild cut short by a crash is taken up again at the next start and
 * resumes from its generation's checkpoint. Requests made before the first start are history.
 */
export class ProjectionOperations {
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly options: OperationsOptions = {},
  ) {}

  private now(): string {
    return (this.options.clock ?? systemClock).now().toISOString();
  }

  async start(): Promise<void> {
    await this.store.ensureTable({ name: REBUILDS_TABLE, indexes: [{ fields: ['status'] }] });
    if ((await this.store.getCheckpoint(CURSOR_KEY)) === null) {
      await this.store.commit([], {
        key: CURSOR_KEY,
        position: BigInt((await this.events.readStream(PROJECTION_OPERATIONS_STREAM)).length),
      });
    }
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    for (const record of await this.store.find<RebuildRecord>(REBUILDS_TABLE, { where: { status: 'running' } })) await this.perform(record);
    while (!this.stopped) {
      const seen = (await this.store.getCheckpoint(CURSOR_KEY)) ?? 0n;
      const requests = await this.events.readStream(PROJECTION_OPERATIONS_STREAM, { fromRevision: seen });
      for (const request of requests) {
        if (this.stopped) return;
        if (request.type === 'ProjectionRebuildRequested') {
          const { requestId, projection, requestedAt } = (request as unknown as ProjectionRebuildRequested).data;
          const record: RebuildRecord = {
            id: requestId,
            projection,
            status: 'running',
            requested_at: requestedAt,
            requested_by: request.metadata.actorEmail,
            current: null,
            done: [],
            events: 0,
            total: 0,
            events_per_second: 0,
            eta_seconds: null,
            finished_at: null,
            error: null,
          };
          await this.save(record, request.revision + 1n);
          await this.perform(record);
        } else {
          await this.store.commit([], { key: CURSOR_KEY, position: request.revision + 1n });
        }
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, this.options.pollMs ?? 1000).unref();
      });
    }
  }

  private async save(record: RebuildRecord, cursor?: bigint): Promise<void> {
    await this.store.commit(
      [{ type: 'put', table: REBUILDS_TABLE, doc: record }],
      cursor === undefined ? undefined : { key: CURSOR_KEY, position: cursor },
    );
  }

  /** Rebuilds what the request names, in one pass over the log; an interrupted one resumes (rebuildProjections does). */
  private async perform(record: RebuildRecord): Promise<void> {
    const named = this.projections.filter((p) => record.projection === 'all' || p.name === record.projection);
    // A projection whose code version changed is being rebuilt by the runner already.
    const states = await Promise.all(named.map((p) => readState(this.store, p.name)));
    const targets = named.filter((p, index) => states[index]!.active?.version === p.version);
    let saved = 0;
    const onProgress = async (progress: RebuildProgress) => {
      if (this.stopped) throw new StoppedError();
      if (performance.now() - saved < PROGRESS_EVERY_MS && progress.events < progress.total) return;
      saved = performance.now();
      await this.save(Object.assign(record, progressFields(progress)));
    };
    try {
      await this.save(Object.assign(record, { current: targets.map((p) => p.name).join(', ') || null }));
      if (targets.length > 0) await rebuildProjections(this.events, this.store, targets, { onProgress });
      await this.save(
        Object.assign(record, {
          status: 'done',
          current: null,
          done: named.map((p) => p.name),
          eta_seconds: 0,
          finished_at: this.now(),
        }),
      );
      this.options.logger?.info({ request: record.id, projection: record.projection }, 'requested rebuild finished');
    } catch (error) {
      if (error instanceof StoppedError) return; // the next start takes it up again
      this.options.logger?.error({ err: error, request: record.id }, 'requested rebuild failed');
      await this.save(Object.assign(record, { status: 'failed', finished_at: this.now(), error: String(error) }));
    }
  }
}

class StoppedError extends Error {}

function progressFields(progress: RebuildProgress): Partial<RebuildRecord> {
  return {
    events: progress.events,
    total: progress.total,
    events_per_second: Math.round(progress.eventsPerSecond),
    eta_seconds: progress.etaSeconds,
  };
}
