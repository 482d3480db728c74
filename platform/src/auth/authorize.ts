import type { Request, RequestHandler } from 'express';
import { TEXT } from '@rostra/contracts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Doc, ReadStore } from '../read-store/port.ts';
import { identity } from './authenticate.ts';
import { MEMBERS_TABLE, ORGANIZATIONS_TABLE } from './session-user.ts';

/** A row of the members read model, as far as authorization needs it. */
export interface MembershipRow extends Doc {
  organization_id: string;
  user_id: string | null;
  is_admin: boolean;
  is_employee: boolean;
  status: 'active' | 'pending' | 'expired';
}

export type OrganizationRoleRequirement = 'member' | 'admin' | 'employee';

const memberships = new WeakMap<Request, MembershipRow>();

export const NO_ACCESS = 'You do not have access to this organization';
export const ADMIN_ONLY = 'Only administrators of this organization can do this';

async function read<T extends Doc>(store: ReadStore, alias: string, where: Record<string, string>): Promise<T | null> {
  const table = await store.resolveAlias(alias);
  return table ? ((await store.find<T>(table, { where, limit: 1 }))[0] ?? null) : null;
}

/** The signed-in user's active membership of an organization, or null. */
export async function membershipOf(store: ReadStore, organizationId: string, userId: string): Promise<MembershipRow | null> {
  const row = await read<MembershipRow>(store, MEMBERS_TABLE, { organization_id: organizationId, user_id: userId });
  return row?.status === 'active' ? row : null;
}

/**
 * Roles are resolved per request from the read model (docs/product/roles-and-permissions.md): the organization in the path
 * must exist (404 otherwise, also once deleted) and the user must hold the role there (403).
 * Employee-gated routes admit admins too.
 */
export function requireOrganizationRole(store: ReadStore, requirement: OrganizationRoleRequirement, param = 'id'): RequestHandler {
  return async (request, _response, next) => {
    memberships.set(request, await authorizeOrganization(store, request, String(request.params[param] ?? ''), requirement));
    next();
  };
}

/** The same check for an organization named elsewhere than the path (e.g. in the body). */
export async function authorizeOrganization(
  store: ReadStore,
  request: Request,
  organizationId: string,
  requirement: OrganizationRoleRequirement,
): Promise<MembershipRow> {
  if (!/^\d{1,15}$/.test(organizationId) || !(await read(store, ORGANIZATIONS_TABLE, { id: organizationId }))) {
    throw notFound(TEXT.organizationNotFound);
  }
  const membership = await membershipOf(store, organizationId, identity(request).userId);
  if (!membership || (!membership.is_admin && !membership.is_employee)) throw forbidden(NO_ACCESS);
  if (requirement === 'admin' && !membership.is_admin) throw forbidden(ADMIN_ONLY);
  return membership;
}

/** The membership `requireOrganizationRole` found for this request. */
export function membership(request: Request): MembershipRow {
  const row = memberships.get(request);
  if (!row) throw forbidden(NO_ACCESS);
  return row;
}

/** Super admins come from configuration (SUPER_ADMIN_EMAILS), never from data users can change. */
export function isSuperAdmin(emails: readonly string[], email: string): boolean {
  return emails.includes(email.toLowerCase());
}

export function requireSuperAdmin(emails: readonly string[]): RequestHandler {
  return (request, _response, next) => {
    if (!isSuperAdmin(emails, identity(request).email)) throw forbidden('Only super administrators can do this');
    next();
  };
}
