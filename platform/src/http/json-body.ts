import { TEXT } from '@rostra/contracts';
import express, { type RequestHandler } from 'express';
import { badRequest } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies up to 1 MB, refused with 400 when their bytes are not UTF-8 (the parser would
 * otherwise store U+FFFD in place of what the client meant). body-parser keeps our error as is.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: '1mb',
    verify: (_request, _response, bytes, encoding) => {
      if (/^utf-?8$/i.test(encoding)) {
        try {
          utf8.decode(bytes);
        } catch {
          throw badRequest(TEXT.invalidUtf8);
        }
      }
    },
  });
}
