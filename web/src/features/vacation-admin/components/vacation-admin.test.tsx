import type { VacationRequest } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { periodOptions } from './vacation-rules.ts';
import { VacationAdmin } from './vacation-admin.tsx';

afterEach(() => vi.unstubAllGlobals());

const request = (id: string, employee_name: string, status: VacationRequest['status']): VacationRequest =>
  ({
    id,
    member_id: `m-${id}`,
    employee_name,
    start_date: '2099-05-04',
    end_date: '2099-05-06',
    status,
    request_notes: 'Family trip',
    review_notes: null,
    requested_at: '2099-04-01T00:00:00Z',
    reviewed_at: null,
    cancelled_at: null,
    manager_notified: false,
    requested_by_name: employee_name,
    reviewed_by_name: status === 'approved' ? 'Admin' : null,
    cancelled_by_name: null,
  }) as VacationRequest;

const LIST = {
  requests: [request('1', 'Berg', 'pending'), request('2', 'Cole', 'approved'), request('3', 'Dahl', 'rejected')],
  total: 3,
  pending_count: 1,
  approved_count: 1,
  rejected_count: 1,
  cancelled_count: 0,
};

function setup(history?: (request: VacationRequest) => ReactNode, impact?: (request: VacationRequest) => ReactNode) {
  const api = fakeApi({
    'GET /organizations/7/vacation-requests': { body: LIST },
    'GET /organizations/7/members': {
      body: { members: [{ id: 'm-1', name: 'Berg', email: 'bo@example.com', is_employee: true, is_admin: false, status: 'active' }] },
    },
    'PUT /organizations/7/vacation-requests/1/review': { body: {} },
    'PUT /organizations/7/vacation-requests/2/cancel': { body: {} },
    'POST /organizations/7/employees/m-1/vacation-requests': { status: 201, body: {} },
  });
  return { api, ...renderWithProviders(<VacationAdmin organizationId="7" timeZone="UTC" history={history} impact={impact} />) };
}

async function act(user: ReturnType<typeof setup>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: 'Actions ▾' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('VacationAdmin', () => {
  it('shows the counts and filters by status', async () => {
    const { user } = setup();
    await screen.findByText('Berg');
    const counts = screen.getByText('Total').closest('dl')!;
    expect(
      within(counts)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['3', '1', '1', '1']);
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(screen.queryByText('Berg')).not.toBeInTheDocument();
    expect(screen.getByText('Cole')).toBeInTheDocument();
  });

  it('says when no selected request can take the action', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText(/^Select Dahl/));
    await act(user, 'Approve Selected');
    expect(await screen.findByText('No pending requests selected for approval.')).toBeInTheDocument();
    await act(user, 'Reject Selected');
    expect(await screen.findByText('No pending requests selected for rejection.')).toBeInTheDocument();
    await act(user, 'Cancel Selected');
    expect(await screen.findByText('No pending or approved requests selected for cancellation.')).toBeInTheDocument();
  });

  it('approves only the pending requests of the selection, after confirmation', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByLabelText('Select all requests'));
    await act(user, 'Approve Selected');
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve vacation requests' });
    expect(dialog).toHaveTextContent('Approve 1 vacation request?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 1' }));
    expect(await screen.findByText('1 vacation request approved successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/7/vacation-requests/1/review')).toEqual([{ status: 'approved' }]);
  });

  it('shows what approving would do to the schedule in the confirmation, for the requests it approves', async () => {
    const { user } = setup(undefined, (request) => <p>{`Impact of ${request.id}`}</p>);
    await user.click(await screen.findByLabelText('Select all requests'));
    await act(user, 'Approve Selected');
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve vacation requests' });
    expect(within(dialog).getByText('Impact of 1')).toBeInTheDocument();
    expect(within(dialog).queryByText('Impact of 2')).not.toBeInTheDocument();
  });

  it('sends the review notes with a rejection; a cancellation asks for none', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByLabelText(/^Select Berg/));
    await act(user, 'Reject Selected');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject vacation requests' });
    await user.type(within(dialog).getByLabelText(/^Review notes/), '  Peak season, please pick June  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1' }));
    expect(await screen.findByText('1 vacation request rejected successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/7/vacation-requests/1/review')).toEqual([
      { status: 'rejected', review_notes: 'Peak season, please pick June' },
    ]);

    await user.click(screen.getByLabelText(/^Select Cole/));
    await act(user, 'Cancel Selected');
    const cancel = await screen.findByRole('alertdialog', { name: 'Cancel vacation requests' });
    expect(within(cancel).queryByLabelText(/^Review notes/)).not.toBeInTheDocument();
  });

  it('warns that cancelling an approved request notifies the manager', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByLabelText(/^Select Cole/));
    await act(user, 'Cancel Selected');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel vacation requests' });
    expect(dialog).toHaveTextContent('notifies the manager');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 1' }));
    expect(await screen.findByText('1 vacation request cancelled successfully!')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/organizations/7/vacation-requests/2/cancel')).toBe(true);
  });

  it('adds a request inline: every required field first, Auto-approve only with details', async () => {
    const { user, api } = setup();
    await screen.findByText('Berg');
    await user.click(screen.getByRole('button', { name: '+ Add New Request' }));
    const row = screen.getByRole('group', { name: 'New vacation request' });
    expect(within(row).queryByLabelText('Auto-approve')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    await act(user, 'Show Details');
    expect(screen.getByRole('columnheader', { name: 'Reviewer' })).toBeInTheDocument();
    await user.selectOptions(within(row).getByLabelText('Employee'), 'm-1');
    await user.type(within(row).getByLabelText('Start date'), '2099-06-01');
    await user.type(within(row).getByLabelText('End date'), '2099-06-03');
    await user.click(within(row).getByLabelText('Auto-approve'));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vacation request created and approved.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /organizations/7/employees/m-1/vacation-requests')).toEqual([
      { start_date: '2099-06-01', end_date: '2099-06-03', request_notes: null, auto_approve: true },
    ]);
  });

  it("opens a request's History from its row in details mode, one request at a time", async () => {
    const { user } = setup((request) => <p>{`History of request ${request.id}`}</p>);
    await screen.findByText('Berg');
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
    await act(user, 'Show Details');
    const cole = screen.getByRole('button', { name: 'History of Cole, May 4, 2099 – May 6, 2099' });
    expect(cole).toHaveAttribute('aria-expanded', 'false');
    await user.click(cole);
    expect(cole).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('History of request 2')).toBeInTheDocument();
    expect(screen.queryByText('History of request 1')).not.toBeInTheDocument();
    await user.click(cole);
    expect(screen.queryByText('History of request 2')).not.toBeInTheDocument();
  });

  it('has no History column when the page gives no history', async () => {
    const { user } = setup();
    await screen.findByText('Berg');
    await act(user, 'Show Details');
    expect(screen.getByRole('columnheader', { name: 'Reviewer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
  });

  it('offers All Time and the months from 3 back to 8 ahead', () => {
    const options = periodOptions('2026-01-15');
    expect(options).toHaveLength(13);
    expect(options[0]).toMatchObject({ label: 'All Time', period: null });
    expect(options[1]).toMatchObject({ label: 'October 2025', period: { start_date: '2025-10-01', end_date: '2025-10-31' } });
    expect(options[12]).toMatchObject({ value: '2026-09', period: { end_date: '2026-09-30' } });
  });
});
