import type { TokenErrorTexts } from '@/lib/token-errors.ts';

/** What joining says for each invitation-token failure (docs/product/error-texts.md). */
export const INVITATION_TOKEN_ERRORS: TokenErrorTexts = {
  notFound: 'Invalid invitation token. Please check the token and try again.',
  expired: 'This invitation token has expired. Please request a new invitation.',
  used: 'This invitation token has already been used. Please request a new invitation.',
  cancelled: 'This invitation token has been cancelled. Please request a new invitation.',
};

/** People paste the whole accept link as often as the token: take the token out of it. */
export function tokenFromInput(input: string): string {
  const trimmed = input.trim();
  const match = /\/invitations\/([^/?#]+)\/accept/.exec(trimmed) ?? /[?&]token=([^&#]+)/.exec(trimmed);
  return match ? decodeURIComponent(match[1]!) : trimmed;
}
