import { EVENT_VERSIONS } from '@rostra/contracts';
import { execute, type Decider, type DomainEvent } from '@rostra/platform';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { shiftTypesStream } from './shift-types.ts';

/**
 * Decides an admin's command on the organization's shift-types stream (the organization is the
 * path's), which holds its shift types, locations and skills; `subjectMemberId` is the member the
 * command is about, if any.
 */
export function runOnShiftTypes<Command extends { organizationId: string }, State, Event extends DomainEvent>(
  deps: CommandApiDeps,
  request: Request,
  decider: Decider<Command, State, Event>,
  command: Command,
  subjectMemberId: string | null = null,
) {
  const { organizationId } = command;
  const context = commandContext(request, organizationId, subjectMemberId, deps.clock.now().toISOString());
  return execute(deps.events, shiftTypesStream(organizationId), decider, command, context, EVENT_VERSIONS);
}
