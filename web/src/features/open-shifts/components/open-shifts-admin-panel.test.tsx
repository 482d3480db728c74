import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { teamRoutes } from '@/test/team.ts';
import { anOpenShift } from './open-shift-fixtures.ts';
import { OpenShiftsAdminPanel } from './open-shifts-admin-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /organizations/o1/open-shifts?status=open';
const POST = 'POST /organizations/o1/schedules/2026/12/open-shifts';
const RANKED = anOpenShift({
  claims: [{ member_id: 'm-di', claimed_at: '2026-11-29T10:00:00.000Z' }],
  candidates: [
    { member_id: 'm-di', eligible: true, violations: [], distance_from_target: -2, fairness_rank: 1 },
    {
      member_id: 'm-bo',
      eligible: false,
      violations: [{ rule: 'one_shift_a_day', member_id: 'm-bo', date: '2026-12-04', detail: 'Bo already works Early on Dec 4.' }],
      distance_from_target: -3,
      fairness_rank: 2,
    },
  ],
});

describe("the admins' open shifts", () => {
  it('ranks the candidates, marks who claimed, assigns an eligible one and says why the others cannot', async () => {
    const api = fakeApi({
      ...teamRoutes,
      [LIST]: { body: { open_shifts: [RANKED] } },
      'PUT /organizations/o1/open-shifts/2026-12.o1/assign': { body: { ...RANKED, assigned: ['m-di'], filled: 1 } },
    });
    const { user } = renderWithProviders(<OpenShiftsAdminPanel organizationId="o1" />);
    const candidates = await screen.findByRole('list', { name: 'Candidates for Late on Dec 4, 2026 · 0 of 2 filled' });
    const [di, bo] = within(candidates).getAllByRole('listitem');
    expect(di).toHaveTextContent('DiClaimed2 shifts below target');
    expect(within(bo!).getByRole('list', { name: 'Why not Bo' })).toHaveTextContent('Bo already works Early on Dec 4.');
    expect(within(bo!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(di!).getByRole('button', { name: /^Assign Di/ }));
    expect(await screen.findByText('Di is assigned.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/o1/open-shifts/2026-12.o1/assign')).toEqual([{ member_id: 'm-di' }]);
  });

  it('posts an open shift on a day and a shift type, in the month of the day', async () => {
    const api = fakeApi({ ...teamRoutes, [LIST]: { body: { open_shifts: [] } }, [POST]: { status: 201, body: anOpenShift() } });
    const { user } = renderWithProviders(<OpenShiftsAdminPanel organizationId="o1" />);
    expect(await screen.findByText('No open shifts.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Post open shift' });
    await user.click(within(form).getByRole('button', { name: 'Post Open Shift' }));
    expect(within(form).getByText('Choose a day and a shift type.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Day'), '2026-12-04');
    await user.selectOptions(within(form).getByLabelText('Shift type'), await within(form).findByRole('option', { name: 'Late' }));
    await user.clear(within(form).getByLabelText('Places'));
    await user.type(within(form).getByLabelText('Places'), '2');
    await user.click(within(form).getByRole('button', { name: 'Post Open Shift' }));
    expect(await screen.findByText('Open shift posted: the members who may take it are told.')).toBeInTheDocument();
    expect(api.bodiesOf(POST)).toEqual([{ date: '2026-12-04', shift_type_id: 'late', count: 2 }]);
  });
});
