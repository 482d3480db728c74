import type { AuditEntry } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AuditTrail } from './audit-trail.tsx';

const AUDIT = '/organizations/o1/audit';

function entry(id: string, change: Partial<AuditEntry>): AuditEntry {
  return {
    id,
    kind: 'member.roles_changed',
    occurred_at: '2026-11-22T10:04:05.120Z',
    actor: { user_id: 'u-1', email: 'ada@example.com' },
    member: { id: 'm-7', email: 'cy@example.com', name: 'Cy Cole' },
    request_id: null,
    summary: `Entry ${id}`,
    before: null,
    after: null,
    details: {},
    ...change,
  };
}

const MEMBERS = { members: [{ id: 'm-7', name: 'Cy Cole', email: 'cy@example.com' }] };

function rowTexts() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
}

describe('the Audit Trail tab', () => {
  it('shows before → after plainly and loads older pages over the cursor', async () => {
    const api = fakeApi({
      'GET /organizations/o1/members': { body: MEMBERS },
      [`GET ${AUDIT}?limit=50`]: {
        body: {
          entries: [
            entry('2', { before: { is_admin: false, is_employee: true }, after: { is_admin: true, is_employee: true } }),
            entry('1', { kind: 'vacation.approved', before: { status: 'pending' }, after: { status: 'approved' } }),
          ],
          next_cursor: 'c1',
        },
      },
      [`GET ${AUDIT}?limit=50&cursor=c1`]: {
        body: { entries: [entry('0', { kind: 'member.joined', after: { is_admin: false, is_employee: true } })], next_cursor: null },
      },
    });
    const { user } = renderWithProviders(<AuditTrail organizationId="o1" />);
    expect(await screen.findByText('Employee → Admin, Employee')).toBeInTheDocument();
    expect(screen.getByText('pending → approved')).toBeInTheDocument();
    expect(rowTexts()).toEqual(['Entry 2Employee → Admin, Employee', 'Entry 1pending → approved']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Entry 0')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(AUDIT)).map((c) => c.path)).toEqual([
      `${AUDIT}?limit=50`,
      `${AUDIT}?limit=50&cursor=c1`,
    ]);
  });

  it('applies kind, member, actor and dates together, and clears them', async () => {
    const filtered = `${AUDIT}?kind=vacation&member=m-7&actor=ada%40example.com&from=2026-11-01&to=2026-11-30&limit=50`;
    fakeApi({
      'GET /organizations/o1/members': { body: MEMBERS },
      [`GET ${AUDIT}?limit=50`]: { body: { entries: [entry('2', {})], next_cursor: null } },
      [`GET ${filtered}`]: { body: { entries: [], next_cursor: null } },
    });
    const { user } = renderWithProviders(<AuditTrail organizationId="o1" />);
    await screen.findByText('Entry 2');
    await user.selectOptions(screen.getByLabelText('Kind'), 'vacation');
    await screen.findByRole('option', { name: 'Cy Cole <cy@example.com>' });
    await user.selectOptions(screen.getByLabelText('Member'), 'm-7');
    await user.type(screen.getByLabelText('Actor'), 'ada@example.com');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No audit entries match.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Entry 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Actor')).toHaveValue('');
  });

  it("refuses a range that ends before it starts, with the API's words, without asking", async () => {
    const api = fakeApi({
      'GET /organizations/o1/members': { body: MEMBERS },
      [`GET ${AUDIT}?limit=50`]: { body: { entries: [], next_cursor: null } },
    });
    const { user } = renderWithProviders(<AuditTrail organizationId="o1" />);
    await screen.findByText('No audit entries match.');
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('from must not be after to')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith(AUDIT))).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /organizations/o1/members': { body: MEMBERS },
      [`GET ${AUDIT}?limit=50`]: { status: 403, body: { detail: 'Only administrators of this organization can do this' } },
    });
    renderWithProviders(<AuditTrail organizationId="o1" />);
    expect(await screen.findByText('Only administrators of this organization can do this')).toBeInTheDocument();
  });
});
