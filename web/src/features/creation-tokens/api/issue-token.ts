import type { CreationToken } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { creationTokensKeys } from '@/lib/query-keys.ts';

export interface IssueTokenInput {
  expires_in_days: number;
  notes?: string;
  requested_by_email?: string;
  intended_organization_name?: string;
}

/** POST /admin/organization-tokens. */
export function useIssueToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueTokenInput) => api.post<CreationToken>('/admin/organization-tokens', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creationTokensKeys.all }),
  });
}
