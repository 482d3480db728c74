import { ApiClient } from '../api-client.ts';
import { DEMO_PASSWORD } from './accounts.ts';

interface PublishedDay {
  date: string;
  shifts: { shift_type_id: string; assigned_employees: { id: string }[] }[];
}

/**
 * The team running its published month, as the demo shows it: one swap offered and waiting for
 * the colleague (two employees who signed up, each with a shift from today on), and one open
 * place posted on the Late of the last day from today on. Says what it made; nothing when the
 * month has no two such shifts.
 */
export async function runDemoWeek(
  baseUrl: string,
  admin: ApiClient,
  org: string,
  { year, month, today }: { year: number; month: number; today: string },
): Promise<string> {
  const calendar = (await admin.get(`/organizations/${org}/schedules/calendar?year=${year}&month=${month}`)).body as {
    days: PublishedDay[];
  };
  const members = (await admin.get(`/organizations/${org}/members`)).body.members as { id: string; email: string; status: string }[];
  const active = new Map(members.filter((member) => member.status === 'active').map((member) => [member.id, member.email]));
  const ahead = calendar.days
    .filter((day) => day.date >= today)
    .flatMap((day) =>
      day.shifts.flatMap((shift) =>
        shift.assigned_employees
          .filter((e) => active.has(e.id))
          .map((e) => ({ date: day.date, shift_type_id: shift.shift_type_id, member_id: e.id })),
      ),
    );
  const give = ahead[0];
  // The colleague's shift in return: another day, so neither ends up with two shifts on one.
  const take = ahead.find((shift) => give && shift.member_id !== give.member_id && shift.date !== give.date);
  if (!give || !take) return 'no swap or open shift: the published month has no two shifts ahead';
  const offerer = new ApiClient(baseUrl);
  await offerer.signIn(active.get(give.member_id)!, DEMO_PASSWORD);
  const swap = await offerer.post(`/organizations/${org}/schedules/${year}/${month}/trades`, {
    give: { date: give.date, shift_type_id: give.shift_type_id },
    take,
  });
  if (swap.status !== 201) throw new Error(`demo seed: swap: ${swap.status} ${JSON.stringify(swap.body)}`);
  const shiftTypes = (await admin.get(`/organizations/${org}/shift-types`)).body as { id: string; name: string }[];
  const late = String(shiftTypes.find((type) => type.name === 'Late')!.id);
  const last = calendar.days.filter((day) => day.date >= today).at(-1)!.date;
  const open = await admin.post(`/organizations/${org}/schedules/${year}/${month}/open-shifts`, {
    date: last,
    shift_type_id: late,
    count: 1,
  });
  if (open.status !== 201) throw new Error(`demo seed: open shift: ${open.status} ${JSON.stringify(open.body)}`);
  return `a swap offered for ${give.date} and an open Late on ${last}`;
}
