import type { OrganizationRole } from '@rostra/contracts';
import { useCallback, useSyncExternalStore } from 'react';

// The selected organization, kept on the device under the key of docs/product/limits.md#the-web-app.
const KEY = 'currentOrganizationId';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const stored = (): string | null => localStorage.getItem(KEY);

export function rememberOrganization(id: string | null): void {
  if (id) localStorage.setItem(KEY, id);
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

/** The stored id if the user still belongs there, else the first organization (docs/product/states.md). */
export function resolveCurrentOrganization(organizations: OrganizationRole[], storedId: string | null): OrganizationRole | undefined {
  return organizations.find((o) => o.organization_id === storedId) ?? organizations[0];
}

export function useCurrentOrganization(organizations: OrganizationRole[]) {
  const storedId = useSyncExternalStore(subscribe, stored);
  const current = resolveCurrentOrganization(organizations, storedId);
  const select = useCallback((id: string) => rememberOrganization(id), []);
  return { current, select };
}

/**
 * Switching organization on a page under the old organization's path keeps the page and the query
 * string under the new id (docs/product/screens-and-routes.md); elsewhere the path stays as it is.
 */
export function pathForOrganization(pathname: string, search: string, fromId: string | undefined, toId: string): string | null {
  const match = /^\/organizations\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match || (fromId && match[1] !== fromId)) return null;
  return `/organizations/${encodeURIComponent(toId)}${match[2] ?? ''}${search}`;
}
