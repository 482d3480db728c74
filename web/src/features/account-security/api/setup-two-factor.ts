import type { TwoFactorSetup } from '@rostra/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /auth/2fa/setup: a new pending secret (as text, otpauth URI and QR code); replaces a pending one. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/auth/2fa/setup') });
}
