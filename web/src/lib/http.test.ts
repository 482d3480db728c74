import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';

/** The module as a freshly loaded page has it: what it remembers lives in sessionStorage only. */
async function reloaded() {
  vi.resetModules();
  return import('./http.ts');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('read-your-own-writes in the web client', () => {
  it('sends no position before any command has answered', async () => {
    const api = fakeApi({ 'GET /profile': { body: {} } });
    await (await reloaded()).request('GET', '/profile');
    expect(api.calls[0]!.headers).not.toHaveProperty('X-Rostra-Min-Position');
  });

  it('sends the position of the last command with every request, also after a reload', async () => {
    const api = fakeApi({ 'PUT /profile': { body: {}, headers: { 'X-Rostra-Position': '42' } }, 'GET /profile': { body: {} } });
    await (await reloaded()).request('PUT', '/profile', { body: { name: 'A' } });
    await (await reloaded()).request('GET', '/profile');
    expect(api.calls[1]!.headers['X-Rostra-Min-Position']).toBe('42');
  });

  it('forgets a position from a log that was replaced (a wiped data dir) once a command answers lower', async () => {
    sessionStorage.setItem('rostra.position', '9000');
    const api = fakeApi({ 'PUT /profile': { body: {}, headers: { 'X-Rostra-Position': '7' } }, 'GET /profile': { body: {} } });
    const http = await reloaded();
    await http.request('PUT', '/profile', { body: { name: 'A' } });
    await http.request('GET', '/profile');
    expect(api.calls.map((call) => call.headers['X-Rostra-Min-Position'])).toEqual(['9000', '7']);
  });

  it('ignores a stored value that is not a position', async () => {
    sessionStorage.setItem('rostra.position', '12; drop');
    const api = fakeApi({ 'GET /profile': { body: {} } });
    await (await reloaded()).request('GET', '/profile');
    expect(api.calls[0]!.headers).not.toHaveProperty('X-Rostra-Min-Position');
  });
});
