import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadMembers } from './reload-members.ts';
import { orgPath } from '@/lib/org-path.ts';

/** DELETE …/users/{userId}: the user leaves the organization. */
export function useRemoveUser(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(orgPath(organizationId, `/users/${encodeURIComponent(userId)}`)),
    onSettled: () => reloadMembers(queryClient, organizationId),
  });
}
