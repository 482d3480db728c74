import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { TEXT } from '@rostra/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.ts';
import { createLogger } from '../logging/logger.ts';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { signAccessToken } from './access-token.ts';
import { ADMIN_ONLY, NO_ACCESS } from './authorize.ts';
import { organizationRole, superAdminRole } from './guards.ts';
import { MEMBERS_TABLE, ORGANIZATIONS_TABLE } from './session-user.ts';

const tokenSecret = 'guards-test-secret';
const readStore = openMemoryReadStore();
const deps = { tokenSecret, readStore, superAdminEmails: ['root@example.com'] };
let server: ReturnType<express.Express['listen']>;
let base: string;

const bearer = (userId: string, email = `${userId}@example.com`) => ({
  authorization: `Bearer ${signAccessToken(tokenSecret, { userId, email, sessionId: `session-${userId}` })}`,
});

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(async () => {
  await readStore.ensureTable({ name: 'organizations_t' });
  await readStore.ensureTable({ name: 'members_t' });
  await readStore.setAliases({ [ORGANIZATIONS_TABLE]: 'organizations_t', [MEMBERS_TABLE]: 'members_t' });
  const member = (id: string, roles: { is_admin: boolean; is_employee: boolean }) => ({
    type: 'put' as const,
    table: 'members_t',
    doc: { id, organization_id: '1', user_id: id, status: 'active', ...roles },
  });
  await readStore.commit([
    { type: 'put', table: 'organizations_t', doc: { id: '1', name: 'Ward 3' } },
    member('admin', { is_admin: true, is_employee: false }),
    member('employee', { is_admin: false, is_employee: true }),
  ]);
  const reached: RequestHandler = (_request, response) => {
    response.json({ reached: true });
  };
  const app = express();
  app.get('/organizations/:id/admin', organizationRole(deps, 'admin'), reached);
  app.get('/organizations/:id/employee', organizationRole(deps, 'employee'), reached);
  app.get('/admin', superAdminRole(deps), reached);
  app.use(errorHandler(createLogger('guards-test', 'silent')));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('organizationRole: signed in, then the role in the organization of the path', () => {
  it.each([
    ['nobody signed in', '/organizations/1/admin', {}, 401, { detail: 'Not authenticated' }],
    ['an unknown organization', '/organizations/2/admin', bearer('admin'), 404, { detail: TEXT.organizationNotFound }],
    ['a user who is no member', '/organizations/1/admin', bearer('stranger'), 403, { detail: NO_ACCESS }],
    ['an employee on an admin route', '/organizations/1/admin', bearer('employee'), 403, { detail: ADMIN_ONLY }],
    ['an admin on an admin route', '/organizations/1/admin', bearer('admin'), 200, { reached: true }],
    ['an employee on an employee route', '/organizations/1/employee', bearer('employee'), 200, { reached: true }],
  ])('%s: %s answers %i', async (_who, path, headers, status, body) => {
    expect(await call(path, headers)).toEqual({ status, body });
  });
});

describe('superAdminRole: signed in with a configured super admin address', () => {
  it.each([
    ['nobody signed in', {}, 401, { detail: 'Not authenticated' }],
    ['another user', bearer('admin'), 403, { detail: 'Only super administrators can do this' }],
    ['a super admin', bearer('root', 'root@example.com'), 200, { reached: true }],
  ])('%s: answers %i', async (_who, headers, status, body) => {
    expect(await call('/admin', headers)).toEqual({ status, body });
  });
});
