import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Compressed once per representation, then served many times: a better ratio is worth more time
 * than per request (quality 11, brotli's best, takes a second for a 300 KiB calendar; 5 takes ms).
 */
const BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** In the thread pool, so a large answer does not hold up the requests behind it. */
const compress = {
  br: (body: Buffer) =>
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => gzipped(body),
};
type Encoding = keyof typeof compress;

/**
 * A JSON answer serialized once and served many times: its bytes, its validator (a hash of those
 * bytes, so it changes exactly when the content does, whichever process made it) and its
 * compressed forms, each made the first time a client accepts it.
 */
export class JsonRepresentation {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {
    // Weak: the same validator covers every content coding of the same JSON.
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  static of(value: unknown): JsonRepresentation {
    return new JsonRepresentation(Buffer.from(JSON.stringify(value)));
  }

  /** Bytes held, for a cache's budget: the JSON, and its compressed forms once made. */
  get size(): number {
    return this.body.length + this.encodedBytes;
  }
  private encodedBytes = 0;

  encode(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compress[encoding](this.body);
      this.encoded.set(encoding, bytes);
      bytes.then(
        (done) => (this.encodedBytes += done.length),
        () => this.encoded.delete(encoding),
      );
    }
    return bytes;
  }
}

/** The best coding the client accepts: brotli (smallest), then gzip; null for the JSON as is. */
function encodingFor(request: Request): Encoding | null {
  if (request.acceptsEncodings('br') === 'br') return 'br';
  if (request.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}

/** Answers 200 with the representation, or 304 without a body when the client's If-None-Match names it. */
export async function sendRepresentation(request: Request, response: Response, representation: JsonRepresentation): Promise<void> {
  response.vary('Accept-Encoding');
  response.set('ETag', representation.etag);
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  const encoding = encodingFor(request);
  response.type('application/json');
  if (encoding) response.set('Content-Encoding', encoding);
  response.end(encoding ? await representation.encode(encoding) : representation.body);
}
