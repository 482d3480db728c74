import type { Member } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { schedulable } from './schedulable.ts';

describe('who can be scheduled (docs/product/states.md#who-can-be-scheduled)', () => {
  it('keeps active members and pending invitations flagged as employees, leaves expired invitations and non-employees out', () => {
    const members = [
      { id: 'a', is_employee: true, status: 'active' },
      { id: 'p', is_employee: true, status: 'pending' },
      { id: 'x', is_employee: true, status: 'expired' },
      { id: 'n', is_employee: false, status: 'active' },
    ] as Member[];
    expect(schedulable(members).map((member) => member.id)).toEqual(['a', 'p']);
  });
});
