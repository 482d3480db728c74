import { randomUUID } from 'node:crypto';
import {
  LOCATION_TEXT,
  locationCreateBody,
  locationUpdateBody,
  memberLocationsBody,
  memberLocationsInput,
  type Location,
} from '@rostra/contracts';
import { notFound, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { loadMembership, schedulableMemberIds } from '../membership/facts.ts';
import { organizationFacts } from '../shared/organization-facts.ts';
import { locationDecider, type LocationCommand } from './locations.ts';
import { runOnShiftTypes, type WithoutOrganization } from './run.ts';

/** An organization's locations and where its members work: admins only (docs/api/locations.md). */
export function locationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');

  const decide = (request: Request, command: WithoutOrganization<LocationCommand>, subjectMemberId: string | null = null) =>
    runOnShiftTypes(deps, request, locationDecider, command, subjectMemberId);

  router.post('/organizations/:id/locations', ...admin, async (request, response) => {
    const { name, timezone } = parse(locationCreateBody, request.body);
    const fields = { name, timezone: timezone ?? (await organizationFacts(deps, String(request.params.id))).timeZone };
    const locationId = randomUUID();
    const { state, position } = await decide(request, { type: 'CreateLocation', locationId, fields });
    respond(response, 201, state.locations[locationId] as Location, position);
  });

  router.put('/organizations/:id/locations/:locationId', ...admin, async (request, response) => {
    const changes = parse(locationUpdateBody, request.body);
    const locationId = String(request.params.locationId);
    const { state, position } = await decide(request, { type: 'UpdateLocation', locationId, changes });
    respond(response, 200, state.locations[locationId] as Location, position);
  });

  router.delete('/organizations/:id/locations/:locationId', ...admin, async (request, response) => {
    const locationId = String(request.params.locationId);
    const { position } = await decide(request, { type: 'DeleteLocation', locationId });
    respond(response, 200, { id: locationId, message: 'Location deleted successfully' }, position);
  });

  router.put('/organizations/:id/members/:memberId/locations', ...admin, async (request, response) => {
    const { locationIds } = memberLocationsInput(parse(memberLocationsBody, request.body));
    const organizationId = String(request.params.id);
    const memberId = String(request.params.memberId);
    const schedulable = schedulableMemberIds(await loadMembership(deps, organizationId), deps.clock.now().toISOString());
    if (!schedulable.includes(memberId)) throw notFound(LOCATION_TEXT.unknownMember);
    const { state, position } = await decide(request, { type: 'SetMemberLocations', memberId, locationIds }, memberId);
    respond(response, 200, { member_id: memberId, location_ids: state.memberLocations[memberId] ?? [] }, position);
  });

  return router;
}
