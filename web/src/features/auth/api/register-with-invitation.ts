import type { InvitationAcceptance, TokenResponse } from '@rostra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';
import { sessionUserQuery } from '@/lib/use-session.ts';
import type { RegisterInput } from './register.ts';

export type RegisteredWithInvitation = Partial<InvitationAcceptance & TokenResponse>;

/** POST /auth/register-with-invitation: creates the account, joins the organization and signs in. */
export function useRegisterWithInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterInput & { invitation_token: string }) => {
      const answer = await publicApi.post<RegisteredWithInvitation>('/auth/register-with-invitation', body);
      if (answer.access_token && answer.refresh_token && answer.user && answer.expires_in) {
        queryClient.clear();
        session.start(answer as TokenResponse);
        // The answer's roles may predate the membership just created: read the session again.
        await queryClient.fetchQuery(sessionUserQuery);
      }
      return answer;
    },
  });
}
