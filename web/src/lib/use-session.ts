import type { OrganizationRole, SessionUser } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { sessionKeys } from './query-keys.ts';
import { session, type Tokens } from './session.ts';

/** The session user with roles per organization; mutations that change roles invalidate it. */
export const sessionUserQuery = queryOptions({
  queryKey: sessionKeys.all,
  queryFn: () => api.get<SessionUser>('/auth/session'),
  staleTime: Infinity,
});

/** Super admins come from the server's configuration; anything but a yes means no. */
export const superAdminQuery = queryOptions({
  queryKey: sessionKeys.superAdmin,
  queryFn: async () => {
    try {
      return (await api.get<{ is_super_admin: boolean }>('/admin/check-status')).is_super_admin === true;
    } catch {
      return false;
    }
  },
  staleTime: Infinity,
});

export function useTokens(): Tokens | null {
  return useSyncExternalStore(session.subscribe, session.tokens);
}

/** Whether someone is signed in, and who, once it has loaded. */
export function useSession() {
  const tokens = useTokens();
  const user = useQuery({ ...sessionUserQuery, enabled: tokens !== null });
  return { signedIn: tokens !== null, user: user.data, isLoading: tokens !== null && user.isPending, error: user.error };
}

export function useIsSuperAdmin(): { isSuperAdmin: boolean; isLoading: boolean } {
  const tokens = useTokens();
  const query = useQuery({ ...superAdminQuery, enabled: tokens !== null });
  return { isSuperAdmin: query.data === true, isLoading: tokens !== null && query.isPending };
}

export function organizationsOf(user: SessionUser | undefined): OrganizationRole[] {
  return Object.values(user?.app_metadata.roles_by_organization ?? {}).sort((a, b) =>
    a.organization_name.localeCompare(b.organization_name),
  );
}

export function roleIn(user: SessionUser | undefined, organizationId: string | undefined): OrganizationRole | undefined {
  return organizationId ? user?.app_metadata.roles_by_organization[organizationId] : undefined;
}

/** 'Administrator & Employee', 'Administrator', 'Employee' or 'No Role' (docs/product/validation.md). */
export function roleLabel(role: { is_admin: boolean; is_employee: boolean } | undefined): string {
  if (role?.is_admin && role.is_employee) return 'Administrator & Employee';
  if (role?.is_admin) return 'Administrator';
  if (role?.is_employee) return 'Employee';
  return 'No Role';
}
