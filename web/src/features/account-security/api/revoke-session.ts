import type { ActiveSession } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';
import { sessionsQuery } from './get-sessions.ts';

/**
 * DELETE /auth/sessions/{id}: 'Sign out' one session. Signing out this device's session also
 * forgets its tokens; otherwise (or on a refusal: the session may have ended meanwhile) the list reloads.
 */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: ActiveSession) => api.delete<{ message: string }>(`/auth/sessions/${encodeURIComponent(target.id)}`),
    onSettled: (_answer, error, target) => {
      if (error || !target.current) return queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      session.end();
      queryClient.clear();
    },
  });
}
