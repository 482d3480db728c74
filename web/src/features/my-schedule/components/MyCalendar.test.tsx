import type { CalendarResponse } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MyCalendar } from './MyCalendar.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = 'GET /organizations/o1/my-schedule/calendar?year=2030&month=3';
const month = (shifts: boolean): CalendarResponse => ({
  organization_id: 'o1',
  year: 2030,
  month: 3,
  generated_at: shifts ? '2030-02-20T10:00:00.000Z' : null,
  days: [
    {
      date: '2030-03-05',
      shifts: shifts
        ? [
            {
              shift_type_id: 'n',
              shift_type_name: 'Night',
              start_time: '22:00',
              end_time: '06:00',
              status: 'fully-staffed',
              required_count: 2,
              assigned_employees: [
                { id: 'm0', name: 'Ada', position: 1 },
                { id: 'm1', name: 'Berg', position: 2 },
              ],
              position_labels: { '2': 'Runner' },
              reasons: [],
            },
          ]
        : [],
    },
  ],
});

const renderAt = () =>
  renderWithProviders(<MyCalendar organizationId="o1" timeZone="UTC" memberId="m1" />, {
    path: '/organizations/o1/my-schedule?month=2030-03',
  });

describe('My Calendar', () => {
  it('shows each of my shifts with its start and end time and my position', async () => {
    fakeApi({ [PATH]: { body: month(true) } });
    renderAt();
    const chip = (await screen.findByText('Night')).closest('li')!;
    expect(within(chip).getByText(/22:00–06:00/)).toHaveTextContent('22:00–06:00 · Position 2 (Runner)');
  });

  it('says when no shifts are scheduled for the month', async () => {
    fakeApi({ [PATH]: { body: month(false) } });
    renderAt();
    expect(await screen.findByText('No shifts scheduled for this month.')).toBeInTheDocument();
  });

  it('cannot load: Unable to Load My Schedule, with Try Again; a server failure may be a permission problem', async () => {
    let answer = { status: 500, body: { detail: 'boom' } as unknown };
    fakeApi({ [PATH]: () => answer });
    const { user } = renderAt();
    expect(await screen.findByRole('heading', { name: 'Unable to Load My Schedule' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load schedule. You may not have permission to view this schedule.')).toBeInTheDocument();
    answer = { status: 200, body: month(true) };
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Night')).toBeInTheDocument();
  });
});
