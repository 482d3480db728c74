import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { orgPath } from '@/lib/org-path.ts';
import type { OpenShiftFields } from '@rostra/contracts';
import { openShiftsChanged } from './open-shifts-changed.ts';

export type OpenShiftStep =
  { step: 'claim'; id: string } | { step: 'assign'; id: string; member_id: string } | { step: 'cancel'; id: string };

/**
 * POST …/open-shifts/{id}/claim (a member), PUT …/assign `{ member_id }` and POST …/cancel (admins).
 * A claim or assignment that breaks a hard rule answers 409 with the violations (`violationsOf`).
 */
export function useOpenShiftStep(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OpenShiftStep) => {
      const path = orgPath(organizationId, `/open-shifts/${encodeURIComponent(step.id)}/${step.step}`);
      return step.step === 'assign' ? api.put<OpenShiftFields>(path, { member_id: step.member_id }) : api.post<OpenShiftFields>(path);
    },
    onSettled: () => openShiftsChanged(queryClient, organizationId),
  });
}
