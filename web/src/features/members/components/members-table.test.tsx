import type { Member } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { joinedText } from './member-format.ts';
import { actionsFor } from './member-actions.tsx';
import { MembersTable } from './members-table.tsx';

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T12:00:00Z');

function member(change: Partial<Member>): Member {
  return {
    id: change.email!,
    user_id: null,
    member_type: 'user',
    name: change.email!.split('@')[0]!,
    email: change.email!,
    is_admin: false,
    is_employee: true,
    status: 'active',
    user_created_at: '2026-01-05T09:00:00Z',
    expires_at: null,
    invited_by: null,
    invitation_token: null,
    first_name: null,
    middle_name: null,
    last_name: null,
    preferred_name: null,
    ...change,
  };
}

const MEMBERS = [
  member({ email: 'ada@example.com', user_id: 'u-ada', name: 'Lovelace', is_admin: true, is_employee: true }),
  member({ email: 'bo@example.com', user_id: 'u-bo', name: 'Brown', is_admin: true, is_employee: false }),
  member({ email: 'cy@example.com', user_id: 'u-cy', name: 'Adams' }),
  member({
    email: 'di@example.com',
    member_type: 'invitation',
    name: 'Diaz',
    status: 'pending',
    expires_at: null,
    user_created_at: null,
    invitation_token: 't'.repeat(20),
  }),
];

function setup() {
  const onAction = vi.fn();
  const onSelectionChange = vi.fn();
  const view = renderWithProviders(
    <MembersTable members={MEMBERS} currentUserId="u-ada" selection={{}} onSelectionChange={onSelectionChange} onAction={onAction} />,
  );
  const emails = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
  return { ...view, onAction, onSelectionChange, emails };
}

describe('the member table', () => {
  it('filters by role: admin, employee, admin only, employee only, both', async () => {
    const { user, emails } = setup();
    const filter = screen.getByLabelText('Filter by role');
    const expected: Record<string, string[]> = {
      admin: ['bo@example.com', 'ada@example.com'],
      employee: ['cy@example.com', 'di@example.com', 'ada@example.com'],
      'admin-only': ['bo@example.com'],
      'employee-only': ['cy@example.com', 'di@example.com'],
      both: ['ada@example.com'],
      all: ['cy@example.com', 'bo@example.com', 'di@example.com', 'ada@example.com'],
    };
    for (const [value, shown] of Object.entries(expected)) {
      await user.selectOptions(filter, value);
      expect(emails()).toEqual(shown);
    }
    expect(screen.getByText('Showing 4 of 4 members')).toBeInTheDocument();
  });

  it('sorts by name (the default), email, roles and status, both ways', async () => {
    const { user, emails } = setup();
    expect(emails()).toEqual(['cy@example.com', 'bo@example.com', 'di@example.com', 'ada@example.com']);
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    expect(emails()).toEqual(['ada@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com']);
    expect(screen.getByRole('columnheader', { name: /^Email/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    expect(emails()).toEqual(['di@example.com', 'cy@example.com', 'bo@example.com', 'ada@example.com']);
    await user.click(screen.getByRole('button', { name: /^Roles/ }));
    expect(emails()[0]).toBe('bo@example.com'); // "Admin" before "Admin, Employee" before "Employee"
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    expect(emails()[0]).not.toBe('di@example.com'); // "Active" before "Pending Invitation"
  });

  it('shows the status texts and lets only invitations be selected', () => {
    setup();
    expect(screen.getAllByText('Active')).toHaveLength(3);
    expect(screen.getByText('Pending Invitation')).toBeInTheDocument();
    expect(screen.getByText('Never expires')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Select di@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Lovelace (you)')).toBeInTheDocument();
  });

  it('offers each row its own actions: nobody renames or removes themselves', () => {
    expect(actionsFor(MEMBERS[0]!, 'u-ada')).toEqual(['details', 'roles']);
    expect(actionsFor(MEMBERS[1]!, 'u-ada')).toEqual(['details', 'roles', 'name', 'remove']);
    expect(actionsFor(MEMBERS[3]!, 'u-ada')).toEqual(['details', 'roles', 'name', 'resend', 'cancel', 'copy-link']);
  });
});

describe('the Skills and Works at columns', () => {
  const rows = [
    {
      ...MEMBERS[2]!,
      skills: [
        { skill_id: 'rn', valid_until: '2026-12-15' },
        { skill_id: 'fa', valid_until: null },
      ],
      location_ids: ['north'],
    },
    { ...MEMBERS[1]!, skills: [], location_ids: [] },
  ];
  const render = (names: { skillNames?: Map<string, string>; locationNames?: Map<string, string> }) =>
    renderWithProviders(
      <MembersTable members={rows} currentUserId="u-ada" selection={{}} onSelectionChange={vi.fn()} onAction={vi.fn()} {...names} />,
    );
  const cellsOf = (column: string) =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map(
        (row) =>
          within(row)
            .getAllByRole('cell')
            .find((cell) => cell.dataset.label === column)?.textContent,
      );

  it('show each member’s qualifications (with their last day) and where they work, none listed meaning anywhere', () => {
    render({
      skillNames: new Map([
        ['rn', 'Registered nurse'],
        ['fa', 'First aid'],
      ]),
      locationNames: new Map([['north', 'North Home']]),
    });
    expect(cellsOf('Skills')).toEqual(['First aid, Registered nurse (until 2026-12-15)', 'None']);
    expect(cellsOf('Works at')).toEqual(['North Home', 'Anywhere']);
  });

  it('are not there for an organization without skills or locations', () => {
    render({ skillNames: new Map(), locationNames: new Map() });
    expect(screen.queryByRole('columnheader', { name: /Skills/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Works at/ })).toBeNull();
  });
});

describe('the Joined column', () => {
  it('reads the join date, never, expired or the days left', () => {
    expect(joinedText({ member_type: 'user', user_created_at: '2026-01-05T09:00:00Z', expires_at: null }, NOW)).toBe('Jan 5, 2026');
    expect(joinedText({ member_type: 'invitation', user_created_at: null, expires_at: null }, NOW)).toBe('Never expires');
    expect(
      joinedText({ member_type: 'invitation', user_created_at: null, expires_at: new Date(NOW.getTime() + 3 * DAY).toISOString() }, NOW),
    ).toBe('Expires in 3 days');
    expect(
      joinedText({ member_type: 'invitation', user_created_at: null, expires_at: new Date(NOW.getTime() + DAY / 2).toISOString() }, NOW),
    ).toBe('Expires in 1 day');
    expect(joinedText({ member_type: 'invitation', user_created_at: null, expires_at: '2026-03-01T10:00:00Z' }, NOW)).toBe(
      'Expired Mar 1, 2026',
    );
  });
});
