import { EVENT_VERSIONS } from '@rostra/contracts';
import { execute, type Decider, type DomainEvent } from '@rostra/platform';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { shiftTypesStream } from './shift-types.ts';

/** A command of the shift-types stream as a route builds it: the organization is the path's. */
export type WithoutOrganization<C> = C extends unknown ? Omit<C, 'organizationId'> : never;

/**
 * Decides an admin's command on the organization's shift-types stream, which holds its shift types,
 * locations and skills; `subjectMemberId` is the member the command is about, if any.
 */
export function runOnShiftTypes<Command extends { organizationId: string }, State, Event extends DomainEvent>(
  deps: CommandApiDeps,
  request: Request,
  decider: Decider<Command, State, Event>,
  command: WithoutOrganization<Command>,
  subjectMemberId: string | null = null,
) {
  const organizationId = String(request.params.id);
  const context = commandContext(request, organizationId, subjectMemberId, deps.clock.now().toISOString());
  // The organization put back makes the whole command; TypeScript cannot see through the distributive Omit.
  const full = { ...command, organizationId } as unknown as Command;
  return execute(deps.events, shiftTypesStream(organizationId), decider, full, context, EVENT_VERSIONS);
}
