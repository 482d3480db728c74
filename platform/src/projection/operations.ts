import { PROJECTION_OPERATIONS_STREAM, type ProjectionRebuildRequested } from '@rostra/contracts';
import type { EventStore } from '../event-store/port.ts';
import type { Logger } from '../logging/logger.ts';
import type { Doc, ReadStore } from '../read-store/port.ts';
import { readState } from './generations.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection, type RebuildProgress } from './rebuild.ts';

/** Where each requested rebuild stands, by request id: the API reads it (GET /admin/projections). */
export const REBUILDS_TABLE = 'projection_rebuilds';
/** How many events of the operations stream have been acted on. */
const CURSOR_KEY = 'projection-operations';
const PROGRESS_EVERY_MS = 500;

export interface RebuildRecord extends Doc {
  projection: string;
  status: 'running' | 'done' | 'failed';
  requested_at: string;
  requested_by: string | null;
  /** The projection being rebuilt now (one of several for `all`), and those finished. */
  current: string | null;
  done: string[];
  events: number;
  total: number;
  events_per_second: number;
  eta_seconds: number | null;
  finished_at: string | null;
  error: string | null;
}

export interface OperationsOptions {
  pollMs?: number;
  logger?: Logger;
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

  async start(): Promise<void> {
    await this.store.ensureTable({ name: REBUILDS_TABLE, indexes: [{ fields: ['status'] }] });
    if ((await this.store.getCheckpoint(CURSOR_KEY)) === null) {
      await this.store.commit([], { key: CURSOR_KEY, position: BigInt((await this.events.readStream(PROJECTION_OPERATIONS_STREAM)).length) });
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
            id: requestId, projection, status: 'running', requested_at: requestedAt, requested_by: request.metadata.actorEmail, current: null, done: [],
            events: 0, total: 0, events_per_second: 0, eta_seconds: null, finished_at: null, error: null,
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
    await this.store.commit([{ type: 'put', table: REBUILDS_TABLE, doc: record }], cursor === undefined ? undefined : { key: CURSOR_KEY, position: cursor });
  }

  /** Rebuilds what the request names that is not done yet; an interrupted one resumes (rebuildProjection does). */
  private async perform(record: RebuildRecord): Promise<void> {
    const targets = this.projections.filter((p) => (record.projection === 'all' || p.name === record.projection) && !record.done.includes(p.name));
    try {
      for (const projection of targets) {
        if (this.stopped) return;
        let saved = 0;
        const onProgress = async (progress: RebuildProgress) => {
          if (performance.now() - saved < PROGRESS_EVERY_MS && progress.events < progress.total) return;
          saved = performance.now();
          await this.save(Object.assign(record, progressFields(progress)));
        };
        await this.save(Object.assign(record, { current: projection.name, events: 0, total: 0, events_per_second: 0, eta_seconds: null }));
        await this.rebuildUnlessStopped(projection, onProgress);
        if (this.stopped) return;
        await this.save(Object.assign(record, { done: [...record.done, projection.name] }));
      }
      await this.save(Object.assign(record, { status: 'done', current: null, eta_seconds: 0, finished_at: new Date().toISOString() }));
      this.options.logger?.info({ request: record.id, projection: record.projection }, 'requested rebuild finished');
    } catch (error) {
      this.options.logger?.error({ err: error, request: record.id }, 'requested rebuild failed');
      await this.save(Object.assign(record, { status: 'failed', finished_at: new Date().toISOString(), error: String(error) }));
    }
  }

  /** A stop ends the rebuild at its next batch; the generation's checkpoint lets the next start resume it. */
  private async rebuildUnlessStopped(projection: Projection, onProgress: (progress: RebuildProgress) => Promise<void>): Promise<void> {
    const state = await readState(this.store, projection.name);
    if (state.active?.version !== projection.version) return; // the runner is rebuilding it for its new version already
    await rebuildProjection(this.events, this.store, projection, {
      onProgress: async (progress) => {
        if (this.stopped) throw new StoppedError();
        await onProgress(progress);
      },
    }).catch((error: unknown) => {
      if (!(error instanceof StoppedError)) throw error;
    });
  }
}

class StoppedError extends Error {}

function progressFields(progress: RebuildProgress): Partial<RebuildRecord> {
  return { events: progress.events, total: progress.total, events_per_second: Math.round(progress.eventsPerSecond), eta_seconds: progress.etaSeconds };
}
