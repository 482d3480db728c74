import type { AuditEntry, VacationRequestAsOf } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AuditHistory } from './audit-history.tsx';

const AUDIT = '/organizations/o1/audit';

const entry = (
  id: string,
  kind: AuditEntry['kind'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): AuditEntry => ({
  id,
  kind,
  occurred_at: '2026-11-22T10:04:05.120Z',
  actor: { user_id: 'u-1', email: 'ada@example.com' },
  member: { id: 'm-7', email: 'cy@example.com', name: 'Cy Cole' },
  request_id: 'm-7.3',
  summary: `Entry ${id}`,
  before,
  after,
  details: {},
});

const state = (asOf: string, status: 'pending' | 'approved' | null): VacationRequestAsOf => ({
  request_id: 'm-7.3',
  member_id: 'm-7',
  as_of: asOf,
  state: status && {
    status,
    start_date: '2026-12-01',
    end_date: '2026-12-03',
    request_notes: null,
    review_notes: status === 'approved' ? 'Enjoy' : null,
    requested_at: '2026-11-20T09:00:00Z',
    reviewed_at: status === 'approved' ? '2026-11-21T09:00:00Z' : null,
    reviewed_by_email: status === 'approved' ? 'ada@example.com' : null,
    cancelled_at: null,
  },
});

describe("a vacation request's History", () => {
  it("lists the request's changes newest first and by whom, without repeating for whom", async () => {
    const api = fakeApi({
      [`GET ${AUDIT}?request=m-7.3&limit=20`]: {
        body: {
          entries: [
            entry('2', 'vacation.approved', { status: 'pending' }, { status: 'approved' }),
            entry('1', 'vacation.requested', null, { status: 'pending' }),
          ],
          next_cursor: null,
        },
      },
    });
    renderWithProviders(<AuditHistory organizationId="o1" requestId="m-7.3" />);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('pending → approved')).toBeInTheDocument();
    expect(within(history).getByRole('columnheader', { name: 'By' })).toBeInTheDocument();
    expect(within(history).queryByRole('columnheader', { name: 'For' })).not.toBeInTheDocument();
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Vacation: approved', 'Vacation: requested']);
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith(AUDIT))).toEqual([`${AUDIT}?request=m-7.3&limit=20`]);
  });

  it('answers what state the request was in at the end of a chosen day, and before it existed', async () => {
    fakeApi({
      [`GET ${AUDIT}?request=m-7.3&limit=20`]: { body: { entries: [], next_cursor: null } },
      [`GET ${AUDIT}/vacation-requests/m-7.3?as_of=2026-11-21`]: { body: state('2026-11-21T23:59:59.999Z', 'approved') },
      [`GET ${AUDIT}/vacation-requests/m-7.3?as_of=2026-11-01`]: { body: state('2026-11-01T23:59:59.999Z', null) },
    });
    const { user } = renderWithProviders(<AuditHistory organizationId="o1" requestId="m-7.3" />);
    expect(screen.getByRole('button', { name: 'Look up' })).toBeDisabled();
    await user.type(screen.getByLabelText('State on date'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(
      await screen.findByText('On 2026-11-21: approved, Dec 1, 2026 – Dec 3, 2026, reviewed by ada@example.com (review notes: Enjoy)'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('State on date'));
    await user.type(screen.getByLabelText('State on date'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('On 2026-11-01: not requested yet')).toBeInTheDocument();
  });

  it("shows the API's refusal of an unknown request", async () => {
    fakeApi({
      [`GET ${AUDIT}?request=m-7.9&limit=20`]: { body: { entries: [], next_cursor: null } },
      [`GET ${AUDIT}/vacation-requests/m-7.9?as_of=2026-11-21`]: { status: 404, body: { detail: 'Vacation request not found' } },
    });
    const { user } = renderWithProviders(<AuditHistory organizationId="o1" requestId="m-7.9" />);
    expect(await screen.findByText('No audit entries match.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('State on date'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Vacation request not found')).toBeInTheDocument();
  });
});

describe("a member's History", () => {
  it('leaves out the For column and asks for roles on a date instead', async () => {
    fakeApi({
      [`GET ${AUDIT}?member=m-7&limit=20`]: {
        body: {
          entries: [entry('5', 'member.roles_changed', { is_admin: false, is_employee: true }, { is_admin: true, is_employee: true })],
          next_cursor: null,
        },
      },
      [`GET ${AUDIT}/members/m-7/roles?as_of=2026-11-21`]: {
        body: {
          member_id: 'm-7',
          as_of: '2026-11-21T23:59:59.999Z',
          status: 'member',
          is_admin: true,
          is_employee: true,
          email: 'cy@example.com',
        },
      },
    });
    const { user } = renderWithProviders(<AuditHistory organizationId="o1" memberId="m-7" />);
    expect(await screen.findByText('Employee → Admin, Employee')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'For' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('State on date')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Roles on date'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('On 2026-11-21: a member, roles Admin, Employee')).toBeInTheDocument();
  });

  it("says preferences changed on the member's behalf with shift type names, counts and days, not raw data", async () => {
    fakeApi({
      [`GET ${AUDIT}?member=m-7&limit=20`]: {
        body: {
          entries: [
            entry(
              '6',
              'preferences.changed_on_behalf',
              {
                shift_preferences: { 'st-early': 4 },
                disallowed_shift_types: [],
                available_weekdays: { 0: true, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true },
              },
              {
                shift_preferences: { 'st-early': 6, 'st-night': 2 },
                disallowed_shift_types: ['st-late'],
                available_weekdays: { 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: false },
              },
            ),
          ],
          next_cursor: null,
        },
      },
      'GET /organizations/o1/shift-types': {
        body: [
          { id: 'st-early', name: 'Early' },
          { id: 'st-late', name: 'Late' },
          { id: 'st-night', name: 'Night' },
        ],
      },
    });
    renderWithProviders(<AuditHistory organizationId="o1" memberId="m-7" />);
    expect(await screen.findByText('Preferences: changed on behalf')).toBeInTheDocument();
    expect(await screen.findByText('shift preferences: Early 4 → Early 6, Night 2')).toBeInTheDocument();
    expect(screen.getByText('disallowed shift types: none → Late')).toBeInTheDocument();
    expect(screen.getByText('available weekdays: every day → Mon, Tue, Wed, Thu, Fri')).toBeInTheDocument();
    expect(screen.queryByText(/st-early|\{/)).not.toBeInTheDocument();
  });
});
