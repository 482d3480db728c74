import type { EventStore } from '../event-store/port.ts';
import { systemClock, type Clock } from '../clock/clock.ts';
import type { Logger } from '../logging/logger.ts';
import type { ReadStore } from '../read-store/port.ts';
import { applyBatch } from './apply-batch.ts';
import { batches } from './batches.ts';
import { BatchError, failureIn, failureOf, inBatch, markFailed } from './failure.ts';
import { collectGarbage } from './garbage.ts';
import {
  activate,
  checkpointKey,
  ensureGenerationTables,
  markBuilding,
  nextGeneration,
  readState,
  sameGeneration,
  STATE_TABLE,
  swapIn,
  type Generation,
} from './generations.ts';
import { ProjectionOperations } from './operations.ts';
import type { Projection } from './projection.ts';

export interface RunnerOptions {
  batchSize?: number;
  flushMs?: number;
  heartbeatMs?: number;
  logger?: Logger;
  /** Act on rebuilds requested through the API (default true): the process running the projections does. */
  operations?: boolean;
  /** Tries of one batch before the projection is marked failed and stopped (default 5). */
  maxAttempts?: number;
  /** First wait before trying again after a failure, doubled each time (default 1000 ms). */
  retryMs?: number;
  /** When a projection failed, and when the rebuilds it acts on finished (the system's clock by default). */
  clock?: Clock;
}

/**
 * Keeps every projection up to date with the log. Each projection follows the log from its own
 * checkpoint and commits each batch with its checkpoint, so a crash never double-applies or skips.
 * A projection whose code version changed is rebuilt beside the serving one (blue/green) and
 * swapped in once it has caught up; a rebuild started elsewhere is followed the same way.
 */
export class ProjectionRunner {
  private stopped = false;
  private readonly loops: Promise<void>[] = [];
  private readonly closers = new Set<() => Promise<void>>();
  private operations: ProjectionOperations | null = null;

  constructor(
    private readonly events: EventStore,
    private readonly store: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly options: RunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    await this.store.ensureTable({ name: STATE_TABLE });
    for (const projection of this.projections) await this.prepare(projection);
    for (const projection of this.projections) this.loops.push(this.follow(projection));
    if (this.options.operations !== false) {
      this.operations = new ProjectionOperations(this.events, this.store, this.projections, {
        ...(this.options.logger ? { logger: this.options.logger } : {}),
        ...(this.options.clock ? { clock: this.options.clock } : {}),
      });
      await this.operations.start();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.operations?.stop();
    await Promise.all([...this.closers].map((close) => close()));
    await Promise.allSettled(this.loops);
  }

  /** The generation this runner writes into: the serving one, or the one being built beside it. */
  private async prepare(projection: Projection): Promise<Generation> {
    const state = await readState(this.store, projection.name);
    await collectGarbage(this.store, projection, state);
    if (state.active?.version === projection.version) return state.active;
    if (state.building?.version === projection.version) return state.building;
    const generation = nextGeneration(projection, state);
    await ensureGenerationTables(this.store, projection, generation);
    if (state.active) {
      this.options.logger?.info({ projection: projection.name, from: state.active, to: generation }, 'rebuilding projection blue/green');
      await markBuilding(this.store, projection, generation);
    } else {
      await activate(this.store, projection, generation); // nothing serves yet: build in place
    }
    return generation;
  }

  /**
   * Follows the log, resuming from the checkpoint after a failure (the store restarting). A batch
   * that fails every one of `maxAttempts` tries can never commit (a document over the store's
   * limit, a projection bug): the projection is marked failed, logged, and stops here rather than
   * retrying forever; status and health show it until a restart or a rebuild.
   */
  private async follow(projection: Projection): Promise<void> {
    let failing = null as { first: bigint; attempts: number } | null;
    while (!this.stopped) {
      let generation: Generation | null = null;
      try {
        generation = await this.prepare(projection);
        await this.followGeneration(projection, generation);
      } catch (error) {
        if (this.stopped) return;
        // A rebuild swapped this generation out (and dropped its tables) mid-batch: follow the new one.
        if (generation && (await this.superseded(projection, generation).catch(() => false))) continue;
        if (error instanceof BatchError && generation) {
          failing = { first: error.first, attempts: failing?.first === error.first ? failing.attempts + 1 : 1 };
          if (failing.attempts >= (this.options.maxAttempts ?? 5)) {
            const failure = failureOf(error, generation, failing.attempts, (this.options.clock ?? systemClock).now());
            this.options.logger?.error(
              { err: error, projection: projection.name, failure },
              'projection failed: a batch cannot be committed; stopped until a restart or a rebuild',
            );
            await markFailed(this.store, projection, failure).catch((mark: unknown) =>
              this.options.logger?.error({ err: mark, projection: projection.name }, 'could not record the failure'),
            );
            return;
          }
        }
        this.options.logger?.error({ err: error, projection: projection.name }, 'projection failed; restarting from its checkpoint');
        const retryMs = (this.options.retryMs ?? 1000) * 2 ** Math.max(0, (failing?.attempts ?? 1) - 1);
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  }

  /** Follows the log into one generation until the runner stops or the generation stops being current. */
  private async followGeneration(projection: Projection, generation: Generation): Promise<void> {
    const after = await this.store.getCheckpoint(checkpointKey(projection.name, generation));
    const subscription = this.events.subscribeToAll(after === null ? {} : { after });
    const close = () => subscription.close();
    this.closers.add(close);
    try {
      const grouped = batches(subscription, {
        maxSize: this.options.batchSize ?? 500,
        flushMs: this.options.flushMs ?? 5,
        heartbeatMs: this.options.heartbeatMs ?? 1000,
      });
      for await (const batch of grouped) {
        if (this.stopped) return;
        const state = await readState(this.store, projection.name);
        const serving = sameGeneration(state.active, generation);
        if (!serving && !sameGeneration(state.building, generation)) return; // swapped by a rebuild elsewhere
        await inBatch(batch, () => applyBatch(this.store, projection, generation, batch));
        if (failureIn(state)) await markFailed(this.store, projection, null); // it commits again: no longer failed
        if (!serving && state.active && (await this.caughtUp(batch.at(-1)?.position ?? after))) {
          await swapIn(this.store, projection, generation, state.active);
          this.options.logger?.info({ projection: projection.name, generation }, 'rebuilt projection is now serving');
        }
      }
    } finally {
      this.closers.delete(close);
      await subscription.close();
    }
  }

  private async superseded(projection: Projection, generation: Generation): Promise<boolean> {
    const state = await readState(this.store, projection.name);
    return !sameGeneration(state.active, generation) && !sameGeneration(state.building, generation);
  }

  private async caughtUp(position: bigint | null): Promise<boolean> {
    const head = await this.events.headPosition();
    return head === null || (position !== null && position >= head);
  }
}
