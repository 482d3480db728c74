import type { HolidayBody } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { holidaysChanged } from './invalidate.ts';

/** POST /organizations/{id}/holidays { date, name }: one of the organization's own days. */
export function useAddHoliday(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: HolidayBody) => api.post(orgPath(organizationId, '/holidays'), holiday),
    onSuccess: () => holidaysChanged(queryClient, organizationId),
  });
}
