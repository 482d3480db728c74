import type { QueryClient } from '@tanstack/react-query';

export const orgPath = (organizationId: string, rest: string) => `/organizations/${encodeURIComponent(organizationId)}${rest}`;

export const vacationKey = (organizationId: string) => ['vacation-requests', organizationId] as const;

/** A review, cancellation or new request changes the lists, and an approval the calendars' coverage. */
export function reloadVacations(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vacationKey(organizationId) }),
    queryClient.invalidateQueries({ queryKey: ['my-vacation-requests', organizationId] }),
    queryClient.invalidateQueries({ queryKey: ['calendar', organizationId] }),
  ]);
}
