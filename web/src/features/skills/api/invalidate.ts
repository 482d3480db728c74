import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys, membersKeys, shiftTypesKeys, skillsKeys } from '@/lib/query-keys.ts';

/**
 * What a change of the skills reloads: the list (and who holds them, expiring ones included), the
 * shift types whose rows ask for them, the members who hold them, and the calendar's shortfalls.
 */
export const skillsChanged = (queryClient: QueryClient, organizationId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: skillsKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: shiftTypesKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  ]);
