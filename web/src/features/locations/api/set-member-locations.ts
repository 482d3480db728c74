import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { membersKeys } from '@/lib/query-keys.ts';

/** PUT /organizations/{id}/members/{memberId}/locations { location_ids }: the whole list; none: anywhere. */
export function useSetMemberLocations(organizationId: string, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationIds: string[]) =>
      api.put<{ member_id: string; location_ids: string[] }>(
        orgPath(organizationId, `/members/${encodeURIComponent(memberId)}/locations`),
        {
          location_ids: locationIds,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all(organizationId) }),
  });
}
