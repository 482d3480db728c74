import { randomUUID } from 'node:crypto';
import type { ScheduleEvent, ScheduleGenerationRequested } from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver-input';
import {
  WrongExpectedRevisionError,
  waitForPosition,
  type EventStore,
  type Logger,
  type Projection,
  type ReadStore,
  type RecordedEvent,
} from '@rostra/platform';
import { solveProduct, type ProductSolveResult } from '../product/solve-product.ts';
import type { ExplainOptions } from '../explain/explain.ts';
import type { SolveOptions } from '../search/result.ts';
import { claim, scheduleEvent } from './claim.ts';
import { outcomeEvent } from './outcome.ts';
import { appendQualityReport } from './quality.ts';

export interface GenerationWorkerDeps {
  events: EventStore;
  readStore: ReadStore;
  /** The read models the input is read from: the worker waits until they include the request. */
  projections: readonly Projection[];
  /** Assembles a month's solver input from the read models. */
  loadInput(organizationId: string, year: number, month: number): Promise<{ input: SolverInput; memberNames: Record<string, string> }>;
  logger: Logger;
  workerId?: string;
  solveOptions?: SolveOptions;
  /** Budget of the quality report's explanations (default 10 s). */
  explainOptions?: ExplainOptions;
  /** How often progress is recorded on the stream while a solve runs. */
  progressEveryMs?: number;
  solve?: typeof solveProduct;
}

const CHECKPOINT = 'solver:generation-worker';

/**
 * The solver service: follows the log for generation requests, claims each (one replica wins),
 * waits for the read models to include the request, solves, and appends ScheduleGenerated or
 * ScheduleGenerationFailed on the month's stream. One solve at a time per worker.
 */
export class GenerationWorker {
  private readonly workerId: string;
  private subscription: { close(): Promise<void> } | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly deps: GenerationWorkerDeps) {
    this.workerId = deps.workerId ?? `solver-${randomUUID().slice(0, 8)}`;
  }

  async start(): Promise<void> {
    const after = await this.deps.readStore.getCheckpoint(CHECKPOINT);
    const subscription = this.deps.events.subscribeToAll(after === null ? {} : { after });
    this.subscription = subscription;
    this.loop = (async () => {
      for await (const event of subscription) {
        if (event.type === 'ScheduleGenerationRequested') {
          await this.handle(event).catch((error: unknown) => this.deps.logger.error({ err: error, stream: event.streamId }, 'generation failed unexpectedly'));
          await this.deps.readStore.commit([], { key: CHECKPOINT, position: event.position });
        }
      }
    })();
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    await this.loop;
  }

  private async handle(event: RecordedEvent): Promise<void> {
    const { organizationId, year, month, requestId } = (event as RecordedEvent & ScheduleGenerationRequested).data;
    if (!(await claim(this.deps.events, event.streamId, requestId, this.workerId, organizationId, event.id))) return;
    this.deps.logger.info({ organizationId, year, month, requestId, worker: this.workerId }, 'generating a schedule');
    await waitForPosition(this.deps.readStore, this.deps.projections, event.position, { timeoutMs: 10_000 });
    const { input, memberNames } = await this.deps.loadInput(organizationId, year, month);
    const result = await this.solve(input, event, organizationId, requestId);
    await this.answer(event.streamId, organizationId, event.id, outcomeEvent(result, input, memberNames, { requestId, organizationId, year, month }));
    await appendQualityReport(this.deps.events, event, input, result, this.deps.explainOptions);
  }

  private async solve(input: SolverInput, event: RecordedEvent, organizationId: string, requestId: string): Promise<ProductSolveResult> {
    let lastProgress = 0;
    const every = this.deps.progressEveryMs ?? 1000;
    const pending: Promise<unknown>[] = [];
    const result = await (this.deps.solve ?? solveProduct)(input, {
      ...this.deps.solveOptions,
      onProgress: (progress) => {
        if (Date.now() - lastProgress < every) return;
        lastProgress = Date.now();
        const progressed: ScheduleEvent = { type: 'ScheduleGenerationProgressed', data: { requestId, ...progress } };
        pending.push(this.deps.events.append(event.streamId, [scheduleEvent(progressed, organizationId, event.id)], { expectedRevision: 'any' }));
      },
    });
    await Promise.allSettled(pending);
    return result;
  }

  /** Appends the answer unless a newer request has replaced this one meanwhile. */
  private async answer(streamId: string, organizationId: string, causationId: string, outcome: ScheduleEvent): Promise<void> {
    const requestId = (outcome.data as { requestId: string }).requestId;
    for (;;) {
      const recorded = await this.deps.events.readStream(streamId);
      const latest = recorded.findLast((e) => e.type === 'ScheduleGenerationRequested');
      if ((latest?.data as { requestId?: string } | undefined)?.requestId !== requestId) return;
      try {
        await this.deps.events.append(streamId, [scheduleEvent(outcome, organizationId, causationId)], { expectedRevision: recorded.at(-1)!.revision });
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
  }
}
