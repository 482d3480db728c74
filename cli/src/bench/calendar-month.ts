import type { ShiftCoverageRecord, ShiftTypeSnapshot } from '@rostra/contracts';
import { MIN_POSITION_HEADER } from '@rostra/platform';
import { ApiClient } from '../testing/api-client.ts';
import { createOrganization } from '../testing/organization.ts';
import { appendToMonth, generated, type Month } from '../testing/schedules.ts';
import type { TestServer } from '../testing/test-server.ts';

// The organization of the HTTP benchmark: 200 members (the founder and 199 invited employees), six
// shift types and a generated March in which every member works about 19 shifts (the month of
// web/scripts/bench-calendar.tsx, here through the real write path and read models).

const EMPLOYEES = 200;
const SHIFT_TYPES = [
  { name: 'Early', start_time: '06:00', needed: 24 },
  { name: 'Day', start_time: '08:00', needed: 30 },
  { name: 'Midday', start_time: '11:00', needed: 18 },
  { name: 'Late', start_time: '14:00', needed: 24 },
  { name: 'Evening', start_time: '18:00', needed: 12 },
  { name: 'Night', start_time: '22:00', needed: 16 },
];

export interface CalendarMonth {
  /** The org calendar GET, under /api. */
  path: string;
  /** What the web sends with it: its access token and the position of its last write. */
  headers: Record<string, string>;
  /** A write that changes the calendar: PUT a member's name parts here. */
  renamePath: string;
}

async function created(answer: Promise<{ status: number; body: { id: string } }>, what: string): Promise<string> {
  const { status, body } = await answer;
  if (status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

/** Seeds the organization on a server whose super admin is `root@example.com`. */
export async function seedCalendarMonth(server: TestServer): Promise<CalendarMonth> {
  const admin = new ApiClient(server.url);
  await admin.signUp('root@example.com', 'Passw0rd!', 'Root Admin');
  const organizationId = await createOrganization(admin, admin, { name: 'Bench Hospital' });
  const members: string[] = (await admin.get(`/organizations/${organizationId}/members`)).body.members.map(
    (member: { id: string }) => member.id,
  );
  for (let index = 1; index < EMPLOYEES; index++) {
    const email = `employee-${String(index).padStart(3, '0')}@example.com`;
    const id = await created(admin.post(`/organizations/${organizationId}/invitations`, { email, is_employee: true }), `invite ${email}`);
    const named = await admin.put(`/organizations/${organizationId}/members/${id}/name`, {
      first_name: 'Employee',
      last_name: String(index).padStart(3, '0'),
    });
    if (named.status !== 200) throw new Error(`name ${email}: ${named.status} ${JSON.stringify(named.body)}`);
    members.push(id);
  }
  const shiftTypes: ShiftTypeSnapshot[] = [];
  for (const { name, start_time } of SHIFT_TYPES) {
    const id = await created(
      admin.post(`/organizations/${organizationId}/shift-types`, { name, start_time, position_labels: { 1: 'Lead' } }),
      `shift type ${name}`,
    );
    shiftTypes.push({ id, name, start_time, duration_hours: 8, position_labels: { 1: 'Lead' } });
  }

  const month: Month = { organizationId, year: 2026, month: 3 };
  const shifts: [string, string, string, number][] = [];
  const coverage: ShiftCoverageRecord[] = [];
  let next = 0;
  for (let day = 1; day <= 31; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    SHIFT_TYPES.forEach(({ needed }, index) => {
      const shiftType = shiftTypes[index]!;
      const short = (day + index) % 9 === 0 ? 3 : 0;
      for (let position = 1; position <= needed - short; position++)
        shifts.push([date, shiftType.id, members[next++ % EMPLOYEES]!, position]);
      const reasons = short ? [{ code: 'on_vacation', employee_ids: [members[1]!], message: 'Employee 001: on vacation' }] : [];
      const status = short ? 'partially-staffed' : 'fully-staffed';
      coverage.push({ date, shift_type_id: shiftType.id, required_count: needed, assigned_count: needed - short, status, reasons });
    });
  }
  await appendToMonth(server, month, generated(month, { shiftTypes, shifts, coverage, memberNames: {} }));
  const position = (await server.running.stores.events.headPosition())?.toString() ?? '0';
  return {
    path: `/api/organizations/${organizationId}/schedules/calendar?year=2026&month=3`,
    headers: { authorization: `Bearer ${admin.token}`, [MIN_POSITION_HEADER.toLowerCase()]: position },
    renamePath: `/api/organizations/${organizationId}/members/${members[1]}/name`,
  };
}
