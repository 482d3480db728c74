import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys, locationsKeys, membersKeys, shiftTypesKeys } from '@/lib/query-keys.ts';

/** What a change of the locations reloads: the list, the shift types and members that name them, and the calendars they filter. */
export const locationsChanged = (queryClient: QueryClient, organizationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: locationsKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: shiftTypesKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  ]);
