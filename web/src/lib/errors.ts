import { TEXT, type RuleViolation } from '@rostra/contracts';
import { ApiError } from './http.ts';

/**
 * The text of a failure, in the order of docs/product/error-texts.md#how-the-web-picks-an-error-text: the backend's detail, else 'An error occurred';
 * for failures that are not answers, the error's message, else 'An unexpected error occurred'.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? TEXT.genericError;
  if (error instanceof Error && error.message) return error.message;
  return TEXT.unexpectedError;
}

export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

/** The rules a refused step would break (a trade's or an open shift's 409 `{ detail, violations }`); none for other failures. */
export function violationsOf(error: unknown): RuleViolation[] {
  if (!(error instanceof ApiError)) return [];
  const violations = (error.body as { violations?: unknown } | undefined)?.violations;
  return Array.isArray(violations) ? (violations as RuleViolation[]) : [];
}
