import type { Profile } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys, sessionKeys } from '@/lib/query-keys.ts';

/** PUT /profile { name }: the header greets the user by the new name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.put<Profile>('/profile', { name }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
