import { qualityReportData, type ScheduleGenerationRequested } from '@rostra/contracts';
import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import type { Clock, EventStore, RecordedEvent } from '@rostra/platform';
import type { ExplainOptions } from '../explain/explain.ts';
import type { ProductSolveResult } from '../product/solve-product.ts';
import { productQualityReport } from '../report/product.ts';
import { scheduleEvent } from './claim.ts';

/**
 * After a generated schedule, its quality report (ScheduleQualityReported) on the month's stream:
 * nothing for a failed generation, nor for a request a newer one has replaced meanwhile.
 */
export async function appendQualityReport(
  events: EventStore,
  clock: Clock,
  request: RecordedEvent,
  input: SolverInput,
  result: ProductSolveResult,
  options?: ExplainOptions,
): Promise<void> {
  if (result.status !== 'optimal' && result.status !== 'feasible') return;
  const { organizationId, year, month, requestId } = (request as RecordedEvent & ScheduleGenerationRequested).data;
  const report = await productQualityReport(
    solverInputSchema.parse(input),
    result.assignments,
    { requestId, organizationId, year, month },
    options,
  );
  const latest = (await events.readStream(request.streamId)).findLast((e) => e.type === 'ScheduleGenerationRequested');
  if ((latest?.data as { requestId?: string } | undefined)?.requestId !== requestId) return;
  await events.append(
    request.streamId,
    [scheduleEvent({ type: 'ScheduleQualityReported', data: qualityReportData(report) }, organizationId, request.id, clock.now())],
    {
      expectedRevision: 'any',
    },
  );
}
