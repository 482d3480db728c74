import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aShift } from '@/test/calendar.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { teamRoutes } from '@/test/team.ts';
import { OfferTradeDialog } from './offer-trade-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const OFFER = 'POST /organizations/o1/schedules/2026/12/trades';
const SHIFT = { date: '2026-12-04', shift_type_id: 'late', shift_type_name: 'Late' };
const CALENDAR = {
  body: {
    organization_id: 'o1',
    year: 2026,
    month: 12,
    days: [
      {
        date: '2026-12-06',
        shifts: [
          aShift({
            shift_type_id: 'early',
            shift_type_name: 'Early',
            start_time: '06:00',
            end_time: '14:00',
            assigned_employees: [{ id: 'm-cy', name: 'Cy', position: 1 }],
          }),
        ],
      },
    ],
  },
};

function renderDialog(onOffered = vi.fn()) {
  return {
    onOffered,
    ...renderWithProviders(<OfferTradeDialog organizationId="o1" memberId="m-bo" shift={SHIFT} onClose={vi.fn()} onOffered={onOffered} />),
  };
}

describe('Give away / Swap', () => {
  it("swaps for a colleague's shift of the month, chosen from the published calendar, never with oneself", async () => {
    const api = fakeApi({
      ...teamRoutes,
      'GET /organizations/o1/schedules/calendar?year=2026&month=12': CALENDAR,
      [OFFER]: { status: 201, body: {} },
    });
    const { user, onOffered } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Give away / Swap' });
    expect(dialog).toHaveTextContent('Late on Dec 4, 2026');
    await user.click(within(dialog).getByLabelText('Swap it for a colleague’s shift'));
    const colleague = within(dialog).getByLabelText('Colleague');
    await within(dialog).findByRole('option', { name: 'Cy' });
    expect(within(colleague).queryByRole('option', { name: 'Bo' })).not.toBeInTheDocument();
    await user.selectOptions(colleague, 'Cy');
    await user.selectOptions(await within(dialog).findByLabelText('Their shift you take in return'), 'Early, Dec 6, 2026 (06:00–14:00)');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await vi.waitFor(() => expect(onOffered).toHaveBeenCalledWith('Your offer is sent: it applies once your colleague accepts.'));
    expect(api.bodiesOf(OFFER)).toEqual([
      {
        give: { date: '2026-12-04', shift_type_id: 'late' },
        take: { date: '2026-12-06', shift_type_id: 'early', member_id: 'm-cy' },
        to_member_id: 'm-cy',
      },
    ]);
  });

  it("asks for a colleague before sending a give-away, sends an open offer alone, and shows the API's refusal", async () => {
    const api = fakeApi({
      ...teamRoutes,
      [OFFER]: { status: 409, body: { detail: 'This shift is already offered in a trade that is still open.' } },
    });
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(within(dialog).getByText('Choose a colleague.')).toBeInTheDocument();
    expect(api.bodiesOf(OFFER)).toEqual([]);
    await user.click(within(dialog).getByLabelText('Offer it to anyone who may take it'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(await within(dialog).findByText('This shift is already offered in a trade that is still open.')).toBeInTheDocument();
    expect(api.bodiesOf(OFFER)).toEqual([{ give: { date: '2026-12-04', shift_type_id: 'late' } }]);
  });
});
