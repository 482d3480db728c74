import { PUBLISH_TEXT } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrgCalendar } from './OrgCalendar.tsx';

afterEach(() => vi.unstubAllGlobals());

const CALENDAR = 'GET /organizations/7/schedules/calendar?year=2026&month=3';
const PUBLISH = 'POST /organizations/7/schedules/2026/3/publish';
const person = (id: string, position: number, change?: 'added') => ({
  id,
  name: id.toUpperCase(),
  position,
  ...(change ? { change } : {}),
});
const draft = (publication: { published_at: string | null; changes: number } | undefined, shift: object = {}) => ({
  organization_id: '7',
  year: 2026,
  month: 3,
  generated_at: '2026-02-20T00:00:00Z',
  ...(publication ? { publication } : {}),
  days: [
    {
      date: '2026-03-02',
      shifts: [
        {
          shift_type_id: 'd',
          shift_type_name: 'Day',
          start_time: '08:00',
          end_time: '16:00',
          status: 'fully-staffed',
          required_count: 1,
          assigned_employees: [person('a', 1)],
          position_labels: {},
          reasons: [],
          ...shift,
        },
      ],
    },
  ],
});

describe('the Org Schedule draft', () => {
  it('says a month was never published, and publishes it after a confirmation', async () => {
    let answer = draft({ published_at: null, changes: 1 });
    const api = fakeApi({
      [CALENDAR]: () => ({ body: answer }),
      [PUBLISH]: () => {
        answer = draft({ published_at: '2026-02-21T09:00:00Z', changes: 0 });
        return { body: { published_at: '2026-02-21T09:00:00Z', notified: 1 } };
      },
    });
    const { user } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    expect(await screen.findByText('Draft: not published yet. Employees do not see this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish March 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish Schedule' }));
    expect(await screen.findByText('Schedule published. 1 employee was notified by e-mail.')).toBeInTheDocument();
    expect(api.bodiesOf(PUBLISH)).toHaveLength(1);
    expect(await screen.findByText(/Employees see this schedule\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('marks what the draft changed since publication', async () => {
    const overridden = {
      ...person('b', 1, 'added'),
      pinned: true,
      violations: [{ rule: 'rest', member_id: 'b', date: '2026-03-02', detail: 'B: 8 h of rest' }],
      override_reason: 'Agreed',
    };
    fakeApi({
      [CALENDAR]: {
        body: draft(
          { published_at: '2026-02-21T09:00:00Z', changes: 2 },
          { assigned_employees: [overridden], removed_employees: [person('a', 1)] },
        ),
      },
    });
    const { user } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    expect(await screen.findByText(/Draft: 2 changes not yet published/)).toBeInTheDocument();
    expect(screen.getByText('changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand Details' }));
    expect(screen.getByText(/1\. B \(new\) \(rules overridden: Agreed\)/)).toBeInTheDocument();
    expect(screen.getByText('Removed: A')).toBeInTheDocument();
  });

  it('shows why a publication is refused', async () => {
    fakeApi({
      [CALENDAR]: { body: draft({ published_at: null, changes: 1 }) },
      [PUBLISH]: { status: 409, body: { detail: PUBLISH_TEXT.unchanged } },
    });
    const { user } = renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to publish the schedule: ${PUBLISH_TEXT.unchanged}`);
  });

  it('shows employees (answered no publication) no publishing controls', async () => {
    fakeApi({ [CALENDAR]: { body: draft(undefined) } });
    renderWithProviders(<OrgCalendar organizationId="7" timeZone="UTC" />, { path: '/org?month=2026-03' });
    expect(await screen.findByText('Day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
