import type { AssignmentEditBody, AssignmentEditResult } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { calendarKeys } from '@/lib/query-keys.ts';
import { orgPath } from '@/lib/org-path.ts';

/** PUT …/schedules/{year}/{month}/assignments: one hand edit of the draft (the calendar and candidates reload). */
export function useEditAssignment(organizationId: string, year: number, month: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentEditBody) =>
      api.put<AssignmentEditResult>(orgPath(organizationId, `/schedules/${year}/${month}/assignments`), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all(organizationId) }),
  });
}
