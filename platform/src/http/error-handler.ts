import { TEXT } from '@rostra/contracts';
import type { ErrorRequestHandler } from 'express';
import { WrongExpectedRevisionError } from '../event-store/port.ts';
import type { Logger } from '../logging/logger.ts';
import { AppError, STATUS_BY_CODE } from './errors.ts';

function isBodyParserError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

/** Maps every failure onto `{ detail }` with its status; unexpected ones are logged, never leaked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _request, response, _next) => {
    if (error instanceof AppError) {
      response.set(error.headers).status(STATUS_BY_CODE[error.code]).json({ detail: error.detail });
      return;
    }
    if (error instanceof WrongExpectedRevisionError) {
      response.status(409).json({ detail: 'The data changed while saving. Please try again.' });
      return;
    }
    // The router could not decode a path parameter (`/invitations/%ZZ`): the client's URL is broken.
    if (error instanceof URIError) {
      response.status(400).json({ detail: TEXT.malformedUrl });
      return;
    }
    if (isBodyParserError(error)) {
      const detail = error.type === 'entity.too.large' ? TEXT.bodyTooLarge : 'Malformed JSON body';
      response.status(error.status).json({ detail });
      return;
    }
    logger.error({ err: error }, 'unhandled error');
    response.status(500).json({ detail: 'An unexpected error occurred' });
  };
}
