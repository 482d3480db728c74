import type { Profile, UserRecord } from '@rostra/contracts';

/** The user of docs/product/entities.md as GET /profile and GET /me/export answer it. */
export function toProfile(user: UserRecord): Profile {
  const twoFactor = user.two_factor_enabled === true;
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    name: user.name,
    created_at: user.created_at,
    two_factor_enabled: twoFactor,
    ...(twoFactor ? { recovery_codes_left: user.recovery_codes_left ?? 0 } : {}),
  };
}
