import { describe, expect, it } from 'vitest';
import { changeLines, kindText } from './audit-format.ts';

describe('before → after in words', () => {
  it('names roles the way the member table does', () => {
    expect(changeLines({ before: { is_admin: false, is_employee: true }, after: { is_admin: true, is_employee: true } })).toEqual([
      'Employee → Admin, Employee',
    ]);
    expect(changeLines({ before: { is_admin: true, is_employee: false }, after: null })).toEqual(['Admin → removed']);
    expect(changeLines({ before: null, after: { is_admin: false, is_employee: true } })).toEqual(['— → Employee']);
  });

  it('shows a status change plainly and names any other field', () => {
    expect(changeLines({ before: { status: 'pending' }, after: { status: 'approved' } })).toEqual(['pending → approved']);
    expect(changeLines({ before: null, after: { status: 'pending', start_date: '2026-12-01' } })).toEqual([
      '— → pending',
      'start date: — → 2026-12-01',
    ]);
    expect(changeLines({ before: { first_name: 'Cy' }, after: { first_name: null } })).toEqual(['first name: Cy → —']);
  });

  it('has nothing to show when neither side is recorded', () => {
    expect(changeLines({ before: null, after: null })).toEqual([]);
  });

  it('turns a kind into words', () => {
    expect(kindText('vacation.manager_notified')).toBe('Vacation: manager notified');
    expect(kindText('member.roles_changed')).toBe('Member: roles changed');
  });
});
