import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { holidaysChanged } from './invalidate.ts';

/** PUT /organizations/{id}/settings { holiday_region }: whose public holidays the organization keeps (null: none). */
export function useSetHolidayRegion(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (region: string | null) => api.put(orgPath(organizationId, '/settings'), { holiday_region: region }),
    onSuccess: () => holidaysChanged(queryClient, organizationId),
  });
}
