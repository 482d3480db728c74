import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '@/lib/profile-query.ts';

/** GET /profile (the fetcher is shared: lib/profile-query.ts). */
export function useProfile() {
  return useQuery(profileQuery);
}
