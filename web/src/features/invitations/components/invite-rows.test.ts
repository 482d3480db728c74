import { describe, expect, it } from 'vitest';
import { editRow, newRow, outcomeText, payload, rowProblem, sendable, statusLabel, type InviteRow } from './invite-rows.ts';

const row = (change: Partial<InviteRow> = {}): InviteRow => ({
  ...newRow(),
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Newman',
  ...change,
});

describe('bulk invitation rows', () => {
  it('name the first rule a full row breaks', () => {
    expect(rowProblem(row({ email: ' ' }), [], 'full')).toBe('Email is required');
    expect(rowProblem(row({ email: 'ann@' }), [], 'full')).toBe('Invalid email format');
    expect(rowProblem(row({ first_name: '' }), [], 'full')).toBe('First name is required');
    expect(rowProblem(row({ last_name: ' ' }), [], 'full')).toBe('Last name is required');
    expect(rowProblem({ ...row(), is_admin: false, is_employee: false }, [], 'full')).toBe('At least one role must be selected');
    expect(rowProblem(row(), [], 'full')).toBeNull();
  });

  it('use the short texts in the inline variant, which needs no names', () => {
    expect(rowProblem(row({ email: '' }), [], 'inline')).toBe('Email required');
    expect(rowProblem(row({ email: 'x' }), [], 'inline')).toBe('Invalid email');
    expect(rowProblem({ ...row({ first_name: '', last_name: '' }), is_admin: false, is_employee: false }, [], 'inline')).toBe(
      'Select role',
    );
    expect(rowProblem(row({ first_name: '', last_name: '' }), [], 'inline')).toBeNull();
  });

  it('find duplicates case-insensitively', () => {
    const a = row();
    const b = row({ email: ' ANN@example.com' });
    expect(rowProblem(a, [a, b], 'full')).toBe('Duplicate email');
    expect(statusLabel(a, [a, b], 'full')).toBe('Invalid');
    expect(statusLabel(a, [a], 'full')).toBe('Ready');
  });

  it('go back to draft on any edit, and unchecking both roles sets Employee', () => {
    const failed = { ...row(), status: 'failed' as const, error: 'Already a member' };
    const edited = editRow(failed, { is_employee: false });
    expect(edited).toMatchObject({ status: 'draft', error: null, is_admin: false, is_employee: true });
  });

  it('send the valid rows not yet sent, failed ones again', () => {
    const rows = [
      row({ status: 'sent' }),
      row({ email: 'bo@example.com', status: 'failed' }),
      row({ email: '' }),
      row({ email: 'cy@example.com' }),
    ];
    expect(sendable(rows, 'full').map((r) => r.email)).toEqual(['bo@example.com', 'cy@example.com']);
  });

  it('send trimmed values with the invited name', () => {
    expect(payload(row({ email: ' ann@example.com ', first_name: ' Ann ' }), null)).toEqual({
      email: 'ann@example.com',
      first_name: 'Ann',
      last_name: 'Newman',
      invited_name: 'Ann Newman',
      is_admin: false,
      is_employee: true,
      expires_in_days: null,
    });
  });

  it('word the outcome as docs/product/error-texts.md#invitations-and-members does', () => {
    expect(outcomeText(2, 0).text).toBe('2 invitations sent successfully!');
    expect(outcomeText(1, 2).text).toBe('1 invitations sent, 2 failed. Check the table for details.');
    expect(outcomeText(0, 2).text).toBe('All invitations failed. Please check the details and try again.');
  });
});
