import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * Stands in for the network at the fetch boundary: answers per "METHOD /path" (query string
 * included), records every call. Unknown routes answer 404 with a detail.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.replace(/^\/api/, '');
    const call: Call = {
      method,
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { detail: `No route ${method} ${path}` } });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers,
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, bodiesOf: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body) };
}
