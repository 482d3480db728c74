import { describe, expect, it } from 'vitest';
import { addMember, createOrganization, signedUp, type SignedIn } from '../testing/organization.ts';
import { readModelsCaughtUp } from '../testing/test-server.ts';
import { organizationWorld } from '../testing/organization-world.ts';

// Fifty commands at once against one organization: the membership stream serialises them, so
// nothing is lost and no invariant breaks, whatever the interleaving.

const world = organizationWorld();

const membershipEvents = async (org: string, type: string) =>
  (await world.server.running.stores.events.readStream(`membership-${org}`)).filter((event) => event.type === type);

describe('fifty concurrent commands on one organization', () => {
  it('invitations never take the organization past max_employees', async () => {
    const admin = await signedUp(world.root, 'cap-admin@example.com');
    const org = await createOrganization(world.root, admin, { name: 'Capped', max_employees: 20 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin.post(`/organizations/${org}/invitations`, { email: `cap${i}@example.com`, is_employee: true }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(19);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(await membershipEvents(org, 'InvitationCreated')).toHaveLength(19);
    const { members } = (await admin.get(`/organizations/${org}/members`)).body;
    expect(members).toHaveLength(20);
  });

  it('an invitation is accepted once, however many times it is presented at once', async () => {
    const admin = await signedUp(world.root, 'once-admin@example.com');
    const org = String(await world.organizationOf(admin, 'Once'));
    const invitation = await admin.post(`/organizations/${org}/invitations`, { email: 'invitee@example.com', is_employee: true });
    const invitee = await signedUp(world.root, 'invitee@example.com');
    const responses = await Promise.all(Array.from({ length: 50 }, () => invitee.put(`/invitations/${invitation.body.token}/accept`)));
    expect(
      responses.filter((r) => r.status === 200),
      JSON.stringify(responses.map((r) => [r.status, r.body?.detail]).slice(0, 3)),
    ).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(49);
    const joined = (await membershipEvents(org, 'MemberJoined')).filter(
      (event) => (event.data as { email: string }).email === 'invitee@example.com',
    );
    expect(joined).toHaveLength(1);
  });

  it('role edits racing to demote every administrator always leave one, and every success is in the log', async () => {
    const founder = await signedUp(world.root, 'race-founder@example.com');
    const org = String(await world.organizationOf(founder, 'Race'));
    const admins: SignedIn[] = [founder];
    for (let i = 0; i < 5; i += 1)
      admins.push(await addMember(founder, org, `race-admin${i}@example.com`, { is_admin: true, is_employee: true }));

    // Each request: one admin demotes another (pairs cycle through all ordered pairs).
    const requests = Array.from({ length: 50 }, (_, i) => {
      const actor = admins[i % admins.length]!;
      const target = admins[(i + 1 + Math.floor(i / admins.length)) % admins.length]!;
      const self = actor === target;
      return actor.put(`/organizations/${org}/members/${target.id}/role`, {
        is_admin: false,
        is_employee: true,
        confirm_self_demotion: self,
      });
    });
    const responses = await Promise.all(requests);
    expect(
      responses.every((r) => [200, 403, 404, 409].includes(r.status)),
      JSON.stringify(responses.map((r) => r.status)),
    ).toBe(true);

    // Six clients wrote: no one client's read waits for every demotion, so wait for the whole log.
    await readModelsCaughtUp(world.server);
    // Everyone is still a member (a demoted admin stays an employee), so anyone can read the list.
    const { members } = (await founder.get(`/organizations/${org}/members`)).body;
    expect(members.filter((member: { is_admin: boolean }) => member.is_admin)).toHaveLength(1);
    // Five demotions, each recorded exactly once; the other successes found the target already demoted.
    const log = await membershipEvents(org, 'MemberRolesChanged');
    expect(log).toHaveLength(5);
    expect(new Set(log.map((event) => (event.data as { memberId: string }).memberId)).size).toBe(5);
    expect(responses.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(5);
  });
});
