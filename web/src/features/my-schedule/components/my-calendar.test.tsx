import type { CalendarResponse } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MyCalendar } from './my-calendar.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PATH = 'GET /organizations/o1/my-schedule/calendar?year=2030&month=3';
const APRIL = 'GET /organizations/o1/my-schedule/calendar?year=2030&month=4';
const VACATIONS = 'GET /organizations/o1/my-vacation-requests?start_date=2030-03-01&end_date=2030-03-31';
const request = (id: string, start_date: string, end_date: string, status: string) => ({
  id,
  member_id: 'm1',
  employee_name: 'Berg',
  start_date,
  end_date,
  status,
  request_notes: null,
  review_notes: null,
  requested_at: '2030-02-01T00:00:00Z',
  requested_by_name: 'Berg',
  reviewed_by_name: null,
});
const vacations = (...requests: object[]) => ({
  body: { requests, total: requests.length, pending_count: 0, approved_count: requests.length, rejected_count: 0 },
});
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

const renderAt = (path = '/organizations/o1/my-schedule?month=2030-03') =>
  renderWithProviders(<MyCalendar organizationId="o1" timeZone="UTC" memberId="m1" personName="Berg Runner" isEmployee />, { path });

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

  it('prints the month with my name on the page', async () => {
    fakeApi({ [PATH]: { body: month(true) } });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderAt();
    await screen.findByText('Night');
    expect(screen.getByText('Schedule of Berg Runner, March 2030')).toHaveClass('print-only');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows my approved vacation days as Vacation, not as blank days', async () => {
    fakeApi({
      [PATH]: { body: month(true) },
      [VACATIONS]: vacations(request('v1', '2030-02-27', '2030-03-02', 'approved'), request('v2', '2030-03-20', '2030-03-20', 'pending')),
    });
    renderAt();
    await screen.findByText('Night');
    const marked = await screen.findAllByText('Vacation');
    expect(marked.map((mark) => mark.closest('td')!.querySelector('.sr-only')!.textContent)).toEqual([
      'Friday 1, vacation',
      'Saturday 2, vacation',
    ]);
  });

  it('names the organization’s holiday on its day, beside my shift', async () => {
    const withHoliday = month(true);
    withHoliday.days[0] = { ...withHoliday.days[0]!, holiday: 'Founders’ Day' };
    fakeApi({ [PATH]: { body: withHoliday } });
    renderAt();
    const day = (await screen.findByText('Founders’ Day')).closest('td')!;
    expect(day).toHaveClass('cal-holiday');
    expect(within(day).getByText('Night')).toBeInTheDocument();
  });

  it('lists my next shifts first, from today on, into next month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-06T12:00:00Z'));
    const april: CalendarResponse = {
      ...month(true),
      month: 4,
      days: [{ ...month(true).days[0]!, date: '2030-04-02' }],
    };
    fakeApi({ [PATH]: { body: month(true) }, [APRIL]: { body: april } });
    renderAt('/organizations/o1/my-schedule');
    const next = await screen.findByRole('region', { name: 'My next shifts' });
    // 5 March has passed: April's Night is next.
    expect(await within(next).findAllByRole('listitem')).toHaveLength(1);
    expect(within(next).getByRole('listitem')).toHaveTextContent('Tue 2 Apr · Night 22:00–06:00');
    expect(next.compareDocumentPosition(screen.getByRole('region', { name: 'Schedule for March 2030' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('offers the shift action on my shifts from today on, and hands it the day and shift', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-01T12:00:00Z'));
    fakeApi({ [PATH]: { body: month(true) } });
    const onSelect = vi.fn();
    const { user } = renderWithProviders(
      <MyCalendar organizationId="o1" timeZone="UTC" memberId="m1" shiftAction={{ label: 'Give away / Swap', onSelect }} />,
      { path: '/organizations/o1/my-schedule?month=2030-03' },
    );
    await user.click(await screen.findByRole('button', { name: 'Give away / Swap: Night on this day' }));
    expect(onSelect).toHaveBeenCalledWith('2030-03-05', expect.objectContaining({ shift_type_id: 'n' }));
  });
});
