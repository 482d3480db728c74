import type { TokenErrorTexts } from '@/lib/token-errors.ts';

/** What the Create Organization modal says for each creation-token failure (docs/product/error-texts.md). */
export const CREATION_TOKEN_ERRORS: TokenErrorTexts = {
  notFound: 'Invalid creation token. Please check the token and try again.',
  expired: 'This creation token has expired. Please contact your administrator for a new token.',
  used: 'This creation token has already been used. Please contact your administrator for a new token.',
  cancelled: 'This creation token has been cancelled. Please contact your administrator for a new token.',
};
