import type { Profile } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: () => api.get<Profile>('/profile') });

/** GET /profile. */
export function useProfile() {
  return useQuery(profileQuery);
}
