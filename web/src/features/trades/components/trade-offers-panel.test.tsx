import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { refusal, teamRoutes } from '@/test/team.ts';
import { aTrade } from './trade-fixtures.ts';
import { TradeOffersPanel } from './trade-offers-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /organizations/o1/trades';
const GIVE_AWAY = aTrade({ eligible: true, violations: [] });
const OPEN_OFFER = aTrade({
  id: '2026-12.2',
  give: { date: '2026-12-06', shift_type_id: 'early', member_id: 'm-di' },
  to_member_id: null,
  eligible: false,
  violations: [{ rule: 'rest', member_id: 'm-cy', date: '2026-12-06', detail: 'Cy would rest 8 hours after Late on Dec 5 (11 needed).' }],
});
const MINE = aTrade({
  id: '2026-12.3',
  status: 'accepted',
  give: { date: '2026-12-10', shift_type_id: 'early', member_id: 'm-cy' },
  take: { date: '2026-12-11', shift_type_id: 'late', member_id: 'm-bo' },
  to_member_id: 'm-bo',
  accepted_by: 'm-bo',
  eligible: false,
  violations: [],
});

describe("an employee's trades", () => {
  it('offers Accept where the rules allow it and the reasons where they do not; their own offers can be cancelled', async () => {
    const api = fakeApi({
      ...teamRoutes,
      [LIST]: { body: { trades: [GIVE_AWAY, OPEN_OFFER, MINE] } },
      'POST /organizations/o1/trades/2026-12.3/cancel': { body: { ...MINE, status: 'cancelled' } },
    });
    const { user } = renderWithProviders(<TradeOffersPanel organizationId="o1" memberId="m-cy" />);
    const offered = await screen.findByRole('list', { name: 'Offered to you' });
    expect(await within(offered).findByText('Bo gives Late on Dec 4, 2026 to Cy')).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'Accept: Bo gives Late on Dec 4, 2026 to Cy' })).toBeEnabled();
    const why = within(offered).getByRole('list', {
      name: 'Why you cannot accept: Di offers Early on Dec 6, 2026 to anyone who may take it',
    });
    expect(why).toHaveTextContent('Cy would rest 8 hours after Late on Dec 5 (11 needed).');
    expect(within(offered).getAllByRole('button')).toHaveLength(1);

    const mine = screen.getByRole('list', { name: 'Your offers' });
    expect(mine).toHaveTextContent('Cy swaps Early on Dec 10, 2026 for Bo’s Late on Dec 11, 2026');
    expect(mine).toHaveTextContent('Accepted');
    await user.click(within(mine).getByRole('button', { name: /^Cancel: Cy swaps/ }));
    expect(await screen.findByText('Your offer is cancelled.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/organizations/o1/trades/2026-12.3/cancel']);
  });

  it('shows what the API refused an acceptance for, rule by rule', async () => {
    fakeApi({
      ...teamRoutes,
      [LIST]: { body: { trades: [GIVE_AWAY] } },
      'POST /organizations/o1/trades/2026-12.1/accept': refusal('This trade breaks a scheduling rule.', 'Cy already works Early on Dec 4.'),
    });
    const { user } = renderWithProviders(<TradeOffersPanel organizationId="o1" memberId="m-cy" />);
    await user.click(await screen.findByRole('button', { name: /^Accept: / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This trade breaks a scheduling rule.');
    expect(alert).toHaveTextContent('Cy already works Early on Dec 4.');
  });
});
