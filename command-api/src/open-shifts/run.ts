import { EVENT_VERSIONS, scheduleStream } from '@rostra/contracts';
import { execute } from '@rostra/platform';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import type { MonthRef } from '../shared/month-command.ts';
import { noticeFacts, withShortNotice } from '../shared/short-notice.ts';
import { openShiftDecider, type OpenShiftCommand } from './decide.ts';

/** A sick call's release or an assignment within the notice is recorded as short notice with it. */
const noticedOpenShiftDecider = withShortNotice(openShiftDecider, (state) => state.schedule);

/** Runs an open-shift command on the month's stream. */
export async function runOpenShift(deps: CommandApiDeps, request: Request, ref: MonthRef, command: OpenShiftCommand, memberId?: string) {
  const context = commandContext(request, ref.organizationId, memberId ?? null, command.now);
  const notice = await noticeFacts(deps, ref.organizationId, command.now);
  return execute(
    deps.events,
    scheduleStream(ref.organizationId, ref.year, ref.month),
    noticedOpenShiftDecider,
    { ...command, notice },
    context,
    EVENT_VERSIONS,
  );
}
