import type { Profile } from '@rostra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export const profileQuery = queryOptions({ queryKey: profileKeys.all, queryFn: () => api.get<Profile>('/profile') });

/** GET /profile. */
export function useProfile() {
  return useQuery(profileQuery);
}
