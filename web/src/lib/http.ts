import { LIMITS } from '@rostra/contracts';

/** Command answers carry the log position of their last event; reads send back the highest seen. */
const POSITION_HEADER = 'X-Rostra-Position';
const MIN_POSITION_HEADER = 'X-Rostra-Min-Position';

/** A non-2xx answer: the status, the backend's `detail` when it gave one, and the whole body (a 409's `violations`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly body: unknown = undefined,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Kept per tab across reloads, so a page reloaded right after a save still reads it. */
const POSITION_KEY = 'rostra.position';

function storedPosition(): string | null {
  try {
    const value = sessionStorage.getItem(POSITION_KEY);
    return value && /^\d{1,40}$/.test(value) ? value : null;
  } catch {
    return null; // storage refused (privacy settings): the server still knows the session's last write
  }
}

/**
 * Read-your-own-writes: remembers the position of the last command answered. Not the highest
 * ever seen: a command answers with the log's head, so a lower one means the log was replaced (a
 * wiped data dir), and an old, higher position must not outlive it. Two commands of this tab
 * answering out of order lose nothing either: the server keeps each session's highest position.
 */
function notePosition(headers: Headers): void {
  const value = headers.get(POSITION_HEADER);
  if (!value || !/^\d{1,40}$/.test(value)) return;
  try {
    sessionStorage.setItem(POSITION_KEY, value);
  } catch {
    // see storedPosition
  }
}

export interface RequestOptions {
  body?: unknown;
  token?: string | null;
}

/**
 * One call to /api: JSON in and out, the 75 s timeout of docs/product/limits.md#the-web-app, and the read-your-own-writes
 * header. Authentication and refreshing live one layer up (api-client.ts).
 */
export async function request<T>(method: string, path: string, { body, token }: RequestOptions = {}): Promise<T> {
  const position = storedPosition();
  const headers: Record<string, string> = position ? { [MIN_POSITION_HEADER]: position } : {};
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
    throw new ApiError(response.status, typeof detail === 'string' ? detail : null, parsed);
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
