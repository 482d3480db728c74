import { EVENT_VERSIONS, type Roles } from '@rostra/contracts';
import { execute, openMemoryEventStore, type EventStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { membershipStream } from '../shared/membership.ts';
import { membershipDecider } from './decide.ts';
import { MEMBERSHIP_TEXT } from '../shared/membership-rules.ts';

// An organization's membership stream as version 1 recorded it, before the payloads were renamed
// to camelCase: the decider must decide on it as it did then, and what it appends is version 2.
const stream = membershipStream('1');
const context = { actorUserId: 'u1', actorEmail: 'ada@example.com', organizationId: '1', occurredAt: '2026-11-22T10:00:00.000Z' };
const metadata = { ...context, correlationId: 'c', causationId: null };
const NO_NAME = { first_name: null, middle_name: null, last_name: null, preferred_name: null };

async function recordedLog(): Promise<EventStore> {
  const log = openMemoryEventStore();
  const joined = (memberId: string, userId: string, email: string, is_admin: boolean, via: object) => ({
    type: 'MemberJoined',
    version: 1,
    data: { organizationId: '1', memberId, userId, email, name: null, is_admin, is_employee: true, ...NO_NAME, ...via },
    metadata,
  });
  await log.append(
    stream,
    [
      joined('m1', 'u1', 'ada@example.com', true, { via: 'founder' }),
      joined('i2', 'u2', 'bo@example.com', false, { via: 'invitation', invitationId: 'i2' }),
      {
        type: 'MemberNameChanged',
        version: 1,
        data: {
          organizationId: '1',
          memberId: 'i2',
          userId: 'u2',
          email: 'bo@example.com',
          before: NO_NAME,
          after: { ...NO_NAME, first_name: 'Bo', last_name: 'Berg' },
        },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return log;
}

/** Ada (u1) sets the roles of a member; stepping down herself is confirmed. */
const changeRoles = (log: EventStore, memberRef: string, roles: Roles) =>
  execute(
    log,
    stream,
    membershipDecider,
    { type: 'ChangeMemberRoles', actorUserId: 'u1', memberRef, roles, confirmSelfDemotion: memberRef === 'u1' },
    context,
    EVENT_VERSIONS,
  );

describe('a membership stream recorded as version 1', () => {
  it("still knows each member's roles and name, and records a role change as version 2", async () => {
    const log = await recordedLog();
    const { state } = await changeRoles(log, 'u2', { is_admin: true, is_employee: true });

    expect(state.members['i2']).toMatchObject({ is_admin: true, is_employee: true, first_name: 'Bo', last_name: 'Berg' });
    const [appended] = await log.readStream(stream, { fromRevision: 3n });
    expect({ type: appended?.type, version: appended?.version, data: appended?.data }).toEqual({
      type: 'MemberRolesChanged',
      version: 2,
      data: {
        organizationId: '1',
        memberId: 'i2',
        userId: 'u2',
        email: 'bo@example.com',
        before: { isAdmin: false, isEmployee: true },
        after: { isAdmin: true, isEmployee: true },
      },
    });
  });

  it('still refuses to take the admin role from its last admin', async () => {
    const log = await recordedLog();
    await expect(changeRoles(log, 'u1', { is_admin: false, is_employee: true })).rejects.toThrow(MEMBERSHIP_TEXT.lastAdmin);
    expect(await log.readStream(stream)).toHaveLength(3);
  });
});
