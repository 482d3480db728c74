import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { aShift } from '@/test/calendar.ts';
import { aMonth, CALENDAR, person, renderOrgCalendar } from './fixtures.tsx';

afterEach(() => vi.unstubAllGlobals());

const shift = (name: string, people: string[]) =>
  aShift({
    shift_type_id: name,
    shift_type_name: name,
    required_count: people.length,
    assigned_employees: people.map((id, index) => person(id, index + 1)),
  });

describe('OrgCalendar', () => {
  it('filters by employee, and clears the filter when the employee is absent from new data', async () => {
    let answer = aMonth([
      { date: '2026-03-02', shifts: [shift('Day', ['a', 'b'])] },
      { date: '2026-03-03', shifts: [shift('Night', ['b'])] },
    ]);
    fakeApi({ [CALENDAR]: () => ({ body: answer }) });
    const { user, queryClient } = renderOrgCalendar();
    expect(await screen.findByRole('option', { name: 'All Employees (2)' })).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by employee');
    await user.selectOptions(filter, 'a');
    expect(screen.queryByText('Night')).not.toBeInTheDocument();
    expect(screen.getByText('Day')).toBeInTheDocument();
    answer = aMonth([{ date: '2026-03-03', shifts: [shift('Night', ['b'])] }]);
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Night')).toBeInTheDocument();
    expect(filter).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All Employees (1)' })).toBeInTheDocument();
  });

  it('marks a shift-day generated short of a skill, with the skill, and leaves covered ones unmarked', async () => {
    const short = { ...shift('Night', ['a']), skill_shortfalls: [{ skill_id: 'rn', skill_name: 'Registered nurse', missing: 1 }] };
    fakeApi({
      [CALENDAR]: {
        body: aMonth([
          { date: '2026-03-02', shifts: [short] },
          { date: '2026-03-03', shifts: [shift('Night', ['b'])] },
        ]),
      },
    });
    renderOrgCalendar();
    const [first, second] = await screen.findAllByText('Night');
    const marked = first!.closest('li')!;
    expect(within(marked).getByText('Short of Registered nurse')).toBeInTheDocument();
    expect(marked).toHaveClass('shift-chip-skill-short');
    expect(marked.getAttribute('title')).toMatch(/\. Short of Registered nurse$/);
    expect(second!.closest('li')).not.toHaveClass('shift-chip-skill-short');
    expect(screen.getAllByText(/^Short of/)).toHaveLength(1);
  });

  it('names a holiday on its day, also while filtering by an employee who does not work it', async () => {
    fakeApi({
      [CALENDAR]: {
        body: aMonth([
          { date: '2026-03-02', shifts: [shift('Day', ['a'])] },
          { date: '2026-03-17', shifts: [shift('Night', ['b'])], holiday: 'St Patrick’s Day' },
        ]),
      },
    });
    const { user } = renderOrgCalendar();
    expect((await screen.findByText('St Patrick’s Day')).closest('td')).toHaveClass('cal-holiday');
    await user.selectOptions(screen.getByLabelText('Filter by employee'), 'a');
    expect(screen.queryByText('Night')).not.toBeInTheDocument();
    expect(screen.getByText('St Patrick’s Day').closest('td')).toHaveClass('cal-holiday');
  });

  it('says when the month has no shifts, and when it cannot be loaded', async () => {
    fakeApi({ [CALENDAR]: { body: aMonth([], { generated_at: null }) } });
    renderOrgCalendar();
    expect(await screen.findByText('No shifts scheduled for this month.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({});
    renderOrgCalendar();
    expect(await screen.findByText('Failed to load calendar data')).toBeInTheDocument();
  });

  it('shows one location’s shifts when the organization has locations and one is chosen', async () => {
    fakeApi({
      [CALENDAR]: { body: aMonth([{ date: '2026-03-02', shifts: [shift('Day', ['a']), shift('Night', ['b'])] }]) },
      [`${CALENDAR}&location_id=north`]: { body: aMonth([{ date: '2026-03-02', shifts: [shift('Night', ['b'])] }]) },
      'GET /organizations/7/locations': { body: [{ id: 'north', name: 'North Home', timezone: null }] },
    });
    const { user } = renderOrgCalendar();
    expect(await screen.findByText('Day')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Location'), 'North Home');
    await vi.waitFor(() => expect(screen.queryByText('Day')).not.toBeInTheDocument());
    expect(screen.getByText('Night')).toBeInTheDocument();
  });

  it('toggles the details', async () => {
    fakeApi({
      [CALENDAR]: { body: aMonth([{ date: '2026-03-02', shifts: [shift('Day', ['a'])] }]) },
    });
    const { user } = renderOrgCalendar();
    await user.click(await screen.findByRole('button', { name: 'Expand Details' }));
    expect(screen.getByText(/1\. A/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Details' })).toHaveAttribute('aria-pressed', 'true');
  });
});
