import type { AuditEntry, AuditPage } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import { publishedLateDecember } from '@rostra/cli/testing/late-december';
import { addMember, createOrganization } from '@rostra/cli/testing/organization';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

// The audit trail through the real server: Ada (admin) reviews Bo's vacation, changes Cy's roles
// and sets Bo's preferences on his behalf; then the trail is read, filtered, paged, exported and
// asked what held at a given instant.

const w = schedulingWorld();
const { path } = w;
let requestId: string;
let approvedAt: string;
let promotedAt: string;

async function trail(client: ApiClient, query = '', organizationId = w.org): Promise<AuditEntry[]> {
  const response = await client.get<AuditPage>(path(`/audit${query}`, organizationId));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.entries;
}

async function csv(client: ApiClient, suffix: string): Promise<{ status: number; type: string | null; text: string }> {
  await client.get(path('/audit?limit=1')); // waits, as every read does, for the client's last write
  const response = await fetch(`${w.server.url}/api${path(suffix)}`, { headers: { authorization: `Bearer ${client.token}` } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

beforeEach(async () => {
  const asked = await w.bo.post(path('/my-vacation-requests'), {
    start_date: '2099-05-01',
    end_date: '2099-05-03',
    request_notes: '=cmd|" /c calc", family',
  });
  requestId = asked.body.id;
  await w.ada.put(path(`/vacation-requests/${requestId}/review`), { status: 'approved', review_notes: 'Enjoy' });
  approvedAt = (await trail(w.ada, '?kind=vacation.approved'))[0]!.occurred_at;
  await w.ada.put(path(`/vacation-requests/${requestId}/cancel`));
  await w.ada.put(path(`/members/${w.cy.id}/role`), { is_admin: true, is_employee: true });
  promotedAt = (await trail(w.ada, '?kind=member.roles_changed'))[0]!.occurred_at;
  await w.ada.post(path(`/admin/employees/${w.bo.memberId}/preferences`), { max_consecutive_days: 5 });
});

describe('the audit trail', () => {
  it('lists every change newest first, with who, for whom, what and when', async () => {
    const entries = await trail(w.ada);
    expect(entries.slice(0, 6).map((entry) => entry.kind)).toEqual([
      'preferences.changed_on_behalf',
      'member.roles_changed',
      'vacation.manager_notified',
      'vacation.cancelled',
      'vacation.approved',
      'vacation.requested',
    ]);
    expect(entries[1]).toMatchObject({
      actor: { user_id: w.ada.id, email: w.ada.email },
      member: { id: w.cy.memberId, email: w.cy.email, name: 'Cy Cole' },
      summary: `Roles of Cy Cole <${w.cy.email}> changed: Employee → Administrator & Employee`,
      before: { is_admin: false, is_employee: true },
      after: { is_admin: true, is_employee: true },
    });
    expect(entries[3]).toMatchObject({
      actor: { email: w.ada.email },
      member: { id: w.bo.memberId },
      before: { status: 'approved' },
      after: { status: 'cancelled' },
      details: { start_date: '2099-05-01', end_date: '2099-05-03' },
    });
    expect(entries[5]).toMatchObject({
      actor: { email: w.bo.email },
      request_id: requestId,
      details: { request_notes: '=cmd|" /c calc", family' },
    });
    expect(entries.at(-1)).toMatchObject({
      kind: 'member.joined',
      actor: { email: w.ada.email },
      summary: expect.stringContaining('founded the organization'),
    });
  });

  it('filters by kind or category, member, actor, vacation request and dates', async () => {
    expect((await trail(w.ada, '?kind=vacation')).map((e) => e.kind)).toEqual([
      'vacation.manager_notified',
      'vacation.cancelled',
      'vacation.approved',
      'vacation.requested',
    ]);
    expect((await trail(w.ada, `?member=${w.cy.memberId}`)).map((e) => e.kind)).toEqual([
      'member.roles_changed',
      'member.name_changed',
      'member.joined',
      'invitation.accepted',
      'invitation.created',
    ]);
    expect((await trail(w.ada, `?actor=${w.bo.email}`)).map((e) => e.kind)).toContain('vacation.requested');
    expect((await trail(w.ada, `?actor=${w.bo.id}&kind=vacation`)).map((e) => e.kind)).toEqual(['vacation.requested']);
    expect((await trail(w.ada, `?request=${requestId}`)).map((e) => e.kind)).toEqual([
      'vacation.manager_notified',
      'vacation.cancelled',
      'vacation.approved',
      'vacation.requested',
    ]);
    expect(await trail(w.ada, `?from=${promotedAt}&kind=member`)).toHaveLength(1);
    expect(await trail(w.ada, '?to=2000-01-01')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(w.ada, `?from=${today}&to=${today}`)).length).toBe((await trail(w.ada, '?limit=500')).length);
  });

  it('pages with an opaque cursor, without gaps or repeats', async () => {
    const all = await trail(w.ada, '?limit=500');
    const seen: string[] = [];
    for (let cursor: string | null = ''; cursor !== null;) {
      const body: AuditPage = (await w.ada.get<AuditPage>(path(`/audit?limit=4${cursor ? `&cursor=${cursor}` : ''}`))).body;
      expect(body.entries.length).toBeLessThanOrEqual(4);
      seen.push(...body.entries.map((entry) => entry.id));
      cursor = body.next_cursor;
    }
    expect(seen).toEqual(all.map((entry) => entry.id));
  });

  it('refuses unknown kinds, bad cursors and reversed date ranges with the field named', async () => {
    expect(await w.ada.get(path('/audit?kind=nonsense'))).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^kind: Must be one of the audit kinds/) },
    });
    expect(await w.ada.get(path('/audit?cursor=abc'))).toMatchObject({ status: 400, body: { detail: 'cursor: Invalid cursor' } });
    expect(await w.ada.get(path('/audit?from=2026-05-02&to=2026-05-01'))).toMatchObject({
      status: 400,
      body: { detail: 'from: from must not be after to' },
    });
    expect(await w.ada.get(path('/audit?from=yesterday'))).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^from: /) },
    });
  });

  it('exports a filtered list as CSV, quoting fields and defusing formulas', async () => {
    for (const suffix of ['/audit.csv?kind=vacation', '/audit?kind=vacation&format=csv']) {
      const { status, type, text } = await csv(w.ada, suffix);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/csv/);
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'occurred_at,kind,actor_email,actor_user_id,member_id,member_email,member_name,request_id,summary,before,after,details,short_notice',
      );
      expect(lines.slice(1).every((line) => line.endsWith(',false'))).toBe(true);
      expect(lines).toHaveLength(5);
      expect(lines[4]).toContain(`,vacation.requested,${w.bo.email},${w.bo.id},${w.bo.memberId},${w.bo.email},Bo Berg,${requestId},`);
      expect(lines[4]).toContain('""request_notes"":""=cmd|\\"" /c calc\\"", family""');
    }
    expect((await csv(w.bo, '/audit.csv')).status).toBe(403);
  });

  it('marks a change to a published shift within the notice in the short_notice column', async () => {
    // The server's today is December 1st: Bo's Late of the 4th is within the default 14 days' notice.
    w.clock.offset = Date.parse('2026-12-01T09:00:00Z') - Date.now();
    const late = await publishedLateDecember(w, [{ date: '2026-12-04', required: 1, assigned: 1 }], [['2026-12-04', w.bo.memberId, 1]]);
    const takenOff = { date: '2026-12-04', shift_type_id: late, member_id: w.bo.memberId, action: 'unassign' };
    expect((await w.ada.put(path('/schedules/2026/12/assignments'), takenOff)).status).toBe(200);
    const lines = (await csv(w.ada, '/audit.csv?kind=schedule')).text.trimEnd().split('\r\n');
    const unassigned = lines.find((line) => line.includes(',schedule.unassigned,'));
    expect(unassigned).toMatch(/,true$/);
    expect(lines.find((line) => line.includes(',schedule.published,'))).toMatch(/,false$/);
  });

  it("answers what a member's roles were at an instant, from the log", async () => {
    const before = await w.ada.get(
      path(`/audit/members/${w.cy.memberId}/roles?as_of=${new Date(Date.parse(promotedAt) - 1).toISOString()}`),
    );
    expect(before.body).toMatchObject({
      member_id: w.cy.memberId,
      status: 'member',
      is_admin: false,
      is_employee: true,
      email: w.cy.email,
    });
    expect((await w.ada.get(path(`/audit/members/${w.cy.memberId}/roles?as_of=${promotedAt}`))).body).toMatchObject({
      status: 'member',
      is_admin: true,
      is_employee: true,
    });
    expect((await w.ada.get(path(`/audit/members/${w.cy.memberId}/roles?as_of=2000-01-01`))).body).toMatchObject({
      status: 'none',
      is_admin: false,
      is_employee: false,
    });
    expect((await w.ada.get(path(`/audit/members/${w.pendingId}/roles`))).body).toMatchObject({
      status: 'invited',
      is_employee: true,
      email: w.address('eve'),
    });
    expect(await w.ada.get(path('/audit/members/nobody/roles'))).toMatchObject({ status: 404, body: { detail: 'Member not found' } });
  });

  it('answers what state a vacation request was in at an instant, from the log', async () => {
    const at = async (asOf: string) => (await w.ada.get(path(`/audit/vacation-requests/${requestId}?as_of=${asOf}`))).body;
    expect(await at(approvedAt)).toMatchObject({
      request_id: requestId,
      member_id: w.bo.memberId,
      state: { status: 'approved', review_notes: 'Enjoy', reviewed_by_email: w.ada.email, start_date: '2099-05-01' },
    });
    expect(await at(new Date(Date.parse(approvedAt) - 1).toISOString())).toMatchObject({ state: { status: 'pending' } });
    expect(await at('2000-01-01')).toMatchObject({ state: null });
    expect((await w.ada.get(path(`/audit/vacation-requests/${requestId}`))).body).toMatchObject({ state: { status: 'cancelled' } });
    expect((await w.ada.get(path(`/audit/vacation-requests/${w.bo.memberId}.99`))).status).toBe(404);
    expect((await w.ada.get(path(`/audit/vacation-requests/${requestId}?as_of=soon`))).status).toBe(400);
  });

  it('is for admins of the organization only', async () => {
    for (const suffix of ['/audit', `/audit/members/${w.cy.memberId}/roles`, `/audit/vacation-requests/${requestId}`]) {
      expect((await w.bo.get(path(suffix))).status).toBe(403);
    }
  });

  it('has no endpoint that edits or deletes an entry', async () => {
    const [entry] = await trail(w.ada);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await w.ada.call(method, path('/audit'), {})).status, method).toBe(404);
      expect((await w.ada.call(method, path(`/audit/${entry!.id}`), {})).status, method).toBe(404);
    }
  });

  it('keeps the entries of a deleted organization: 404 to its admins as every endpoint, readable by super admins', async () => {
    const gone = await createOrganization(w.root, w.ada, { name: 'Ward 9' });
    const member = await addMember(w.ada, gone, w.address('gus'));
    await w.ada.put(path(`/members/${member.id}/role`, gone), { is_admin: true, is_employee: true });
    expect((await w.ada.delete(path('', gone), { confirm_deletion: true, organization_name: 'Ward 9' })).status).toBe(200);
    expect((await w.ada.get(path('/audit', gone))).status).toBe(404);
    const kept = await w.root.get<AuditPage>(`/admin/organizations/${gone}/audit`);
    expect(kept.body.entries.map((entry) => entry.kind)).toEqual([
      'organization.deleted',
      'member.roles_changed',
      'member.joined',
      'invitation.accepted',
      'invitation.created',
      'member.joined',
    ]);
    expect((await w.ada.get(`/admin/organizations/${gone}/audit`)).status).toBe(403);
  });
});
