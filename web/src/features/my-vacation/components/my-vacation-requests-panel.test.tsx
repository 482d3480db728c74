import type { VacationRequest } from '@rostra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MyVacationRequestsPanel } from './my-vacation-requests-panel.tsx';
import { dayCount, periodOptions } from './vacation-period.ts';
import { todayIn } from '@/components/calendar/month.ts';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /organizations/o1/my-vacation-requests';
const request = (id: string, status: VacationRequest['status'], start_date: string, end_date = start_date): VacationRequest => ({
  id,
  member_id: 'm1',
  start_date,
  end_date,
  status,
  request_notes: null,
  review_notes: null,
  requested_at: '2030-01-01T10:00:00.000Z',
  reviewed_at: null,
  cancelled_at: null,
  manager_notified: false,
  employee_name: 'Berg',
  requested_by_name: 'Berg',
  reviewed_by_name: status === 'approved' ? 'Ada' : null,
  cancelled_by_name: null,
});
const list = (requests: VacationRequest[]) => ({
  body: { requests, total: requests.length, pending_count: 0, approved_count: 0, rejected_count: 0, cancelled_count: 0 },
});
const REQUESTS = [
  request('m1.1', 'pending', '2030-03-02', '2030-03-04'),
  request('m1.2', 'approved', '2030-04-10'),
  request('m1.3', 'cancelled', '2030-05-01'),
];

describe('the vacation period selector', () => {
  it('offers All Time, then 3 months back to 8 ahead', () => {
    const options = periodOptions('2026-02-15');
    expect(options.map((o) => o.label)).toEqual([
      'All Time',
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
    ]);
    expect(options[4]!.period).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(dayCount('2026-02-27', '2026-03-02')).toBe(4);
  });
});

describe('My vacation requests', () => {
  it('says when there are none, and asks the API for the chosen month only', async () => {
    const thisMonth = periodOptions(todayIn(null))[4]!;
    const api = fakeApi({
      [LIST]: list([]),
      [`${LIST}?start_date=${thisMonth.period!.start_date}&end_date=${thisMonth.period!.end_date}`]: list([]),
    });
    const { user } = renderWithProviders(<MyVacationRequestsPanel organizationId="o1" />);
    expect(await screen.findByText('No vacation requests found.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), thisMonth.label);
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain(
        `/organizations/o1/my-vacation-requests?start_date=${thisMonth.period!.start_date}&end_date=${thisMonth.period!.end_date}`,
      ),
    );
  });

  it('checks the dates before sending: both required, the end not before the start, the inputs from today', async () => {
    const api = fakeApi({ [LIST]: list([]), 'POST /organizations/o1/my-vacation-requests': { status: 201, body: { id: 'm1.1' } } });
    const { user } = renderWithProviders(<MyVacationRequestsPanel organizationId="o1" timeZone="UTC" />);
    await user.click(await screen.findByRole('button', { name: '+ Add New Request' }));
    const form = screen.getByRole('form', { name: 'New vacation request' });
    await user.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(within(form).getByText('Start date and end date are required')).toBeInTheDocument();
    const start = within(form).getByLabelText('Start date');
    expect(start).toHaveAttribute('min', new Date().toISOString().slice(0, 10));
    await user.type(start, '2099-05-10');
    expect(within(form).getByLabelText('End date')).toHaveAttribute('min', '2099-05-10');
    await user.type(within(form).getByLabelText('End date'), '2099-05-09');
    await user.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(within(form).getByText('End date must be after start date')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('End date'));
    await user.type(within(form).getByLabelText('End date'), '2099-05-12');
    await user.click(within(form).getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Vacation request submitted successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('POST /organizations/o1/my-vacation-requests')).toEqual([
      { start_date: '2099-05-10', end_date: '2099-05-12', request_notes: null },
    ]);
  });

  it('cancels the selected requests after a warning that approved ones notify the manager; cancelled ones cannot be selected', async () => {
    const api = fakeApi({
      [LIST]: list(REQUESTS),
      'PUT /organizations/o1/my-vacation-requests/m1.1/cancel': { body: {} },
      'PUT /organizations/o1/my-vacation-requests/m1.2/cancel': { body: {} },
    });
    const { user } = renderWithProviders(<MyVacationRequestsPanel organizationId="o1" />);
    await screen.findByText(/^Mar 2, 2030/);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cancel Selected' })).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Cancel Selected (2)' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel 2 vacation request(s)?');
    expect(dialog).toHaveTextContent('1 of them is approved: cancelling an approved request notifies your manager.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel them' }));
    expect(await screen.findByText('2 vacation request(s) cancelled successfully!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/organizations/o1/my-vacation-requests/m1.1/cancel',
      '/organizations/o1/my-vacation-requests/m1.2/cancel',
    ]);
  });

  it('filters by status and shows details on demand', async () => {
    fakeApi({ [LIST]: list(REQUESTS) });
    const { user } = renderWithProviders(<MyVacationRequestsPanel organizationId="o1" />);
    await screen.findByText(/^Mar 2, 2030/);
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(screen.queryByText(/^Mar 2, 2030/)).not.toBeInTheDocument();
    expect(screen.queryByText('Reviewed by')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByRole('columnheader', { name: 'Reviewed by' })).toBeInTheDocument();
    expect(screen.getByText(/^Ada,/)).toBeInTheDocument();
  });
});
