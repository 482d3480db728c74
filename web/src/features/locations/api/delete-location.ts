import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { locationsChanged } from './invalidate.ts';

/** DELETE /organizations/{id}/locations/{locationId}: refused (409, naming them) while shift types belong to it. */
export function useDeleteLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationId: string) => api.delete(orgPath(organizationId, `/locations/${encodeURIComponent(locationId)}`)),
    onSuccess: () => locationsChanged(queryClient, organizationId),
  });
}
