import { errorText } from './errors.ts';

/** Message fragments the API's token errors contain, in the order they are matched (docs/product/error-texts.md). */
export type TokenErrorTexts = Record<'notFound' | 'expired' | 'used' | 'cancelled', string>;

const FRAGMENTS: [keyof TokenErrorTexts, string][] = [
  ['notFound', 'token not found'],
  ['expired', 'token has expired'],
  ['used', 'already been used'],
  ['cancelled', 'has been cancelled'],
];

/** The friendly text for a creation or invitation token failure; any other failure keeps the server's words. */
export function tokenErrorText(error: unknown, texts: TokenErrorTexts): string {
  const text = errorText(error);
  const lower = text.toLowerCase();
  const match = FRAGMENTS.find(([, fragment]) => lower.includes(fragment));
  return match ? texts[match[0]] : text;
}
