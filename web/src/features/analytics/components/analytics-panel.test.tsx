import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AnalyticsPanel } from './analytics-panel.tsx';
import { axisName } from './axis-name.ts';
import { dateRange, lastMonths, readPeriod } from './period.ts';

afterEach(() => vi.unstubAllGlobals());

const REPORT = {
  employees: [
    {
      member_id: 'a',
      name: 'Berg',
      shifts_requested: { Day: 3, Night: 1 },
      shifts_assigned: { Day: 2, Night: 1 },
      position_percentages: { Day: { '1': 50, '2': 50 }, Night: { '1': 100 } },
      weekend_percentage: 33.3,
      holiday_shifts: 2,
    },
  ],
};

const FAIRNESS = {
  months: 3,
  from: '2025-12',
  to: '2026-02',
  employees: [
    { member_id: 'a', name: 'Berg', weekend_shifts: 9, night_shifts: 4, above_target_shifts: 3 },
    { member_id: 'b', name: 'Cole', weekend_shifts: 1, night_shifts: 0, above_target_shifts: 0 },
  ],
  team_average: { weekend_shifts: 5, night_shifts: 2, above_target_shifts: 1.5 },
};
const FAIRNESS_ROUTE = 'GET /organizations/7/analytics/fairness?year=2026&month=2';

const PATH = '/org?startMonth=1&startYear=2026&endMonth=2&endYear=2026';

/** The panel at `path`, answering the period's report, the fairness ledger and any `more` routes. */
function setup(
  answer: { status?: number; body?: unknown },
  path = PATH,
  fairness: unknown = FAIRNESS,
  more: Parameters<typeof fakeApi>[0] = {},
) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const api = fakeApi({
    'GET /organizations/7/analytics?start_date=2026-01-01&end_date=2026-02-28': answer,
    [FAIRNESS_ROUTE]: { body: fairness },
    ...more,
  });
  return { api, ...renderWithProviders(<AnalyticsPanel organizationId="7" timeZone="UTC" />, { path }) };
}

describe('AnalyticsPanel', () => {
  it('reads the period from the URL and shows Requested vs Allocated, positions on demand', async () => {
    const { user } = setup({ body: REPORT });
    const stats = await screen.findByRole('table', { name: /Requested and allocated/ });
    expect(within(stats).getAllByText('Berg')).toHaveLength(2); // shown once, and for screen readers on the second row
    expect(screen.getByLabelText('From month')).toHaveValue('1');
    expect(screen.getByLabelText('To month')).toHaveValue('2');
    expect(screen.getByRole('cell', { name: '33.3%' })).toBeInTheDocument();
    expect(within(stats).getByRole('columnheader', { name: 'Holiday shifts' })).toBeInTheDocument();
    expect(within(stats).getAllByRole('row')[1]).toHaveTextContent(/33\.3%2$/);
    expect(screen.getByText(/Counts the schedules as they stand in Org Schedule, with your edits and applied repairs/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Positions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Position Stats' }));
    expect(screen.getByRole('cell', { name: '#1: 50%, #2: 50%' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Position Stats' })).toBeInTheDocument();
  });

  it('reports one location when the organization has locations and one is chosen', async () => {
    const range = 'start_date=2026-01-01&end_date=2026-02-28';
    const north = { employees: [{ ...REPORT.employees[0], name: 'Dahl', member_id: 'd' }] };
    const { api, user } = setup({ body: REPORT }, PATH, FAIRNESS, {
      [`GET /organizations/7/analytics?${range}&location_id=north`]: { body: north },
      [`${FAIRNESS_ROUTE}&location_id=north`]: { body: FAIRNESS },
      'GET /organizations/7/locations': { body: [{ id: 'north', name: 'North Home', timezone: null }] },
    });
    await screen.findByRole('table', { name: /Requested and allocated/ });
    await user.selectOptions(await screen.findByLabelText('Location'), 'North Home');
    expect(await screen.findAllByText('Dahl')).not.toHaveLength(0);
    expect(api.calls.map((call) => call.path)).toContain(`/organizations/7/analytics?${range}&location_id=north`);
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/organizations/7/analytics/fairness?year=2026&month=2&location_id=north'),
    );
  });

  it('puts the charts above the long table', async () => {
    setup({ body: REPORT });
    const chart = await screen.findByText('Requested vs allocated shifts');
    const table = screen.getByRole('table', { name: /Requested and allocated/ });
    expect(chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps a long name on one line of the chart axis', () => {
    expect(axisName('Berg')).toBe('Berg');
    expect(axisName('Maximiliana Oppenheimer-Castellanos')).toBe('Maximiliana Oppenhe…');
  });

  it('shows the fairness ledger over the window ending with the period’s last month, with the team average', async () => {
    setup({ body: REPORT });
    const table = await screen.findByRole('table', { name: /Fairness over the last 3 months/ });
    expect(screen.getByRole('heading', { name: 'Fairness over the last 3 months' })).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Berg', '9', '4', '3'],
      ['Cole', '1', '0', '0'],
      ['5', '2', '1.5'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Team average' })).toBeInTheDocument();
    expect(screen.getByText(/Counts each month as published/)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Employee', 'Weekends', 'Nights', 'Above target']);
  });

  it('says when fairness across months is off', async () => {
    setup({ body: REPORT }, PATH, { ...FAIRNESS, months: 0, from: null, to: null, employees: [] });
    expect(await screen.findByText('Fairness across months is off (Org Administration → Scheduling Rules).')).toBeInTheDocument();
  });

  it('says when the period has nobody', async () => {
    setup({ body: { employees: [] } });
    expect(await screen.findByText('No employee data available for this period.')).toBeInTheDocument();
  });

  it('offers Try Again when the report fails (no retries on 403)', async () => {
    const { user, api } = setup({ status: 403, body: { detail: 'Only administrators of this organization can do this' } });
    expect(await screen.findByText('Unable to load report data. Please try again later.')).toBeInTheDocument();
    const calls = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(api.calls.length).toBe(calls + 1));
  });
});

describe('analytics period', () => {
  const today = { year: 2026, month: 3 };
  it('defaults to this month and keeps the start before the end', () => {
    expect(readPeriod(new URLSearchParams(''), today)).toEqual({ startMonth: 3, startYear: 2026, endMonth: 3, endYear: 2026 });
    expect(readPeriod(new URLSearchParams('startMonth=5&startYear=2026&endMonth=2&endYear=2026'), today)).toMatchObject({ endMonth: 5 });
    expect(readPeriod(new URLSearchParams('startMonth=1&startYear=2020&endMonth=2&endYear=2026'), today)).toMatchObject({
      startYear: 2026,
      startMonth: 3,
    });
  });

  it('quick-selects the last months and spans whole months', () => {
    expect(lastMonths({ year: 2026, month: 2 }, 3)).toEqual({ startMonth: 12, startYear: 2025, endMonth: 2, endYear: 2026 });
    expect(dateRange({ startMonth: 12, startYear: 2025, endMonth: 2, endYear: 2028 })).toEqual({
      start_date: '2025-12-01',
      end_date: '2028-02-29',
    });
  });
});
