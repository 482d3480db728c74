import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** POST /auth/logout (global by default); the device forgets the session even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await api.post<{ message: string }>('/auth/logout', { scope: 'global' });
      } finally {
        session.end();
        queryClient.clear();
      }
    },
  });
}
