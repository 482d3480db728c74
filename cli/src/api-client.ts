/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are whatever the caller reads from them */
import { MIN_POSITION_HEADER, POSITION_HEADER } from '@rostra/platform';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Talks to /api as the web client does: Bearer token, JSON, and read-your-own-writes (it sends
 * back the highest log position any of its commands answered with). The demo seed and the HTTP
 * tests use it.
 */
export class ApiClient {
  private position = 0n;
  token: string | null = null;

  /** false: a plain client (curl, a script) that never sends `X-Rostra-Min-Position`. */
  sendsPosition = true;

  constructor(private readonly baseUrl: string) {}

  /** A client that shares nothing with this one (another browser). */
  fresh(): ApiClient {
    return new ApiClient(this.baseUrl);
  }

  async call<T = any>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = this.sendsPosition ? { [MIN_POSITION_HEADER]: this.position.toString() } : {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const position = response.headers.get(POSITION_HEADER);
    if (position && BigInt(position) > this.position) this.position = BigInt(position);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as T) : (undefined as T), headers: response.headers };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body ?? {});
  put = <T = any>(path: string, body?: unknown) => this.call<T>('PUT', path, body ?? {});
  delete = <T = any>(path: string, body?: unknown) => this.call<T>('DELETE', path, body);

  /** Registers and signs in; the client then carries the access token. */
  async signUp(email: string, password = 'Passw0rd!', name?: string): Promise<{ id: string; email: string }> {
    const registered = await this.post('/auth/register', { email, password, ...(name ? { name } : {}) });
    if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
    await this.signIn(email, password);
    return registered.body.user;
  }

  async signIn(email: string, password = 'Passw0rd!'): Promise<void> {
    const login = await this.post('/auth/login', { email, password });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
    this.token = login.body.access_token;
  }
}
