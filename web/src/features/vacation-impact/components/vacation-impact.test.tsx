import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { VacationImpact } from './vacation-impact.tsx';

afterEach(() => vi.unstubAllGlobals());

const IMPACT = 'GET /organizations/7/vacation-requests/m1.2/impact';
const short = (date: string, fillable: boolean) => ({
  date,
  shift_type_id: 'l',
  shift_type_name: 'Late',
  required_count: 2,
  remaining_count: 1,
  fillable,
});

describe('the impact of a vacation request', () => {
  it('lists the shift-days it would leave short and whether a repair can fill each', async () => {
    fakeApi({
      [IMPACT]: {
        body: {
          request_id: 'm1.2',
          member_id: 'm1',
          shifts_affected: 3,
          short_shifts: [short('2026-12-03', true), short('2026-12-04', false)],
        },
      },
    });
    renderWithProviders(<VacationImpact organizationId="7" requestId="m1.2" label="Berg" />);
    expect(await screen.findByText('Berg: 3 scheduled shifts on these days; 2 would be left short:')).toBeInTheDocument();
    expect(screen.getByText(/2026-12-03 Late: 1\/2 staffed/)).toHaveTextContent('a repair can fill it');
    expect(screen.getByText(/2026-12-04 Late/)).toHaveTextContent('nobody else can take it without breaking a rule');
  });

  it('says when the member has no shifts on those days, and when the check fails', async () => {
    fakeApi({ [IMPACT]: { body: { request_id: 'm1.2', member_id: 'm1', shifts_affected: 0, short_shifts: [] } } });
    renderWithProviders(<VacationImpact organizationId="7" requestId="m1.2" label="Berg" />);
    expect(await screen.findByText('Berg: no scheduled shifts on these days.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({ [IMPACT]: { status: 404, body: { detail: 'Vacation request not found' } } });
    renderWithProviders(<VacationImpact organizationId="7" requestId="m1.2" label="Berg" />);
    expect(await screen.findByText('Could not check the schedule for Berg: Vacation request not found')).toBeInTheDocument();
  });
});
