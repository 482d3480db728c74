import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CalendarShift } from '@/components/calendar/calendar-data.ts';
import { MonthCalendar } from '@/components/calendar/month-calendar.tsx';
import type { CalendarMonth } from '@/components/calendar/month.ts';
import { useCalendarMonth } from '@/components/calendar/use-calendar-month.ts';
import { LocationPicker, useLocationFilter } from '@/components/location/location-picker.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Options } from '@/components/ui/field.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { useOrganizationCalendar } from '../api/get-calendar.ts';
import { useEmployeeFilter } from './employee-filter.ts';
import { PrintAndExport } from './print-and-export.tsx';
import { PublishBar } from './publish-bar.tsx';
import { ShiftDayEditor } from './shift-day-editor.tsx';

interface OrgCalendarProps {
  organizationId: string;
  timeZone?: string | null | undefined;
  /** Admin controls for the shown month (Generate Schedule, Clear Schedule). */
  renderActions?: (month: CalendarMonth, hasSchedule: boolean) => ReactNode;
  /** Offer the month as CSV (admins). */
  canExport?: boolean;
}

/** The Calendar tab: the organization's month, filtered by location and employee, with or without details. */
export function OrgCalendar({ organizationId, timeZone, renderActions, canExport = false }: OrgCalendarProps) {
  const { month, today, setMonth } = useCalendarMonth(timeZone);
  const [locationId] = useLocationFilter();
  const calendar = useOrganizationCalendar(organizationId, month.year, month.month, locationId);
  const [expanded, setExpanded] = useState(false);
  const { employees, employeeId, setEmployeeId, shown } = useEmployeeFilter(calendar.data?.days);
  const hasShifts = calendar.data?.days.some((day) => day.shifts.length > 0) ?? false;

  const status = calendar.isPending ? (
    <Spinner label="Loading calendar…" />
  ) : calendar.isError ? (
    <ErrorState text="Failed to load calendar data" onRetry={() => void calendar.refetch()} />
  ) : !hasShifts ? (
    <EmptyState>No shifts scheduled for this month.</EmptyState>
  ) : null;

  // Only admins are answered the draft, with its publication: they may edit it.
  const publication = calendar.data?.generated_at ? calendar.data.publication : undefined;
  const shiftNames = useMemo(
    () =>
      new Map(
        (calendar.data?.days ?? []).flatMap((day) =>
          day.shifts.map((shift): [string, string] => [shift.shift_type_id, shift.shift_type_name]),
        ),
      ),
    [calendar.data],
  );
  const [editing, setEditing] = useState<{ date: string; shiftTypeId: string } | null>(null);
  const select = useCallback((date: string, shift: CalendarShift) => setEditing({ date, shiftTypeId: shift.shift_type_id }), []);
  const edited =
    editing &&
    calendar.data?.days.find((day) => day.date === editing.date)?.shifts.find((shift) => shift.shift_type_id === editing.shiftTypeId);
  return (
    <>
      {editing && edited && (
        <ShiftDayEditor
          organizationId={organizationId}
          shiftDay={{ ...month, ...editing }}
          shift={edited}
          onClose={() => setEditing(null)}
        />
      )}
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        today={today}
        days={shown}
        expanded={expanded}
        status={status}
        onShiftSelect={publication ? select : undefined}
        actions={
          <>
            <LocationPicker organizationId={organizationId} />
            <label className="cal-filter">
              <span>Filter by employee</span>
              <select value={employeeId} onChange={(event) => setEmployeeId(event.target.value)}>
                <option value="">All Employees ({employees.length})</option>
                <Options options={employees.map((employee) => ({ value: employee.id, label: employee.name }))} />
              </select>
            </label>
            <Button size="sm" aria-pressed={expanded} onClick={() => setExpanded((value) => !value)}>
              {expanded ? 'Collapse Details' : 'Expand Details'}
            </Button>
            <PrintAndExport organizationId={organizationId} month={month} canExport={canExport} />
            {renderActions?.(month, Boolean(calendar.data?.generated_at))}
          </>
        }
      />
      {/* Below the grid: the toolbar stays where it was when a schedule appears. */}
      {publication && <PublishBar organizationId={organizationId} month={month} publication={publication} shiftNames={shiftNames} />}
    </>
  );
}
