import type { CalendarResponse, ScheduleShift } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleCsv } from './export-csv.ts';

const shift = (name: string, start: string, end: string, people: [string, string][]): ScheduleShift => ({
  shift_type_id: name,
  shift_type_name: name,
  start_time: start,
  end_time: end,
  status: 'fully-staffed',
  required_count: people.length,
  assigned_employees: people.map(([id, personName], index) => ({ id, name: personName, position: index + 1 })),
  position_labels: {},
  reasons: [],
});
const calendar: CalendarResponse = {
  organization_id: '7',
  year: 2026,
  month: 3,
  generated_at: '2026-02-20T00:00:00Z',
  days: [
    {
      date: '2026-03-01',
      shifts: [
        shift('Day; ward "B"', '07:00', '15:00', [
          ['m1', 'Okafor, Amara'],
          ['m2', '=cmd()'],
        ]),
      ],
    },
    { date: '2026-03-02', shifts: [] },
    { date: '2026-03-03', shifts: [shift('Night', '22:00', '06:00', [['gone', 'Former Member']])] },
    { date: '2026-03-17', holiday: "St Patrick's Day, Ireland", shifts: [shift('Night', '22:00', '06:00', [['m1', 'Amara']])] },
  ],
};
const EMAILS: Record<string, string> = { m1: 'amara@example.com', m2: 'x@example.com' };

describe('the month as CSV', () => {
  it('has a header row and one row per assignment, quoted where needed, formulas defused, no e-mail for someone who left, the holiday named on its day', () => {
    expect(scheduleCsv(calendar, (id) => EMAILS[id])).toBe(
      'date,weekday,shift_type,start_time,end_time,member_name,email,holiday\r\n' +
        '2026-03-01,Sunday,"Day; ward ""B""",07:00,15:00,"Okafor, Amara",amara@example.com,\r\n' +
        '2026-03-01,Sunday,"Day; ward ""B""",07:00,15:00,\'=cmd(),x@example.com,\r\n' +
        '2026-03-03,Tuesday,Night,22:00,06:00,Former Member,,\r\n' +
        '2026-03-17,Tuesday,Night,22:00,06:00,Amara,amara@example.com,"St Patrick\'s Day, Ireland"\r\n',
    );
  });
});
