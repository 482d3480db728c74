import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './index.ts';
import { PERSONAL_DATA } from './personal-data.ts';

describe('the personal data registry', () => {
  it('has an entry for every event type, so a new event must declare its personal fields', () => {
    expect(EVENT_TYPES.filter((type) => !(type in PERSONAL_DATA))).toEqual([]);
  });

  it('only lists event types the log knows', () => {
    expect(Object.keys(PERSONAL_DATA).filter((type) => !(EVENT_TYPES as string[]).includes(type))).toEqual([]);
  });

  it('names a subject for the fields it lists: the user, member or creation token the payload names', () => {
    const userRegistered = PERSONAL_DATA.UserRegistered[0]!;
    const data = { userId: 'u1', email: 'a@example.com' };
    expect(userRegistered.subject({ data, item: data, key: '', value: data.email })).toEqual({ user: 'u1' });
    // An invitation's fields are the member's it becomes, whose id it is: never the address itself.
    const invitation = PERSONAL_DATA.InvitationCreated.find((f) => f.path === 'invitedName')!;
    const invited = { invitationId: 'i7', email: 'new@example.com', invitedName: 'Ann' };
    expect(invitation.subject({ data: invited, item: invited, key: '', value: 'Ann' })).toEqual({ member: 'i7' });
    const names = PERSONAL_DATA.ScheduleGenerated[0]!;
    expect(names.subject({ data: {}, item: {}, key: 'm7', value: 'Ann' })).toEqual({ member: 'm7' });
  });
});
