import { randomUUID } from 'node:crypto';
import { shiftRequirementsBody, shiftTypeCreateBody, shiftTypeInput, shiftTypeUpdateBody, type ShiftType } from '@rostra/contracts';
import { organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { shiftTypeDecider, type ShiftTypeCommand } from './decide.ts';
import { runOnShiftTypes, type WithoutOrganization } from './run.ts';

type WithoutTarget<C> = C extends unknown ? Omit<C, 'organizationId' | 'shiftTypeId'> : never;

/** An organization's shift types and their staffing requirements: admins only. */
export function shiftTypeRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const admin = organizationRole(deps, 'admin');

  /** Decides on the organization's shift-types stream; answers the shift type as it now is. */
  const decide = async (request: Request, shiftTypeId: string, command: WithoutTarget<ShiftTypeCommand>) => {
    const full = { ...command, shiftTypeId } as WithoutOrganization<ShiftTypeCommand>;
    const { state, position } = await runOnShiftTypes(deps, request, shiftTypeDecider, full);
    return { shiftType: state.shiftTypes[shiftTypeId] as ShiftType, position };
  };

  router.post('/organizations/:id/shift-types', ...admin, async (request, response) => {
    const { requirements, locationId, ...fields } = shiftTypeInput(parse(shiftTypeCreateBody, request.body));
    const { shiftType, position } = await decide(request, randomUUID(), { type: 'CreateShiftType', fields, requirements, locationId });
    respond(response, 201, shiftType, position);
  });

  router.put('/organizations/:id/shift-types/:shiftTypeId', ...admin, async (request, response) => {
    const { requirements, locationId, ...changes } = shiftTypeInput(parse(shiftTypeUpdateBody, request.body));
    const { shiftType, position } = await decide(request, String(request.params.shiftTypeId), {
      type: 'UpdateShiftType',
      changes,
      requirements,
      locationId,
    });
    respond(response, 200, shiftType, position);
  });

  router.put('/organizations/:id/shift-types/:shiftTypeId/requirements', ...admin, async (request, response) => {
    const { requirements } = parse(shiftRequirementsBody, request.body);
    const { shiftType, position } = await decide(request, String(request.params.shiftTypeId), {
      type: 'SetShiftRequirements',
      requirements,
    });
    respond(response, 200, shiftType, position);
  });

  router.delete('/organizations/:id/shift-types/:shiftTypeId', ...admin, async (request, response) => {
    const shiftTypeId = String(request.params.shiftTypeId);
    const { position } = await decide(request, shiftTypeId, { type: 'DeleteShiftType' });
    respond(response, 200, { id: shiftTypeId, message: 'Shift type deleted successfully' }, position);
  });

  return router;
}
