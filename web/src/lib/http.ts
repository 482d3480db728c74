import { LIMITS } from '@rostra/contracts';

/** Command answers carry the log position of their last event; reads send back the highest seen. */
const POSITION_HEADER = 'X-Rostra-Position';
const MIN_POSITION_HEADER = 'X-Rostra-Min-Position';

/** A non-2xx answer: the status and the backend's `detail`, when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

let highestPosition = 0n;

/** Read-your-own-writes: remembers the highest event position any command has answered with. */
function notePosition(headers: Headers): void {
  const value = headers.get(POSITION_HEADER);
  if (value && /^\d+$/.test(value) && BigInt(value) > highestPosition) highestPosition = BigInt(value);
}

export interface RequestOptions {
  body?: unknown;
  token?: string | null;
}

/**
 * One call to /api: JSON in and out, the 75 s timeout of SPEC §9, and the read-your-own-writes
 * header. Authentication and refreshing live one layer up (api-client.ts).
 */
export async function request<T>(method: string, path: string, { body, token }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { [MIN_POSITION_HEADER]: highestPosition.toString() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.apiTimeoutMs);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      signal: controller.signal,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    if (controller.signal.aborted) throw new Error('The server took too long to answer. Please try again.', { cause: error });
    throw error instanceof Error ? new Error(`Could not reach the server: ${error.message}`, { cause: error }) : error;
  } finally {
    clearTimeout(timer);
  }
  notePosition(response.headers);
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok) {
    const detail = (parsed as { detail?: unknown } | undefined)?.detail;
    throw new ApiError(response.status, typeof detail === 'string' ? detail : null);
  }
  return parsed as T;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined; // a proxy's HTML error page: the status alone speaks
  }
}
