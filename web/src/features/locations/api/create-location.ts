import type { Location } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { locationsChanged } from './invalidate.ts';

/** POST /organizations/{id}/locations { name, timezone? }: without a time zone the location takes the organization's. */
export function useCreateLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; timezone?: string }) => api.post<Location>(orgPath(organizationId, '/locations'), body),
    onSuccess: () => locationsChanged(queryClient, organizationId),
  });
}
