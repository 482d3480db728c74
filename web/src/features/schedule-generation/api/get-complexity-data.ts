import type { MembersResponse, ShiftType } from '@rostra/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { membersKeys, shiftTypesKeys } from '../../../lib/query-keys.ts';
import { orgPath } from '../../../lib/org-path.ts';

/**
 * What the complexity estimate needs: the members (schedulable employees) and the shift types
 * with their requirements. Same keys as the member list and the shift types manager, so their
 * edits refresh it.
 */
export function useComplexityData(organizationId: string, enabled: boolean) {
  const [members, shiftTypes] = useQueries({
    queries: [
      { queryKey: membersKeys.all(organizationId), queryFn: () => api.get<MembersResponse>(orgPath(organizationId, '/members')), enabled },
      { queryKey: shiftTypesKeys.all(organizationId), queryFn: () => api.get<ShiftType[]>(orgPath(organizationId, '/shift-types')), enabled },
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
