import { EVENT_VERSIONS, scheduleStream } from '@rostra/contracts';
import { execute, identity } from '@rostra/platform';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { openShiftDecider, type OpenShiftCommand } from './decide.ts';

export type MonthRef = { organizationId: string; year: number; month: number };

/** Runs an open-shift command on the month's stream. */
export function runOpenShift(deps: CommandApiDeps, request: Request, ref: MonthRef, command: OpenShiftCommand, memberId?: string) {
  const me = identity(request);
  const context = { actorUserId: me.userId, actorEmail: me.email, organizationId: ref.organizationId, subjectMemberId: memberId ?? null };
  return execute(deps.events, scheduleStream(ref.organizationId, ref.year, ref.month), openShiftDecider, command, context, EVENT_VERSIONS);
}
