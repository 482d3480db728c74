import { TEXT } from '@rostra/contracts';
import { useMutation } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';

export interface RegisterInput {
  email: string;
  password: string;
  name?: string;
}

/** POST /auth/register → 201 { user }; no user means 'Registration failed' (docs/product/validation.md). */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterInput) => {
      const answer = await publicApi.post<{ user?: { id: string } } | undefined>('/auth/register', body);
      if (!answer?.user) throw new Error(TEXT.registrationFailed);
      return answer.user;
    },
  });
}
