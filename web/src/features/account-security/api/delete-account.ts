import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

/** DELETE /me with the password: closes the account and erases the person; this device is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.delete<{ message: string }>('/me', { password }),
    onSuccess: () => {
      session.end();
      queryClient.clear();
    },
  });
}
