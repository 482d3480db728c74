import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { refusal, teamRoutes } from '@/test/team.ts';
import { anOpenShift } from './open-shift-fixtures.ts';
import { OpenShiftsPanel } from './open-shifts-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /organizations/o1/open-shifts?status=open';
const CLAIM = 'POST /organizations/o1/open-shifts/2026-12.o1/claim';
const LATE = anOpenShift({ eligible: true, violations: [] });
const EARLY = anOpenShift({
  id: '2026-12.o2',
  shift_type_id: 'early',
  date: '2026-12-05',
  count: 1,
  eligible: false,
  violations: [{ rule: 'rest', member_id: 'm-cy', date: '2026-12-05', detail: 'Cy would rest 7 hours after Late on Dec 4 (11 needed).' }],
});

describe("an employee's open shifts", () => {
  it('claims one the rules allow; the admin picks, so it waits; the others say why not', async () => {
    const api = fakeApi({
      ...teamRoutes,
      [LIST]: { body: { open_shifts: [LATE, EARLY] } },
      [CLAIM]: { body: { ...LATE, claims: [{ member_id: 'm-cy', claimed_at: '2026-11-29T10:00:00.000Z' }], claimed_by_me: true } },
    });
    const { user } = renderWithProviders(<OpenShiftsPanel organizationId="o1" memberId="m-cy" />);
    const list = await screen.findByRole('list', { name: 'Open shifts' });
    expect(await within(list).findByRole('list', { name: 'Why you cannot claim: Early on Dec 5, 2026 · 0 of 1 filled' })).toHaveTextContent(
      'Cy would rest 7 hours after Late on Dec 4 (11 needed).',
    );
    await user.click(within(list).getByRole('button', { name: 'Claim: Late on Dec 4, 2026 · 0 of 2 filled' }));
    expect(await screen.findByText('Claimed: an admin picks who takes it.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/organizations/o1/open-shifts/2026-12.o1/claim']);
  });

  it('says the shift is theirs when the first claim wins, and shows a refused claim rule by rule', async () => {
    fakeApi({
      ...teamRoutes,
      [LIST]: { body: { open_shifts: [LATE, anOpenShift({ id: '2026-12.o3', date: '2026-12-09', assigned: ['m-cy'], filled: 1 })] } },
      [CLAIM]: refusal('This claim breaks a scheduling rule.', 'Cy already works Early on Dec 4.'),
    });
    const { user } = renderWithProviders(<OpenShiftsPanel organizationId="o1" memberId="m-cy" />);
    expect(await screen.findByText('Yours')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Claim: Late/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This claim breaks a scheduling rule.Cy already works Early on Dec 4.');
  });
});
