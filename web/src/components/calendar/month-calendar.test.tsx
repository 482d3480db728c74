import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aShift } from '@/test/calendar.ts';
import { renderWithProviders } from '@/test/render.tsx';
import type { CalendarDay } from './calendar-data.ts';
import { MonthCalendar } from './month-calendar.tsx';

const days: CalendarDay[] = [
  {
    date: '2026-03-02',
    shifts: [
      aShift({
        shift_type_id: 'n',
        shift_type_name: 'Night',
        start_time: '22:00',
        end_time: '06:00',
        status: 'partially-staffed',
        required_count: 2,
        assigned_employees: [{ id: 'm1', name: 'Berg', position: 1 }],
        position_labels: { '1': 'Lead' },
        reasons: [{ code: 'on_vacation', employee_ids: ['m2'], message: 'Dahl: on vacation' }],
      }),
      aShift({ assigned_employees: [{ id: 'm2', name: 'Dahl', position: 1 }] }),
    ],
  },
];

function renderCalendar(props: Partial<Parameters<typeof MonthCalendar>[0]> = {}) {
  const onMonthChange = vi.fn();
  const view = renderWithProviders(
    <MonthCalendar month={{ year: 2026, month: 3 }} onMonthChange={onMonthChange} today="2026-03-02" days={days} {...props} />,
  );
  return { ...view, onMonthChange };
}

describe('MonthCalendar', () => {
  it('shows the month with Sunday-to-Saturday columns and the shifts of each day by coverage', () => {
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const today = screen.getByRole('cell', { current: 'date' });
    expect(within(today).getByText('Night').closest('li')).toHaveClass('coverage-partially-staffed');
    expect(within(today).getByText('Night').closest('li')).toHaveAttribute('data-band', 'night');
    expect(within(today).getByText('Day').closest('li')).toHaveAttribute('data-band', 'morning');
    expect(within(today).getByText('1/2')).toBeInTheDocument();
    expect(screen.queryByText('Berg')).not.toBeInTheDocument();
  });

  it('marks a holiday with its name, on a day with shifts and on one without', () => {
    const withHolidays: CalendarDay[] = [
      { ...days[0]!, holiday: 'Founders’ Day' },
      { date: '2026-03-17', shifts: [], holiday: 'St Patrick’s Day' },
    ];
    renderCalendar({ days: withHolidays });
    const today = screen.getByRole('cell', { current: 'date' });
    expect(today).toHaveClass('cal-holiday');
    expect(within(today).getByText('Founders’ Day')).toBeVisible();
    expect(within(today).getByText('Night')).toBeInTheDocument();
    const patrick = screen.getByText('St Patrick’s Day').closest('td')!;
    expect(patrick).toHaveClass('cal-holiday');
    expect(patrick).toHaveTextContent('Tuesday 17, no shifts, holiday: St Patrick’s Day');
    expect(screen.getAllByRole('cell').filter((cell) => cell.classList.contains('cal-holiday'))).toHaveLength(2);
  });

  it('navigates to the previous and next month and back to today', async () => {
    const { user, onMonthChange } = renderCalendar({ month: { year: 2026, month: 1 } });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2025, month: 12 });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 2 });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 3 });
  });

  it('shows who works each shift and why a short shift is short when expanded', () => {
    renderCalendar({ expanded: true });
    expect(screen.getByText(/1\. Berg \(Lead\)/)).toHaveTextContent('Assigned: 1. Berg (Lead)');
    expect(screen.getByText(/Partially staffed: 1\/2/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Reasons' })).toHaveTextContent('Dahl: on vacation');
  });

  it("shows start and end times and the member's position in the personal view", () => {
    renderCalendar({ personal: true, memberId: 'm1' });
    expect(screen.getByText(/22:00–06:00/)).toHaveTextContent('22:00–06:00 · Position 1 (Lead)');
    expect(screen.getByText(/08:00–16:00/)).toHaveTextContent(/^08:00–16:00$/);
  });

  it('offers a worded action on the shifts from a day on, never before it (shifts in the past cannot be traded)', async () => {
    const onShiftSelect = vi.fn();
    const later = { date: '2026-03-09', shifts: [aShift({ shift_type_name: 'Late' })] };
    const { user } = renderCalendar({
      days: [...days, later],
      onShiftSelect,
      selectLabel: 'Give away / Swap',
      selectableFrom: '2026-03-03',
    });
    expect(screen.getAllByRole('button', { name: /^Give away \/ Swap/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give away / Swap: Late on this day' }));
    expect(onShiftSelect).toHaveBeenCalledWith('2026-03-09', later.shifts[0]);
  });

  it('marks a shift someone was put on at short notice: in the personal view only when it is the member', () => {
    const late: CalendarDay[] = [
      { date: '2026-03-02', shifts: [{ ...aShift(), assigned_employees: [{ id: 'm2', name: 'Dahl', position: 1, short_notice: true }] }] },
    ];
    const { unmount } = renderCalendar({ days: late, expanded: true });
    expect(screen.getByText('short notice')).toHaveAttribute('title', 'Changed at short notice');
    expect(screen.getByText(/1\. Dahl \(short notice\)/)).toBeInTheDocument();
    unmount();
    renderCalendar({ days: late, personal: true, memberId: 'm1' });
    expect(screen.queryByText('short notice')).not.toBeInTheDocument();
  });
});
