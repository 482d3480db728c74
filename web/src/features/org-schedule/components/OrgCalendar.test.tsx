import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrgCalendar } from './OrgCalendar.tsx';

afterEach(() => vi.unstubAllGlobals());

const shift = (name: string, people: string[]) => ({
  shift_type_id: name,
  shift_type_name: name,
  start_time: '08:00',
  end_time: '16:00',
  status: 'fully-staffed',
  required_count: people.length,
  assigned_employees: people.map((id, index) => ({ id, name: id.toUpperCase(), position: index + 1 })),
  position_labels: {},
  reasons: [],
});
const month = (days: { date: string; shifts: unknown[] }[]) => ({
  organization_id: '7',
  year: 2026,
  month: 3,
  generated_at: '2026-02-20T00:00:00Z',
  days,
});

describe('OrgCalendar', () => {
  it('filters by employee, and clears the filter when the employee is absent from new data', async () => {
    let answer = month([
      { date: '2026-03-02', shifts: [shift('Day', ['a', 'b'])] },
      { date: '2026-03-03', shifts: [shift('Night', ['b'])] },
    ]);
    fakeApi({ 'GET /organizations/7/schedules/calendar?year=2026&month=3': () => ({ body: answer }) });
    const { user, queryClient } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    expect(await screen.findByRole('option', { name: 'All Employees (2)' })).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by employee');
    await user.selectOptions(filter, 'a');
    expect(screen.queryByText('Night')).not.toBeInTheDocument();
    expect(screen.getByText('Day')).toBeInTheDocument();
    answer = month([{ date: '2026-03-03', shifts: [shift('Night', ['b'])] }]);
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Night')).toBeInTheDocument();
    expect(filter).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All Employees (1)' })).toBeInTheDocument();
  });

  it('says when the month has no shifts, and when it cannot be loaded', async () => {
    fakeApi({ 'GET /organizations/7/schedules/calendar?year=2026&month=3': { body: { ...month([]), generated_at: null } } });
    renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    expect(await screen.findByText('No shifts scheduled for this month.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({});
    renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    expect(await screen.findByText('Failed to load calendar data')).toBeInTheDocument();
  });

  it('toggles the details', async () => {
    fakeApi({
      'GET /organizations/7/schedules/calendar?year=2026&month=3': { body: month([{ date: '2026-03-02', shifts: [shift('Day', ['a'])] }]) },
    });
    const { user } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    await user.click(await screen.findByRole('button', { name: 'Expand Details' }));
    expect(screen.getByText(/1\. A/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Details' })).toHaveAttribute('aria-pressed', 'true');
  });
});
