// The harness page of bench-calendar.mjs: builds the month of a 200-employee organization in the
// page, then mounts the shared MonthCalendar again and again, timing each mount from the data's
// arrival to a laid-out page with the Performance API (marks and measures).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { CalendarDay, CalendarShift } from '../src/components/calendar/calendar-data.ts';
import { MonthCalendar } from '../src/components/calendar/month-calendar.tsx';
import '../src/app/styles.css';

const EMPLOYEES = 200;
const SHIFT_TYPES = [
  { id: 'early', name: 'Early', start: '06:00', end: '14:00', needed: 24 },
  { id: 'day', name: 'Day', start: '08:00', end: '16:00', needed: 30 },
  { id: 'mid', name: 'Midday', start: '11:00', end: '19:00', needed: 18 },
  { id: 'late', name: 'Late', start: '14:00', end: '22:00', needed: 24 },
  { id: 'evening', name: 'Evening', start: '18:00', end: '02:00', needed: 12 },
  { id: 'night', name: 'Night', start: '22:00', end: '06:00', needed: 16 },
];

/** A generated month: every employee works about 20 shifts, some shifts are short. */
function month(): CalendarDay[] {
  const days: CalendarDay[] = [];
  let next = 0;
  for (let day = 1; day <= 31; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    const shifts: CalendarShift[] = SHIFT_TYPES.map((type, index) => {
      const short = (day + index) % 9 === 0 ? 3 : 0;
      const assigned = Array.from({ length: type.needed - short }, (_, position) => {
        const member = next++ % EMPLOYEES;
        return { id: `m${member}`, name: `Employee ${String(member).padStart(3, '0')}`, position: position + 1 };
      });
      return {
        shift_type_id: type.id,
        shift_type_name: type.name,
        start_time: type.start,
        end_time: type.end,
        status: short ? 'partially-staffed' : 'fully-staffed',
        required_count: type.needed,
        assigned_employees: assigned,
        position_labels: { '1': 'Lead' },
        reasons: short ? [{ code: 'on_vacation', employee_ids: [], message: 'Employee 001: on vacation' }] : [],
      };
    });
    days.push({ date, shifts });
  }
  return days;
}

const RUNS = 20;
const WARM_UP = 3;
const container = document.getElementById('root')!;
const MODES = {
  collapsed: {},
  expanded: { expanded: true },
  personal: { personal: true, memberId: 'm7' },
} as const;
type Mode = keyof typeof MODES;

/** One mount of a fresh answer (nothing memoized carries over), timed to a laid-out page. */
function mount(mode: Mode): number {
  const data = month();
  const root = createRoot(container);
  performance.mark(`${mode}-start`);
  flushSync(() =>
    root.render(
      <MonthCalendar month={{ year: 2026, month: 3 }} onMonthChange={() => {}} today="2026-03-10" days={data} {...MODES[mode]} />,
    ),
  );
  container.getBoundingClientRect(); // style and layout, as the browser must do before painting
  const { duration } = performance.measure(mode, `${mode}-start`);
  root.unmount();
  return duration;
}

// Modes take turns, so a busy machine slows them alike; the first rounds warm up the JIT.
const durations: Record<Mode, number[]> = { collapsed: [], expanded: [], personal: [] };
for (let round = 0; round < WARM_UP + RUNS; round++)
  for (const mode of Object.keys(MODES) as Mode[]) {
    const duration = mount(mode);
    if (round >= WARM_UP) durations[mode].push(duration);
  }

const employees = new Set(month().flatMap((day) => day.shifts.flatMap((shift) => shift.assigned_employees.map((e) => e.id)))).size;
const assignments = month().reduce((sum, day) => sum + day.shifts.reduce((n, shift) => n + shift.assigned_employees.length, 0), 0);
const results = { employees, assignments, ...durations };
flushSync(() =>
  createRoot(container).render(
    <MonthCalendar month={{ year: 2026, month: 3 }} onMonthChange={() => {}} today="2026-03-10" days={month()} />,
  ),
);
(window as unknown as { benchResults: typeof results }).benchResults = results;
