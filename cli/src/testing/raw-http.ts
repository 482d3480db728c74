import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, before any content coding is undone. */
  body: Buffer;
  /** The body with its content coding undone. */
  text(): string;
}

/**
 * A GET that sends exactly the given headers and keeps the answer as it came (fetch asks for
 * compression itself and undoes it silently), for tests of content coding and caching headers.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url.replace('//localhost', '//127.0.0.1'), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = () => (encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: () => decoded().toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** A request with exactly the given headers (`Host` included, which fetch will not send as given). */
export function rawRequest(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      url.replace('//localhost', '//127.0.0.1'),
      { method, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, text: () => bytes.toString('utf8') });
        });
      },
    ).on('error', reject);
    sent.end(payload);
  });
}
