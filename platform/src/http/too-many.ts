import { AppError } from './errors.ts';

/** "5 seconds", "1 minute": a wait in words, rounded up so the client never comes back too early. */
function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 that says when to try again, in words and in Retry-After. */
export function tooMany(retryAfterMs: number, what = 'sign-in attempts'): AppError {
  return new AppError('rate_limited', `Too many ${what}. Please try again in ${inWords(retryAfterMs)}.`, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}
