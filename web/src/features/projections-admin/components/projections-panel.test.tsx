import type { ProjectionRebuild, ProjectionsAnswer } from '@rostra/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../api/get-projections.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ProjectionsPanel } from './projections-panel.tsx';

const PROJECTIONS: ProjectionsAnswer['projections'] = [
  {
    name: 'audit',
    version: 2,
    serving: 'v2g1',
    building: null,
    checkpoint: '104233',
    lagEvents: 0,
    lagCapped: false,
    lagSeconds: 0,
    buildingLagEvents: null,
    failure: null,
  },
  {
    name: 'calendars',
    version: 1,
    serving: 'v1g3',
    building: 'v1g4',
    checkpoint: '104200',
    lagEvents: 33,
    lagCapped: false,
    lagSeconds: 2,
    buildingLagEvents: 500,
    failure: null,
  },
];
const rebuild = (change: Partial<ProjectionRebuild>): ProjectionRebuild => ({
  id: 'r1',
  projection: 'audit',
  status: 'running',
  requested_at: '2026-11-22T10:00:00Z',
  requested_by: 'root@example.com',
  current: 'audit',
  done: [],
  events: 0,
  total: 1000,
  events_per_second: 0,
  eta_seconds: null,
  finished_at: null,
  error: null,
  ...change,
});

/** Lets `ms` pass on the fake clock: the polls due meanwhile are sent (their answers render after). */
const poll = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('the Projections panel', () => {
  it('shows each projection with its version, serving generation, checkpoint and lag', async () => {
    fakeApi({ 'GET /admin/projections': { body: { projections: PROJECTIONS, rebuilds: [] } } });
    renderWithProviders(<ProjectionsPanel />);
    const row = (await screen.findByRole('cell', { name: 'calendars' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['calendars', '1', 'v1g3 (building v1g4)', '104200', '33 events, 2 s', 'Rebuild']);
  });

  it('rebuilds after confirmation and follows the progress until it is done', async () => {
    const answers = [
      { projections: PROJECTIONS, rebuilds: [] },
      // Asked for; the runner has not picked it up yet.
      { projections: PROJECTIONS, rebuilds: [] },
      { projections: PROJECTIONS, rebuilds: [rebuild({ events: 400, events_per_second: 2000, eta_seconds: 0.3 })] },
      { projections: PROJECTIONS, rebuilds: [rebuild({ status: 'done', events: 1000, finished_at: '2026-11-22T10:00:01Z' })] },
    ];
    let read = 0;
    const api = fakeApi({
      'GET /admin/projections': () => ({ body: answers[Math.min(read++, answers.length - 1)] }),
      'POST /admin/projections/audit/rebuild': { status: 202, body: { request_id: 'r1', projection: 'audit', status: 'requested' } },
    });
    // The panel polls every POLL_MS: on fake timers, each poll is one step of the test's own clock,
    // and a step waits for the answer to show, not for a time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderWithProviders(<ProjectionsPanel />);
    await poll(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rebuild audit' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Rebuild audit?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));

    await poll(0);
    expect(screen.getByText('Rebuild of audit requested…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild all' })).toBeDisabled();
    await poll(POLL_MS);
    await vi.waitFor(() => screen.getByText('Rebuilding audit: 400 / 1,000 events (40%) · 2,000 events/s · ETA 1 s'), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Rebuild all' })).toBeDisabled();
    await poll(POLL_MS);
    await vi.waitFor(() => screen.getByText(/Last rebuild: audit, requested by root@example.com/), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Rebuild all' })).toBeEnabled();
    expect(api.bodiesOf('POST /admin/projections/audit/rebuild')).toHaveLength(1);
  });

  it('says why a rebuild was refused', async () => {
    fakeApi({
      'GET /admin/projections': { body: { projections: PROJECTIONS, rebuilds: [] } },
      'POST /admin/projections/all/rebuild': { status: 403, body: { detail: 'Only super administrators can do this' } },
    });
    const { user } = renderWithProviders(<ProjectionsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Rebuild all' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('Only super administrators can do this')).toBeInTheDocument();
  });
});
