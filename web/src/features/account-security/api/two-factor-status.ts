import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '@/lib/profile-query.ts';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number | null;
}

/** The status lives on GET /profile: the profile card's query, one request. */
export function useTwoFactorStatus() {
  return useQuery({
    ...profileQuery,
    select: (profile): TwoFactorStatus => ({
      enabled: profile.two_factor_enabled === true,
      recoveryCodesLeft: profile.recovery_codes_left ?? null,
    }),
  });
}
