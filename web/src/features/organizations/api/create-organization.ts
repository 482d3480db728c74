import type { CreatedOrganization } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reloadOrganizations } from '@/lib/reload-organizations.ts';

export interface CreateOrganizationInput {
  creation_token: string;
  name: string;
  description?: string;
  email_address?: string;
  phone_number?: string;
  address?: string;
  max_employees?: number;
  subscription_expiry_date?: string;
  time_zone?: string;
}

/** POST /organizations: the creator becomes admin and employee, so the session's roles change. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganizationInput) => api.post<CreatedOrganization>('/organizations', body),
    onSuccess: () => reloadOrganizations(queryClient),
  });
}
