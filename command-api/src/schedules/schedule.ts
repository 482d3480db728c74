import type { ScheduleEvent, ScheduleQualityEvent } from '@rostra/contracts';

export interface GenerationRequest {
  requestId: string;
  requestedAt: string;
  workerId: string | null;
  finished: boolean;
}

export interface ScheduleState {
  request: GenerationRequest | null;
  /** Whether a generated schedule stands (not cleared since). */
  hasSchedule: boolean;
}

export const initialScheduleState: ScheduleState = { request: null, hasSchedule: false };

export function evolveSchedule(state: ScheduleState, event: ScheduleEvent | ScheduleQualityEvent): ScheduleState {
  switch (event.type) {
    case 'ScheduleGenerationRequested':
      return { ...state, request: { requestId: event.data.requestId, requestedAt: event.data.requestedAt, workerId: null, finished: false } };
    case 'ScheduleGenerationStarted':
      return state.request ? { ...state, request: { ...state.request, workerId: event.data.workerId } } : state;
    case 'ScheduleGenerationProgressed':
    case 'SchedulePartGenerated':
    case 'ScheduleQualityReported':
      return state;
    case 'ScheduleGenerated':
      return { request: state.request && { ...state.request, finished: true }, hasSchedule: true };
    case 'ScheduleGenerationFailed':
      return { ...state, request: state.request && { ...state.request, finished: true } };
    case 'ScheduleCleared':
      return { ...state, hasSchedule: false };
  }
}
