import {
  NOT_NOTIFIED_TEXT,
  PUBLISH_TEXT,
  type AssignedEmployee,
  type Publication,
  type PublishResult,
  type ScheduleShift,
} from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { aShift } from '@/test/calendar.ts';
import { aMonth, CALENDAR, person, renderOrgCalendar } from './fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

const PUBLISH = 'POST /organizations/7/schedules/2026/3/publish';
const draft = (publication: Publication | undefined, shift: Partial<ScheduleShift> = {}) =>
  aMonth(
    [{ date: '2026-03-02', shifts: [aShift({ assigned_employees: [person('a', 1)], ...shift })] }],
    publication ? { publication } : {},
  );

describe('the Org Schedule draft', () => {
  it('says a month was never published, and publishes it after a confirmation', async () => {
    let answer = draft({ published_at: null, changes: 1 });
    const api = fakeApi({
      [CALENDAR]: () => ({ body: answer }),
      [PUBLISH]: () => {
        answer = draft({ published_at: '2026-02-21T09:00:00Z', changes: 0 });
        return { body: { published_at: '2026-02-21T09:00:00Z', notified: 1, invited: [], not_notified: [] } };
      },
    });
    const { user } = renderOrgCalendar();
    expect(await screen.findByText('Draft: not published yet. Employees do not see this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish March 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish Schedule' }));
    expect(await screen.findByText('Schedule published. 1 employee was notified by e-mail.')).toBeInTheDocument();
    expect(api.bodiesOf(PUBLISH)).toHaveLength(1);
    expect(await screen.findByText(/Employees see this schedule\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('tells the admin who has not joined yet and was sent their shifts with the invitation link, and whom no e-mail reaches', async () => {
    const answer: PublishResult = {
      published_at: '2026-02-21T09:00:00Z',
      notified: 3,
      invited: [{ member_id: 'e', name: 'Eve Ek' }],
      not_notified: [
        { member_id: 'g', name: 'Gil Gray', reason: 'invitation_expired', detail: NOT_NOTIFIED_TEXT.invitation_expired },
        { member_id: 'h', name: 'Hal Hart', reason: 'invitation_cancelled', detail: NOT_NOTIFIED_TEXT.invitation_cancelled },
      ],
    };
    fakeApi({ [CALENDAR]: { body: draft({ published_at: null, changes: 1 }) }, [PUBLISH]: { body: answer } });
    const { user } = renderOrgCalendar();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish Schedule' }));
    const told = await screen.findByRole('status', { name: 'Who was told' });
    expect(told).toHaveTextContent('1 person has not joined yet and was sent their shifts with their invitation link: Eve Ek.');
    expect(told).toHaveTextContent('2 people have shifts but no e-mail reaches them:');
    expect(
      within(told)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Gil Gray: ${NOT_NOTIFIED_TEXT.invitation_expired}`, `Hal Hart: ${NOT_NOTIFIED_TEXT.invitation_cancelled}`]);
    await user.click(within(told).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Who was told' })).not.toBeInTheDocument();
  });

  it('marks what the draft changed since publication', async () => {
    const overridden: AssignedEmployee = {
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
    const { user } = renderOrgCalendar();
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
    const { user } = renderOrgCalendar();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to publish the schedule: ${PUBLISH_TEXT.unchanged}`);
  });

  it('shows employees (answered no publication) no publishing controls', async () => {
    fakeApi({ [CALENDAR]: { body: draft(undefined) } });
    renderOrgCalendar();
    expect(await screen.findByText('Day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
