import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { monthKey, todayIn } from '@rostra/contracts';
import { foundOrganization, type Journey } from './journey.ts';
import { joinAsNewUser } from './members.ts';

/**
 * Sunrise Care, founded by fay@example.com, where the employee who joins as `email` works an Early
 * (07:00, 8 h) on the 15th of this month, generated into the log with `name` as their name there.
 */
export async function employeeOnAnEarly(j: Journey, email: string, name: string) {
  const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
  await joinAsNewUser(j, founder, id, email);
  const memberId = (await founder.get(`/organizations/${id}/members`)).body.members.find((m: { email: string }) => m.email === email)
    .id as string;
  const early = (await founder.post(`/organizations/${id}/shift-types`, { name: 'Early', start_time: '07:00' })).body.id as string;
  const today = todayIn('UTC', new Date());
  const month: Month = { organizationId: id, year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const date = `${monthKey(month.year, month.month)}-15`;
  await appendToMonth(
    j.server,
    month,
    generated(month, {
      shiftTypes: [{ id: early, name: 'Early', start_time: '07:00', duration_hours: 8, position_labels: {} }],
      memberNames: { [memberId]: name },
      shifts: [[date, early, memberId, 1]],
      coverage: [{ date, shift_type_id: early, required_count: 1, assigned_count: 1, status: 'fully-staffed', reasons: [] }],
    }),
  );
  return { id, founder, memberId, month, date };
}
