import type { Location } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { locationsChanged } from './invalidate.ts';

/** PUT /organizations/{id}/locations/{locationId} { name }: renames a location. */
export function useRenameLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.put<Location>(orgPath(organizationId, `/locations/${encodeURIComponent(id)}`), { name }),
    onSuccess: () => locationsChanged(queryClient, organizationId),
  });
}
