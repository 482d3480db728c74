import { ACCOUNT_SECURITY_TEXT as TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import { joined, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

// Erasure (docs/product/personal-data.md): DELETE /me and a super admin's POST /admin/users/{userId}/erase.

const w = organizationWorld();
const MARKER = 'Zyxq';

/** Ada runs a ward; Bo, an employee named with the marker, asked for a vacation with a marked note. */
async function wardWithBo(): Promise<{ ada: SignedIn; bo: SignedIn & { memberId: string }; org: number }> {
  const ada = await w.user('ada', 'Ada');
  const org = await w.organizationOf(ada);
  const bo = await joined(ada, String(org), await w.user('bo', `Bo ${MARKER}son`));
  const asked = await bo.post(`/organizations/${org}/my-vacation-requests`, {
    start_date: '2027-03-01',
    end_date: '2027-03-05',
    request_notes: `${MARKER} knee surgery`,
  });
  expect(asked.status).toBe(201);
  return { ada, bo, org };
}

const csv = async (client: ApiClient, path: string) =>
  (await fetch(`${w.server.url}/api${path}`, { headers: { authorization: `Bearer ${client.token}` } })).text();

/** What an admin sees of the ward: its members, vacation requests and audit trail (JSON and CSV). */
const seenBy = async (admin: ApiClient, org: number) =>
  JSON.stringify([
    (await admin.get(`/organizations/${org}/members`)).body,
    (await admin.get(`/organizations/${org}/vacation-requests`)).body,
    (await admin.get(`/organizations/${org}/audit`)).body,
    await csv(admin, `/organizations/${org}/audit.csv`),
  ]);

/** Polls until every projection rebuilt after the erasure shows no trace of the marker. */
async function readsOnlyTheReplacement(admin: ApiClient, org: number): Promise<string> {
  await expect.poll(() => seenBy(admin, org), { timeout: 20_000, interval: 100 }).not.toContain(MARKER);
  return seenBy(admin, org);
}

describe('DELETE /me', () => {
  it('takes the password: a missing one is a 400, a wrong one a 400 that changes nothing', async () => {
    const { bo } = await wardWithBo();
    expect(await bo.delete('/me', {})).toMatchObject({ status: 400 });
    const before = await w.head();
    expect(await bo.delete('/me', { password: 'wrong' })).toMatchObject({
      status: 400,
      body: { detail: `password: ${TEXT.currentPasswordWrong}` },
    });
    expect(await w.head()).toBe(before);
    expect((await bo.get('/profile')).status).toBe(200);
  });

  it("is refused while the person is an organization's only admin, naming it", async () => {
    const { ada } = await wardWithBo();
    const before = await w.head();
    expect(await ada.delete('/me', { password: 'Passw0rd!' })).toMatchObject({ status: 409, body: { detail: TEXT.onlyAdmin('Ward 4') } });
    expect(await w.head()).toBe(before);
  });

  it('erases the person: signed out, unable to sign in, and shown only as their replacement everywhere', async () => {
    const { ada, bo, org } = await wardWithBo();
    expect(await seenBy(ada, org)).toContain(MARKER);
    expect(await bo.delete('/me', { password: 'Passw0rd!' })).toMatchObject({ status: 200, body: { message: TEXT.accountDeleted } });
    expect((await bo.get('/profile')).status).toBe(401);
    expect((await bo.fresh().post('/auth/login', { email: bo.email, password: 'Passw0rd!' })).status).toBe(401);
    // The address is free: signing up with it again makes someone new.
    const again = await bo.fresh().signUp(bo.email, 'An0ther!pass');
    expect(again.id).not.toBe(bo.id);

    const seen = await readsOnlyTheReplacement(ada, org);
    expect(seen).not.toContain(bo.email);
    expect(seen).toMatch(/Former member \d+/);
    // Other people's data, and the shape of what the person did, stay.
    expect(seen).toContain('Ada');
    // The address is nobody's key: it can be invited again, and the invitation reads as written.
    expect((await ada.post(`/organizations/${org}/invitations`, { email: bo.email, is_employee: true })).status).toBe(201);
    expect(JSON.stringify((await ada.get(`/organizations/${org}/members`)).body)).toContain(bo.email);
    const vacations = (await ada.get(`/organizations/${org}/vacation-requests`)).body as {
      start_date: string;
      request_notes: string | null;
    }[];
    expect(JSON.stringify(vacations)).toContain('2027-03-01');
  });
});

describe('POST /admin/users/{userId}/erase', () => {
  it('is for super admins, needs a reason, and answers 404 for an unknown user', async () => {
    const { ada, bo } = await wardWithBo();
    expect((await ada.post(`/admin/users/${bo.id}/erase`, { reason: 'Letter of 1 March' })).status).toBe(403);
    expect((await w.root.post(`/admin/users/${bo.id}/erase`, {})).status).toBe(400);
    expect((await w.root.post(`/admin/users/00000000-0000-4000-8000-000000000000/erase`, { reason: 'Letter' })).status).toBe(404);
    expect((await bo.get('/profile')).status).toBe(200);
  });

  it('erases a person on a request received elsewhere, and records who, when and why', async () => {
    const { ada, bo, org } = await wardWithBo();
    const erased = await w.root.post(`/admin/users/${bo.id}/erase`, { reason: 'Letter of 1 March' });
    expect(erased).toMatchObject({ status: 200, body: { message: TEXT.userErased, user_id: bo.id } });
    expect((await bo.get('/profile')).status).toBe(401);
    await readsOnlyTheReplacement(ada, org);
    const [erasure] = (await w.server.running.stores.events.readStream(`user-${bo.id}`)).filter((e) => e.type === 'UserErased');
    expect(erasure).toMatchObject({
      data: { userId: bo.id, by: 'super_admin', reason: 'Letter of 1 March' },
      metadata: { actorEmail: 'root@example.com' },
    });
    expect(JSON.stringify(erasure!.data)).not.toContain(MARKER);
    expect((await w.root.post(`/admin/users/${bo.id}/erase`, { reason: 'Again' })).status).toBe(404);
  });
});
