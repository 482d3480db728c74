import { describe, expect, it } from 'vitest';
import {
  analyticsKeys,
  auditKeys,
  calendarKeys,
  membersKeys,
  myScheduleKeys,
  myVacationRequestsKeys,
  skillsKeys,
  openShiftsKeys,
  tradesKeys,
  vacationRequestsKeys,
} from './query-keys.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => expect(key.slice(0, prefix.length)).toEqual(prefix);

// invalidateQueries matches by prefix: a mutation that invalidates `all` must reach every query of the resource.
describe('query keys', () => {
  it('put every calendar query, and what is derived from it, under the calendar of the organization', () => {
    const all = calendarKeys.all('o1');
    startsWith(calendarKeys.month('o1', 2026, 3), all);
    startsWith(calendarKeys.quality('o1', 2026, 3), all);
    startsWith(calendarKeys.candidates('o1', 2026, 3, '2026-03-02', 's1'), all);
    startsWith(calendarKeys.vacationImpact('o1', 'r1'), all);
    // Analytics count the months' assignments: a hand edit, an applied repair or a publication reloads them.
    startsWith(analyticsKeys.all('o1'), all);
  });

  it('put lists and details under their resource and organization', () => {
    startsWith(membersKeys.name('o1', 'm1'), membersKeys.all('o1'));
    startsWith(myScheduleKeys.month('o1', 2026, 3), myScheduleKeys.all('o1'));
    startsWith(vacationRequestsKeys.list('o1', 'all', 'all'), vacationRequestsKeys.all('o1'));
    startsWith(myVacationRequestsKeys.list('o1', 'all'), myVacationRequestsKeys.all('o1'));
    startsWith(analyticsKeys.range('o1', '2026-03-01', '2026-03-31'), analyticsKeys.all('o1'));
    startsWith(analyticsKeys.fairness('o1', 2026, 3), analyticsKeys.all('o1'));
    startsWith(auditKeys.roles('o1', 'm1', '2026-03-01'), auditKeys.all('o1'));
    // A change of the skills, or of who holds them, reloads a member's own list and the expiring ones.
    startsWith(skillsKeys.member('o1', 'u1'), skillsKeys.all('o1'));
    startsWith(skillsKeys.expiring('o1', 30), skillsKeys.all('o1'));
    startsWith(tradesKeys.list('o1', 'open'), tradesKeys.all('o1'));
    startsWith(openShiftsKeys.list('o1', 'open'), openShiftsKeys.all('o1'));
  });

  it('keep organizations apart', () => {
    expect(calendarKeys.all('o1')).not.toEqual(calendarKeys.all('o2'));
    startsWith(membersKeys.all('o1'), ['members', 'o1']);
  });
});
