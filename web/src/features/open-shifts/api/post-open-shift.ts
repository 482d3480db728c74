import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import { openShiftsKeys } from '@/lib/query-keys.ts';
import type { OpenShiftFields } from '@rostra/contracts';

export interface OpenShiftBody {
  date: string;
  shift_type_id: string;
  count: number;
}

/** POST {S}/open-shifts (admins): places to fill on a day of a published month. */
export function usePostOpenShift(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenShiftBody) => {
      const [year, month] = body.date.split('-').map(Number);
      return api.post<OpenShiftFields>(orgPath(organizationId, `/schedules/${year}/${month}/open-shifts`), body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openShiftsKeys.all(organizationId) }),
  });
}
