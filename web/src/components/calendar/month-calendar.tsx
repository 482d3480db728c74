import { memo, useMemo, type ReactNode } from 'react';
import type { CalendarDay, CalendarShift } from './calendar-data.ts';
import { addMonths, monthTitle, monthWeeks, WEEKDAY_NAMES, type CalendarMonth } from './month.ts';
import { ShiftChip } from './shift-chip.tsx';
import './calendar.css';
import './print.css';

export interface MonthCalendarProps {
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** YYYY-MM-DD where the organization is: the Today button and the highlighted cell. */
  today: string;
  days: readonly CalendarDay[];
  /** Who works each shift and why a short one is short. */
  expanded?: boolean;
  /** The personal view: each chip shows its start–end time and this member's position number. */
  personal?: boolean;
  memberId?: string | null;
  /** Controls beside the navigation (filters, Generate, Clear…). */
  actions?: ReactNode;
  /** Shown over the grid instead of the days: loading, error, empty states. */
  status?: ReactNode;
  /** Makes each shift editable (the admins' draft): called with the shift chosen. Keep it stable. */
  onShiftSelect?: ((date: string, shift: CalendarShift) => void) | undefined;
  /** What the chip's button says instead of the edit pen ('Give away / Swap'). */
  selectLabel?: string | undefined;
  /** The first day whose shifts can be selected (shifts in the past cannot be traded); all without it. */
  selectableFrom?: string | undefined;
  /** A word for a day beyond its shifts, by date ('Vacation'); a day with one is not an empty day. */
  dayNotes?: ReadonlyMap<string, string> | undefined;
}

const NO_SHIFTS: CalendarShift[] = [];

interface DayCellProps {
  date: string;
  isToday: boolean;
  shifts: CalendarShift[];
  note: string | undefined;
  holiday: string | undefined;
  expanded: boolean;
  personal: boolean;
  memberId: string | null | undefined;
  onShiftSelect: MonthCalendarProps['onShiftSelect'];
  selectLabel: string | undefined;
}

const DayCell = memo(function DayCell({
  date,
  isToday,
  shifts,
  note,
  holiday,
  expanded,
  personal,
  memberId,
  onShiftSelect,
  selectLabel,
}: DayCellProps) {
  const day = Number(date.slice(8));
  const weekday = WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  return (
    <td
      className={`cal-day${isToday ? ' cal-today' : ''}${shifts.length || note ? '' : ' cal-empty-day'}${holiday ? ' cal-holiday' : ''}`}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className="cal-date">
        <span aria-hidden="true">{day}</span>
        <span className="cal-weekday" aria-hidden="true">
          {weekday.slice(0, 3)}
        </span>
        <span className="sr-only">
          {weekday} {day}
          {shifts.length ? `, ${shifts.length} shift${shifts.length === 1 ? '' : 's'}` : note ? '' : ', no shifts'}
          {note && `, ${note.toLowerCase()}`}
          {holiday && `, holiday: ${holiday}`}
        </span>
      </div>
      {holiday && (
        <p className="cal-holiday-name" aria-hidden="true">
          {holiday}
        </p>
      )}
      {note && (
        <p className="cal-day-note" aria-hidden="true">
          {note}
        </p>
      )}
      {shifts.length > 0 && (
        <ul className="cal-shifts">
          {shifts.map((shift) => (
            <ShiftChip
              key={shift.shift_type_id}
              shift={shift}
              expanded={expanded}
              personal={personal}
              memberId={memberId}
              onSelect={onShiftSelect && (() => onShiftSelect(date, shift))}
              selectLabel={selectLabel}
            />
          ))}
        </ul>
      )}
    </td>
  );
});

/**
 * The month grid of docs/product/screens-and-routes.md: Sunday to Saturday, a toolbar with Today, the previous and next
 * month and the month's title, and the shifts of each day as chips. Days are memoized so that
 * toggling details or changing the filter re-renders only what changed.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  days,
  expanded = false,
  personal = false,
  memberId,
  actions,
  status,
  onShiftSelect,
  selectLabel,
  selectableFrom,
  dayNotes,
}: MonthCalendarProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const title = monthTitle(month);
  return (
    <section className="calendar" aria-label={`Schedule for ${title}`}>
      <div className="cal-toolbar">
        <div className="cal-nav">
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => onMonthChange({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) })}
          >
            Today
          </button>
          <button type="button" className="btn btn-sm" aria-label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
            ‹
          </button>
          <button type="button" className="btn btn-sm" aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
            ›
          </button>
          <h2 className="cal-title" aria-live="polite">
            {title}
          </h2>
        </div>
        {actions && <div className="cal-actions">{actions}</div>}
      </div>
      {status ?? (
        <div className="cal-wrap">
          <table className="cal-grid">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {WEEKDAY_NAMES.map((name) => (
                  <th key={name} scope="col">
                    <abbr title={name}>{name.slice(0, 3)}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((date, index) =>
                    date ? (
                      <DayCell
                        key={date}
                        date={date}
                        isToday={date === today}
                        shifts={byDate.get(date)?.shifts ?? NO_SHIFTS}
                        note={dayNotes?.get(date)}
                        holiday={byDate.get(date)?.holiday}
                        expanded={expanded}
                        personal={personal}
                        memberId={memberId}
                        onShiftSelect={selectableFrom && date < selectableFrom ? undefined : onShiftSelect}
                        selectLabel={selectLabel}
                      />
                    ) : (
                      <td key={`pad-${index}`} className="cal-pad" aria-hidden="true" />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
