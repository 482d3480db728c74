import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { refusal, teamRoutes } from '@/test/team.ts';
import { aTrade } from './trade-fixtures.ts';
import { TradeApprovalsPanel } from './trade-approvals-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const QUEUE = 'GET /organizations/o1/trades?status=accepted';
const SWAP = aTrade({
  status: 'accepted',
  take: { date: '2026-12-06', shift_type_id: 'early', member_id: 'm-cy' },
  accepted_by: 'm-cy',
});
const REVIEW = 'PUT /organizations/o1/trades/2026-12.1/review';

describe('the approvals queue', () => {
  it('approves an accepted swap with the notes, and declines', async () => {
    const api = fakeApi({ ...teamRoutes, [QUEUE]: { body: { trades: [SWAP] } }, [REVIEW]: { body: { ...SWAP, status: 'approved' } } });
    const { user } = renderWithProviders(<TradeApprovalsPanel organizationId="o1" needsApproval />);
    const queue = await screen.findByRole('list', { name: 'Trades waiting for approval' });
    expect(
      await within(queue).findByText(/Bo swaps Late on Dec 4, 2026 for Cy’s Early on Dec 6, 2026 · accepted by Cy/),
    ).toBeInTheDocument();
    await user.type(within(queue).getByLabelText(/Notes/), ' Fine by me ');
    await user.click(within(queue).getByRole('button', { name: /^Approve: / }));
    expect(await screen.findByText(/^Approved: Bo swaps/)).toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: /^Decline: / }));
    await screen.findByText(/^Declined: Bo swaps/);
    expect(api.bodiesOf(REVIEW)).toEqual([
      { status: 'approved', notes: 'Fine by me' },
      { status: 'declined', notes: 'Fine by me' },
    ]);
  });

  it('shows the rules an approval would break now', async () => {
    fakeApi({
      ...teamRoutes,
      [QUEUE]: { body: { trades: [SWAP] } },
      [REVIEW]: refusal('This trade breaks a scheduling rule.', 'Cy would work 52 hours in the week of Nov 30 (48 at most).'),
    });
    const { user } = renderWithProviders(<TradeApprovalsPanel organizationId="o1" needsApproval />);
    await user.click(await screen.findByRole('button', { name: /^Approve: / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This trade breaks a scheduling rule.Cy would work 52 hours in the week of Nov 30 (48 at most).');
  });

  it('says nothing waits when the organization needs no approval', async () => {
    const api = fakeApi({ ...teamRoutes });
    renderWithProviders(<TradeApprovalsPanel organizationId="o1" needsApproval={false} />);
    expect(screen.getByText(/Trades apply as soon as a colleague accepts/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/organizations/o1/trades'))).toEqual([]);
  });
});
