import { useQueries } from '@tanstack/react-query';
import { membersQuery } from '@/lib/members-query.ts';
import { shiftTypesQuery } from '@/lib/shift-types-query.ts';
import { solverSettingsQuery } from './get-solver-settings.ts';

/**
 * What the complexity estimate needs: the members (schedulable employees), the shift types with
 * their requirements, and the solver's time limit. The member list's and the shift types
 * manager's queries, so their edits refresh it.
 */
export function useComplexityData(organizationId: string, enabled: boolean) {
  const [members, shiftTypes, settings] = useQueries({
    queries: [
      { ...membersQuery(organizationId), enabled },
      { ...shiftTypesQuery(organizationId), enabled },
      { ...solverSettingsQuery(organizationId), enabled },
    ],
  });
  const all = [members, shiftTypes, settings];
  return {
    isPending: all.some((query) => query.isPending),
    isError: all.some((query) => query.isError),
    refetch: () => Promise.all(all.map((query) => query.refetch())),
    members: members.data?.members,
    shiftTypes: shiftTypes.data,
    timeLimitSeconds: settings.data?.time_limit_seconds,
  };
}
