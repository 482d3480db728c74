import type { ShiftRemindersDue } from './events.ts';
import type { SchedulePublished } from '../schedules/events.ts';
import type { VacationRequestApproved, VacationRequested, VacationRequestRejected } from '../vacation/events.ts';
import { monthOf, mySchedule, toMember, type Notice, type NoticeSource } from './notices.ts';

const monthName = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const schedulePublished: NoticeSource = (event) => {
  const { organizationId, year, month } = (event as SchedulePublished).data;
  return [
    {
      to: { employees: true, except: null },
      type: 'schedule_published',
      organizationId,
      title: `The schedule for ${monthName(year, month)} is published`,
      body: `See your shifts for ${monthName(year, month)}.`,
      link: mySchedule(organizationId, `${year}-${String(month).padStart(2, '0')}`),
    },
  ];
};

/** An employee's own request tells the admins; one an admin made for them does not. */
export const vacationRequested: NoticeSource = (event) => {
  const { organizationId, startDate, endDate, by } = (event as VacationRequested).data;
  if (by !== 'employee') return [];
  return [
    {
      to: { admins: true },
      type: 'vacation_requested',
      organizationId,
      title: 'A vacation request waits for review',
      body: `A vacation from ${startDate} to ${endDate} was requested.`,
      link: `/organizations/${organizationId}/org-schedule?tab=vacation-requests`,
    },
  ];
};

export const vacationDecided: NoticeSource = (event) => {
  const { organizationId, memberId, reviewNotes } = (event as VacationRequestApproved | VacationRequestRejected).data;
  const outcome = event.type === 'VacationRequestApproved' ? 'approved' : 'rejected';
  return [
    {
      to: toMember(memberId),
      type: 'vacation_decided',
      organizationId,
      title: `Your vacation request was ${outcome}`,
      body: `Your vacation request was ${outcome}.${reviewNotes ? ` Notes: ${reviewNotes}` : ''}`,
      link: `/organizations/${organizationId}/my-schedule?tab=vacation`,
    },
  ];
};

/** Each person with a shift tomorrow, once, listing their shifts of the day. */
export const shiftReminders: NoticeSource = (event, context) => {
  const { organizationId, date, shifts } = (event as ShiftRemindersDue).data;
  const byMember = new Map<string, string[]>();
  for (const shift of shifts) {
    const name = context.shiftTypeNames.get(shift.shiftTypeId) ?? 'a shift';
    byMember.set(shift.memberId, [...(byMember.get(shift.memberId) ?? []), name]);
  }
  return [...byMember].map(([memberId, types]): Notice => ({
    to: toMember(memberId),
    type: 'shift_reminder',
    organizationId,
    title: `Your shift tomorrow, ${date}`,
    body: `Tomorrow (${date}) you work: ${types.join(', ')}.`,
    link: mySchedule(organizationId, monthOf(date)),
  }));
};
