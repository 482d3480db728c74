import { randomUUID } from 'node:crypto';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { GENERATION_LEASE_MS, type ScheduleEvent, type ScheduleGenerationRequested } from '@rostra/contracts';
import { WrongExpectedRevisionError, waitForPosition, type RecordedEvent, type Subscription } from '@rostra/platform';
import { solveProduct, type ProductSolveResult } from '../product/solve-product.ts';
import type { ExplainOptions } from '../explain/explain.ts';
import type { SolveOptions } from '../search/orchestration/result.ts';
import { scheduleEvent } from './claim.ts';
import { claimGeneration, renewLease, stillMine } from './lease.ts';
import { answerRepair, type SolverServiceDeps } from './repair.ts';
import { outcomeEvents } from './outcome.ts';
import { appendQualityReport } from './quality.ts';

export interface GenerationWorkerDeps extends SolverServiceDeps {
  workerId?: string;
  solveOptions?: SolveOptions;
  /** Budget of the quality report's explanations (default 10 s). */
  explainOptions?: ExplainOptions;
  /** How often progress is recorded on the stream while a solve runs. */
  progressEveryMs?: number;
  solve?: typeof solveProduct;
  /** How long to wait before resubscribing after the subscription failed (the store restarting). */
  resubscribeAfterMs?: number;
  /** How often requests another replica holds are looked at again, to take over those whose lease ran out (default 1 s). */
  leaseCheckEveryMs?: number;
}

type Request = RecordedEvent & ScheduleGenerationRequested;

const CHECKPOINT = 'solver:generation-worker';

/**
 * The solver service: follows the log for generation and repair requests, claims each (one
 * replica wins; a generation with a lease it renews while it works, lease.ts), waits for the read
 * models to include the request, solves, and appends ScheduleGenerated or
 * ScheduleGenerationFailed (repair.ts: ScheduleRepairProposed or ScheduleRepairFailed) on the
 * month's stream. A generation another replica holds is looked at again until it is answered or
 * its lease runs out (its replica died), and then taken over. One solve at a time per worker.
 */
export class GenerationWorker {
  private readonly workerId: string;
  private subscription: Subscription | null = null;
  private loop: Promise<void> | null = null;
  private stopped = false;
  /** The work of this worker, one piece at a time: the log's requests and the takeovers. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Generation requests other replicas hold, by event id. */
  private readonly held = new Map<string, Request>();
  private leaseCheck: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(private readonly deps: GenerationWorkerDeps) {
    this.workerId = deps.workerId ?? `solver-${randomUUID().slice(0, 8)}`;
  }

  async start(): Promise<void> {
    this.loop = this.follow(await this.subscribe());
    this.leaseCheck = setInterval(() => void this.takeOverLapsed(), this.deps.leaseCheckEveryMs ?? 1000);
    this.leaseCheck.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.leaseCheck) clearInterval(this.leaseCheck);
    await this.subscription?.close();
    await this.loop;
    await this.queue;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const done = this.queue.then(work);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** Tries the held requests again: those whose lease ran out are claimed and solved. */
  private async takeOverLapsed(): Promise<void> {
    if (this.checking || this.stopped) return;
    this.checking = true;
    try {
      for (const event of [...this.held.values()]) await this.serially(() => this.handle(event));
    } catch (error) {
      this.deps.logger.error({ err: error, worker: this.workerId }, 'taking over a generation failed');
    } finally {
      this.checking = false;
    }
  }

  private async subscribe(): Promise<Subscription> {
    const after = await this.deps.readStore.getCheckpoint(CHECKPOINT);
    this.subscription = this.deps.events.subscribeToAll(after === null ? {} : { after });
    return this.subscription;
  }

