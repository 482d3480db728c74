import type { RequestHandler } from 'express';
import type { ReadStore } from '../read-store/port.ts';
import { authenticate } from './authenticate.ts';
import { requireOrganizationRole, requireSuperAdmin, type OrganizationRoleRequirement } from './authorize.ts';

/**
 * Who may call a route, as the checks that open it: a signed-in caller (401), then the role. Express
 * takes the array wherever it takes a handler, so a route line reads `organizationRole(deps, 'admin')`.
 */
export function organizationRole(deps: { tokenSecret: string; readStore: ReadStore }, role: OrganizationRoleRequirement): RequestHandler[] {
  return [authenticate(deps.tokenSecret), requireOrganizationRole(deps.readStore, role)];
}

/** Super admins only (SUPER_ADMIN_EMAILS), signed in. */
export function superAdminRole(deps: { tokenSecret: string; superAdminEmails: readonly string[] }): RequestHandler[] {
  return [authenticate(deps.tokenSecret), requireSuperAdmin(deps.superAdminEmails)];
}
