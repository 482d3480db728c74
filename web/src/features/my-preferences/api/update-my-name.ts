import type { MemberNameBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orgPath } from './paths.ts';

/** PUT …/members/{userId}/name for the signed-in user; the member list and calendars show names too. */
export function useUpdateMyName(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: Partial<MemberNameBody>) => api.put(orgPath(organizationId, `/members/${encodeURIComponent(userId)}/name`), name),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['members', organizationId] }), queryClient.invalidateQueries({ queryKey: ['my-schedule', organizationId] })]),
  });
}
