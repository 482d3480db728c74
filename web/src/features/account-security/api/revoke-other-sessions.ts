import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { sessionsQuery } from './get-sessions.ts';

/** POST /auth/sessions/revoke-all: 'Sign out everywhere else', every session but this one. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string; revoked: number }>('/auth/sessions/revoke-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
