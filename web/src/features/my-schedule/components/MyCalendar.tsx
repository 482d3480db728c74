import { MonthCalendar } from '../../../components/calendar/MonthCalendar.tsx';
import { useCalendarMonth } from '../../../components/calendar/use-calendar-month.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState, Spinner } from '../../../components/ui/States.tsx';
import { errorText, hasStatus } from '../../../lib/errors.ts';
import { useMyCalendar } from '../api/get-my-calendar.ts';
import { CalendarSubscription } from './CalendarSubscription.tsx';

interface MyCalendarProps {
  organizationId: string;
  /** The organization's time zone: what 'today' and the current month are. */
  timeZone?: string | null;
  /** The signed-in member, whose position each shift shows; unknown: no positions. */
  memberId?: string | null;
}

/** The reason under 'Unable to Load My Schedule' (docs/product/error-texts.md): a server failure may be a permission problem. */
function loadFailure(error: unknown): string {
  if (hasStatus(error, 500)) return 'Unable to load schedule. You may not have permission to view this schedule.';
  return `Failed to load your schedule: ${errorText(error)}`;
}

/** My Calendar: the personal month view (start and end time, own position) in ?month=, and its calendar feed. */
export function MyCalendar({ organizationId, timeZone, memberId }: MyCalendarProps) {
  const { month, today, setMonth } = useCalendarMonth(timeZone);
  const calendar = useMyCalendar(organizationId, month);
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
  ) : days.every((day) => day.shifts.length === 0) ? (
    <EmptyState>No shifts scheduled for this month.</EmptyState>
  ) : undefined;

  return (
    <>
      <MonthCalendar month={month} onMonthChange={setMonth} today={today} days={days} personal memberId={memberId} status={status} />
      <CalendarSubscription organizationId={organizationId} />
    </>
  );
}
