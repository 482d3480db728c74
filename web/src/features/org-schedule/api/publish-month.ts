import type { PublishResult } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { calendarKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** POST /organizations/{id}/schedules/{year}/{month}/publish: employees see the draft from now on. */
export function usePublishMonth(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, month }: { year: number; month: number }) =>
      api.post<PublishResult>(orgPath(organizationId, `/schedules/${year}/${month}/publish`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  });
}
