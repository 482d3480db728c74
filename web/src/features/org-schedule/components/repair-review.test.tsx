import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { aShift } from '@/test/calendar.ts';
import { aMonth, CALENDAR, renderOrgCalendar } from './fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

const REPAIR = 'POST /organizations/7/schedules/2026/3/repair';
const APPLY = 'POST /organizations/7/schedules/2026/3/repair/p1/apply';
const month = aMonth([{ date: '2026-03-02', shifts: [aShift({ status: 'understaffed' })] }], {
  publication: { published_at: '2026-02-21T09:00:00Z', changes: 0 },
});
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
    const { user } = renderOrgCalendar();
    await user.click(await screen.findByRole('button', { name: 'Repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repair Proposal' });
    expect(within(dialog).getByText('Ann').closest('li')).toHaveTextContent('Removed: 2026-03-02 Day');
    expect(within(dialog).getByText('Bo').closest('li')).toHaveTextContent('Added: 2026-03-02 Day');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Repair' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => `${call.method} ${call.path}` === APPLY)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Repair applied: Ann taken off 1 shift; Bo added to 1 shift. Publish to show employees.'),
    ).toBeInTheDocument();
  });

  it('says when there is nothing to repair', async () => {
    fakeApi({ [CALENDAR]: { body: month }, [REPAIR]: { body: { proposal_id: 'p1', changes: [] } } });
    const { user } = renderOrgCalendar();
    await user.click(await screen.findByRole('button', { name: 'Repair' }));
    expect(await screen.findByText(/Nothing to repair/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Repair' })).toBeDisabled();
  });
});
