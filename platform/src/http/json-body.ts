import { LIMITS, TEXT } from '@rostra/contracts';
import express, { type Request, type RequestHandler } from 'express';
import { badRequest } from './errors.ts';
import { nestsDeeperThan } from './json-depth.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body's text, to check before the parser reads it: 400 when its bytes are not UTF-8 (the
 * parser would otherwise store U+FFFD in place of what the client meant), or are in a charset
 * nothing here reads. body-parser keeps our errors as they are.
 */
function bodyText(bytes: Buffer, encoding: string): string {
  try {
    return /^utf-?8$/i.test(encoding) ? utf8.decode(bytes) : new TextDecoder(encoding).decode(bytes);
  } catch {
    throw badRequest(TEXT.invalidUtf8);
  }
}

/** Refuses nesting deeper than any request needs before JSON.parse builds it or anything walks it. */
function parserUpTo(limit: number): RequestHandler {
  return express.json({
    limit,
    verify: (_request, _response, bytes, encoding) => {
      if (nestsDeeperThan(bodyText(bytes, encoding), LIMITS.requestBody.maxDepth)) throw badRequest(TEXT.bodyTooDeep);
    },
  });
}

/**
 * JSON bodies: up to 1 MiB from a caller with a valid access token, 16 KiB from anyone else (a
 * sign-in form is a few hundred bytes, and an anonymous caller must not make the server read a
 * megabyte), 413 beyond; 400 when nested deeper than 16 levels or not UTF-8.
 */
export function jsonBody(signedIn: (request: Request) => boolean): RequestHandler {
  const anonymous = parserUpTo(LIMITS.requestBody.anonymousBytes);
  const member = parserUpTo(LIMITS.requestBody.signedInBytes);
  return (request, response, next) => (signedIn(request) ? member : anonymous)(request, response, next);
}
