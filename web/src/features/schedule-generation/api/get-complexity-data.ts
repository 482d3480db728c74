import { useQueries } from '@tanstack/react-query';
import { membersQuery } from '../../../lib/members-query.ts';
import { shiftTypesQuery } from '../../../lib/shift-types-query.ts';

/**
 * What the complexity estimate needs: the members (schedulable employees) and the shift types
 * with their requirements. The member list's and the shift types manager's queries, so their
 * edits refresh it.
 */
export function useComplexityData(organizationId: string, enabled: boolean) {
  const [members, shiftTypes] = useQueries({
    queries: [
      { ...membersQuery(organizationId), enabled },
      { ...shiftTypesQuery(organizationId), enabled },
    ],
  });
  return {
    isPending: members.isPending || shiftTypes.isPending,
    isError: members.isError || shiftTypes.isError,
    refetch: () => Promise.all([members.refetch(), shiftTypes.refetch()]),
    members: members.data?.members,
    shiftTypes: shiftTypes.data,
  };
}
