import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { holidaysChanged } from './invalidate.ts';

/** DELETE /organizations/{id}/holidays/{holidayId}: takes back one of the organization's own days. */
export function useDeleteHoliday(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holidayId: string) => api.delete(orgPath(organizationId, `/holidays/${holidayId}`)),
    onSuccess: () => holidaysChanged(queryClient, organizationId),
  });
}
