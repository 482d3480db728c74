import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrgCalendar } from './OrgCalendar.tsx';

afterEach(() => vi.unstubAllGlobals());

const CALENDAR = 'GET /organizations/7/schedules/calendar?year=2026&month=3';
const REPAIR = 'POST /organizations/7/schedules/2026/3/repair';
const APPLY = 'POST /organizations/7/schedules/2026/3/repair/p1/apply';
const month = {
  organization_id: '7',
  year: 2026,
  month: 3,
  generated_at: '2026-02-20T00:00:00Z',
  publication: { published_at: '2026-02-21T09:00:00Z', changes: 0 },
  days: [
    {
      date: '2026-03-02',
      shifts: [
        {
          shift_type_id: 'd',
          shift_type_name: 'Day',
          start_time: '08:00',
          end_time: '16:00',
          status: 'understaffed',
          required_count: 1,
          assigned_employees: [],
          position_labels: {},
          reasons: [],
        },
      ],
    },
  ],
};
const change = (member_id: string, member_name: string, kind: 'added' | 'removed') => ({
  member_id,
  member_name,
  date: '2026-03-02',
  shift_type_id: 'd',
  change: kind,
});

describe('the repair of the Org Schedule draft', () => {
  it('shows the proposal per employee and applies it', async () => {
    const api = fakeApi({
      [CALENDAR]: { body: month },
      [REPAIR]: { body: { proposal_id: 'p1', changes: [change('a', 'Ann', 'removed'), change('b', 'Bo', 'added')] } },
      [APPLY]: { body: { proposal_id: 'p1', revision: 1 } },
    });
    const { user } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    await user.click(await screen.findByRole('button', { name: 'Repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repair Proposal' });
    expect(within(dialog).getByText('Ann').closest('li')).toHaveTextContent('Removed: 2026-03-02 Day');
    expect(within(dialog).getByText('Bo').closest('li')).toHaveTextContent('Added: 2026-03-02 Day');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Repair' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => `${call.method} ${call.path}` === APPLY)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is nothing to repair', async () => {
    fakeApi({ [CALENDAR]: { body: month }, [REPAIR]: { body: { proposal_id: 'p1', changes: [] } } });
    const { user } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    await user.click(await screen.findByRole('button', { name: 'Repair' }));
    expect(await screen.findByText(/Nothing to repair/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Repair' })).toBeDisabled();
  });
});
