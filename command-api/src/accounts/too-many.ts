import { AppError } from '@rostra/platform';

/** A 429 that says when to try again, in words and in Retry-After. */
export function tooMany(retryAfterMs: number, what = 'sign-in attempts'): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError('rate_limited', `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
  });
}
