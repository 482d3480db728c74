import {
  PUBLISH_TEXT,
  type ScheduleEvent,
  changesBetween,
  evolveSchedule,
  generationRunning,
  initialScheduleState,
  type ScheduleState,
} from '@rostra/contracts';
import { conflict, notFound, type Decider } from '@rostra/platform';
import { decideEdit, type EditAssignment } from './edit.ts';
import { decideApply, decideRepairRequest, type ApplyRepair, type RequestRepair } from './repair.ts';

export const GENERATION_RUNNING = 'A schedule is already being generated for this month. Please wait for it to finish.';

export type ScheduleCommand =
  | { type: 'RequestGeneration'; organizationId: string; year: number; month: number; requestId: string; now: string }
  | { type: 'Clear'; organizationId: string; year: number; month: number; now: string }
  | { type: 'Publish'; organizationId: string; year: number; month: number; now: string }
  | EditAssignment
  | RequestRepair
  | ApplyRepair;

export const scheduleDecider: Decider<ScheduleCommand, ScheduleState, ScheduleEvent> = {
  initialState: initialScheduleState,
  evolve: evolveSchedule,
  decide(command, state) {
    if (generationRunning(state, command.now)) throw conflict(GENERATION_RUNNING);
    switch (command.type) {
      case 'RequestGeneration': {
        const { organizationId, year, month, requestId, now } = command;
        return [{ type: 'ScheduleGenerationRequested', data: { organizationId, year, month, requestId, requestedAt: now } }];
      }
      case 'Clear': {
        const { organizationId, year, month } = command;
        return state.hasSchedule ? [{ type: 'ScheduleCleared', data: { organizationId, year, month } }] : [];
      }
      case 'Publish': {
        const { organizationId, year, month, now } = command;
        const draft = state.draft;
        if (!draft) throw notFound(PUBLISH_TEXT.noSchedule);
        // Published before, and nobody's shifts differ since: nothing for employees to see.
        if (state.published && changesBetween(state.published, draft).size === 0) throw conflict(PUBLISH_TEXT.unchanged);
        return [
          {
            type: 'SchedulePublished',
            data: { organizationId, year, month, requestId: draft.requestId, revision: draft.revision, publishedAt: now },
          },
        ];
      }
      case 'EditAssignment':
        return decideEdit(command, state);
      case 'RequestRepair':
        return decideRepairRequest(command, state);
      case 'ApplyRepair':
        return decideApply(command, state);
    }
  },
};
