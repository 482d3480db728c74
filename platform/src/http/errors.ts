/** Every failure a handler can answer with; the status for each code is decided in one place. */
export type ErrorCode =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'revision_mismatch' | 'rate_limited' | 'timeout' | 'unavailable';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  revision_mismatch: 412,
  rate_limited: 429,
  timeout: 504,
  unavailable: 503,
};

/** A failure the caller can act on; `detail` is the text the user sees (docs/product/error-texts.md#how-the-web-picks-an-error-text: the detail field). */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new AppError('validation', detail);
export const unauthorized = (detail = 'Not authenticated') => new AppError('unauthorized', detail);
export const forbidden = (detail = 'You do not have permission to perform this action') => new AppError('forbidden', detail);
export const notFound = (detail = 'Not found') => new AppError('not_found', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
/** Nothing was decided: the caller may send the same request again after the given seconds. */
export const unavailable = (detail: string, retryAfterSeconds: number) =>
  new AppError('unavailable', detail, { 'Retry-After': String(retryAfterSeconds) });