  /** Follows the log until stopped; a failed subscription (the store restarting) resumes from the checkpoint. */
  private async follow(first: Subscription): Promise<void> {
    let subscription: Subscription | null = first;
    while (!this.stopped) {
      try {
        subscription ??= await this.subscribe();
        for await (const event of subscription) {
          const handled =
            event.type === 'ScheduleGenerationRequested'
              ? this.serially(() => this.handle(event as Request))
              : event.type === 'ScheduleRepairRequested'
                ? this.serially(() => answerRepair(this.deps, event, this.workerId))
                : null;
          if (handled) {
            await handled.catch((error: unknown) =>
              this.deps.logger.error({ err: error, stream: event.streamId, type: event.type }, 'solving failed unexpectedly'),
            );
            await this.deps.readStore.commit([], { key: CHECKPOINT, position: event.position });
          }
        }
        return; // closed by stop()
      } catch (error) {
        if (this.stopped) return;
        this.deps.logger.error({ err: error, worker: this.workerId }, 'subscription failed; resuming from the checkpoint');
        await subscription?.close().catch(() => undefined);
        subscription = null;
        await new Promise((resolve) => setTimeout(resolve, this.deps.resubscribeAfterMs ?? 1000));
      }
    }
  }

  private async handle(event: Request): Promise<void> {
    const { organizationId, year, month, requestId } = event.data;
    const claim = await claimGeneration(this.deps.events, event, this.workerId, this.deps.clock.now());
    if (claim === 'closed') this.held.delete(event.id);
    if (typeof claim === 'object') this.held.set(event.id, event);
    if (claim !== 'claimed') return;
    this.held.delete(event.id);
    this.deps.logger.info({ organizationId, year, month, requestId, worker: this.workerId }, 'generating a schedule');
    const renewal = setInterval(
      () =>
        void renewLease(this.deps.events, event, this.workerId, this.deps.clock.now()).catch((error: unknown) =>
          this.deps.logger.error({ err: error, requestId, worker: this.workerId }, 'renewing the lease failed'),
        ),
      GENERATION_LEASE_MS / 3,
    );
    try {
      await waitForPosition(this.deps.readStore, this.deps.projections, event.position, { timeoutMs: 10_000 });
      const { input, memberNames } = await this.deps.loadInput(organizationId, year, month);
      const result = await this.solve(input, event, organizationId, requestId);
      await this.answer(
        event.streamId,
        organizationId,
        event.id,
        requestId,
        outcomeEvents(result, input, memberNames, { requestId, organizationId, year, month }),
      );
      await appendQualityReport(this.deps.events, this.deps.clock, event, input, result, this.deps.explainOptions);
    } finally {
      clearInterval(renewal);
    }
  }

  private async solve(input: SolverInput, event: RecordedEvent, organizationId: string, requestId: string): Promise<ProductSolveResult> {
    let lastProgress = -Infinity; // the first progress goes out at once
    const every = this.deps.progressEveryMs ?? 1000;
    const pending: Promise<unknown>[] = [];
    const result = await (this.deps.solve ?? solveProduct)(input, {
      ...this.deps.solveOptions,
      onProgress: (progress) => {
        if (performance.now() - lastProgress < every) return;
        lastProgress = performance.now();
        const progressed: ScheduleEvent = { type: 'ScheduleGenerationProgressed', data: { requestId, ...progress } };
        pending.push(
          this.deps.events.append(event.streamId, [scheduleEvent(progressed, organizationId, event.id, this.deps.clock.now())], {
            expectedRevision: 'any',
          }),
        );
      },
    });
    await Promise.allSettled(pending);
    return result;
  }

  /**
   * Appends the answer, one bounded event per append (an append has a size limit too), unless a
   * newer request has replaced this one meanwhile or another replica took it over (this one's
   * lease ran out); parts left by a replaced answer are never closed.
   */
  private async answer(
    streamId: string,
    organizationId: string,
    causationId: string,
    requestId: string,
    outcome: ScheduleEvent[],
  ): Promise<void> {
    let next = 0;
    while (next < outcome.length) {
      const recorded = await this.deps.events.readStream(streamId);
      if (!stillMine(recorded, requestId, this.workerId)) return;
      let revision = recorded.at(-1)!.revision;
      try {
        for (; next < outcome.length; next += 1) {
          ({ nextRevision: revision } = await this.deps.events.append(
            streamId,
            [scheduleEvent(outcome[next]!, organizationId, causationId, this.deps.clock.now())],
            { expectedRevision: revision },
          ));
        }
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
  }
}
