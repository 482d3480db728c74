import type { ApiClient } from './api-client.ts';
import type { ServerOfFile } from './server-per-file.ts';

export const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in (password Passw0rd!) from a browser of this user agent; the refresh token names the session (`user.session.secret`). */
export async function signInAs(
  { server, api }: ServerOfFile,
  email: string,
  userAgent: string,
): Promise<ApiClient & { refresh: string; sessionId: string }> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: 'Passw0rd!' }),
  });
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return Object.assign(api.fresh(), {
    token: body.access_token,
    refresh: body.refresh_token,
    sessionId: body.refresh_token.split('.')[1]!,
  });
}
