import type { Profile } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number | null;
}

/** The status lives on GET /profile: the same profileKeys.all query as the profile card, one request. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: profileKeys.all,
    queryFn: () => api.get<Profile>('/profile'),
    select: (profile): TwoFactorStatus => ({ enabled: profile.two_factor_enabled === true, recoveryCodesLeft: profile.recovery_codes_left ?? null }),
  });
}
