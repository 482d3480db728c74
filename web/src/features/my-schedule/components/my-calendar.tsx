import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CalendarShift } from '@/components/calendar/calendar-data.ts';
import { MonthCalendar } from '@/components/calendar/month-calendar.tsx';
import { daysInMonth, formatMonthParam, monthTitle } from '@/components/calendar/month.ts';
import { PrintButton } from '@/components/calendar/print-button.tsx';
import { useCalendarMonth } from '@/components/calendar/use-calendar-month.ts';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, Spinner } from '@/components/ui/states.tsx';
import { errorText, hasStatus } from '@/lib/errors.ts';
import { myVacationRequestsQuery } from '@/lib/my-vacation-requests-query.ts';
import { useMyCalendar } from '../api/get-my-calendar.ts';
import { CalendarSubscription } from './calendar-subscription.tsx';
import { MyNextShifts } from './my-next-shifts.tsx';
import { vacationDays } from './vacation-days.ts';
import './my-schedule.css';

interface MyCalendarProps {
  organizationId: string;
  /** The organization's time zone: what 'today' and the current month are. */
  timeZone?: string | null;
  /** The signed-in member, whose position each shift shows; unknown: no positions. */
  memberId?: string | null;
  /** Whose calendar it is, printed above the month. */
  personName?: string | undefined;
  /** Employees have vacation requests: their approved days show as 'Vacation'. */
  isEmployee?: boolean | undefined;
  /** A button on each of my shifts from today on ('Give away / Swap'), and what it does. */
  shiftAction?: { label: string; onSelect: (date: string, shift: CalendarShift) => void } | undefined;
}

/** The reason under 'Unable to Load My Schedule' (docs/product/error-texts.md): a server failure may be a permission problem. */
function loadFailure(error: unknown): string {
  if (hasStatus(error, 500)) return 'Unable to load schedule. You may not have permission to view this schedule.';
  return `Failed to load your schedule: ${errorText(error)}`;
}

/**
 * My Calendar: my next shifts first, then the personal month view (start and end time, own
 * position, vacation days) in ?month=, printable with my name, and its calendar feed.
 */
export function MyCalendar({ organizationId, timeZone, memberId, personName, isEmployee = false, shiftAction }: MyCalendarProps) {
  const { month, today, setMonth } = useCalendarMonth(timeZone);
  const calendar = useMyCalendar(organizationId, month);
  const period = { start_date: `${formatMonthParam(month)}-01`, end_date: `${formatMonthParam(month)}-${daysInMonth(month)}` };
  const vacations = useQuery({ ...myVacationRequestsQuery(organizationId, period), enabled: isEmployee });
  const dayNotes = useMemo(() => vacationDays(vacations.data?.requests ?? [], month), [vacations.data, month]);
  const days = calendar.data?.days ?? [];
  const loaded = calendar.data && calendar.data.year === month.year && calendar.data.month === month.month;

  const status = calendar.isError ? (
    <div className="message message-error state" role="alert">
      <h3>Unable to Load My Schedule</h3>
      <p>{loadFailure(calendar.error)}</p>
      <Button size="sm" onClick={() => void calendar.refetch()}>
        Try Again
      </Button>
    </div>
  ) : !loaded ? (
    <Spinner label="Loading your schedule…" />
  ) : days.every((day) => day.shifts.length === 0) && dayNotes.size === 0 ? (
    <EmptyState>No shifts scheduled for this month.</EmptyState>
  ) : undefined;

  return (
    <>
      <MyNextShifts organizationId={organizationId} today={today} />
      {personName && <p className="print-only my-schedule-print-title">{`Schedule of ${personName}, ${monthTitle(month)}`}</p>}
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        days={days}
        personal
        memberId={memberId}
        status={status}
        dayNotes={dayNotes}
        actions={<PrintButton />}
        onShiftSelect={shiftAction?.onSelect}
        selectLabel={shiftAction?.label}
        selectableFrom={today}
      />
      <CalendarSubscription organizationId={organizationId} />
    </>
  );
}
