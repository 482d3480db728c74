import { hasStatus } from './errors.ts';
import { request } from './http.ts';
import { refreshSession, session } from './session.ts';

/**
 * Authenticated calls: the Bearer token (renewed first when it is about to expire), one retry
 * after a refresh when the server answers 401, and on a second 401 the session ends, which sends
 * the user to the sign-in page (docs/product/screens-and-routes.md).
 */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let tokens = session.tokens();
  if (tokens && session.needsRenewal(tokens)) tokens = await refreshSession().catch(() => session.tokens());
  try {
    return await request<T>(method, path, { body, token: tokens?.access_token });
  } catch (error) {
    if (!hasStatus(error, 401) || !tokens) throw error;
    const renewed = await refreshSession({ rejected: tokens.access_token }).catch(() => null);
    if (!renewed) {
      session.end({ expired: true });
      throw error;
    }
    try {
      return await request<T>(method, path, { body, token: renewed.access_token });
    } catch (retryError) {
      if (hasStatus(retryError, 401)) session.end({ expired: true });
      throw retryError;
    }
  }
}

export const api = {
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => call<T>('POST', path, body),
  put: <T>(path: string, body: unknown = {}) => call<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => call<T>('DELETE', path, body),
};

/** Calls made before there is a session (sign-in, registration, invitation lookups). */
export const publicApi = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, { body }),
};
