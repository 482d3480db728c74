import { NO_QUALITY_REPORT, type ScheduleQualityAnswer } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';
import { addShiftType } from '@rostra/cli/testing/shift-types';

// A month generated through the real app (sqlite store, the solver service in this process),
// then its quality report read back: Saturdays need one person more than the organization has.

let admin: SignedIn;
let employee: SignedIn & { memberId: string };
let org: string;

const next = new Date();
next.setUTCDate(1);
next.setUTCMonth(next.getUTCMonth() + 1);
const year = next.getUTCFullYear();
const month = next.getUTCMonth() + 1;
const saturdays = Array.from(
  { length: new Date(Date.UTC(year, month, 0)).getUTCDate() },
  (_, i) => new Date(Date.UTC(year, month - 1, i + 1)),
)
  .filter((date) => date.getUTCDay() === 6)
  .map((date) => date.toISOString().slice(0, 10));
const quality = (client: ApiClient) => client.get(`/organizations/${org}/schedules/${year}/${month}/quality`);

const world = organizationWorld();
// Each test has its own organization and users.
beforeEach(async () => {
  admin = await world.user('boss', 'Boss');
  org = String(await world.organizationOf(admin, 'Reported Ward'));
  employee = await addMember(admin, org, world.address('ana'));
  await addMember(admin, org, world.address('ben'));
  await addShiftType(admin, org, { name: 'Day', start_time: '08:00', duration_hours: 8 }, [
    { day_of_week: null, employees_needed: 1 },
    { day_of_week: 6, employees_needed: 4 },
  ]);
});

describe('the quality report of a generated month', () => {
  it('is not found before the month is generated', async () => {
    expect(await quality(admin)).toMatchObject({ status: 404, body: { detail: NO_QUALITY_REPORT } });
  });

  it(
    'follows the generation (Saturdays one short, one more person on Saturdays fills them), then the draft as it stands after edits, a vacation and an override',
    { timeout: 60_000 },
    async () => {
      expect((await admin.post('/schedule', { organization_id: org, year, month })).status).toBe(200);
      let response = await quality(admin);
      // The report is appended after the schedule, once the explanations are re-solved.
      for (let tries = 0; response.status === 404 && tries < 300; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await quality(admin);
      }
      expect(response.status).toBe(200);
      const report = response.body as ScheduleQualityAnswer;
      expect(report).toMatchObject({
        organizationId: org,
        year,
        month,
        violations: {},
        overstaffed: { total: 0 },
        night_shift_type_ids: [],
        edits_since_generation: 0,
      });
      expect(report.understaffed.items.map((row) => [row.date, row.required, row.assigned]).sort()).toEqual(
        saturdays.map((date) => [date, 4, 3]),
      );
      expect(report.employees.total).toBe(3);
      expect(report.explanations.items).toEqual([
        expect.objectContaining({
          dates: saturdays,
          shortfall: 1,
          complete: true,
          suggestions: [
            {
              kind: 'extra_person',
              text: 'one more person available on Saturdays',
              member_id: null,
              size: 3,
              covers: 1,
              fills: saturdays.length,
            },
          ],
        }),
      ]);
      // The counts follow the draft as it stands; only the explanations stay of the schedule as generated.
      const shiftTypeId = report.understaffed.items[0]!.shift_type_id;
      const assigned = (answer: ScheduleQualityAnswer) =>
        answer.employees.items.find((row) => row.member_id === employee.memberId)!.assigned;
      const before = assigned(report);
      const edit = (action: 'assign' | 'unassign', date: string, override_reason?: string) =>
        admin.put(`/organizations/${org}/schedules/${year}/${month}/assignments`, {
          date,
          shift_type_id: shiftTypeId,
          member_id: employee.memberId,
          action,
          ...(override_reason ? { override_reason } : {}),
        });
      expect((await edit('unassign', saturdays[0]!)).status).toBe(200);
      let edited = (await quality(admin)).body as ScheduleQualityAnswer;
      expect(edited).toMatchObject({ edits_since_generation: 1, explanations_as_generated: true, violations: {} });
      expect(edited.understaffed.items.find((row) => row.date === saturdays[0])).toMatchObject({ required: 4, assigned: 2 });
      expect(assigned(edited)).toBe(before - 1);
      expect(edited.explanations).toEqual(report.explanations);

      // An approved vacation takes her off the second Saturday in the calendar, and so in the report.
      const vacation = await admin.post(`/organizations/${org}/employees/${employee.memberId}/vacation-requests`, {
        start_date: saturdays[1],
        end_date: saturdays[1],
        auto_approve: true,
      });
      expect(vacation.status).toBe(201);
      edited = (await quality(admin)).body as ScheduleQualityAnswer;
      expect(edited.understaffed.items.find((row) => row.date === saturdays[1])).toMatchObject({ required: 4, assigned: 2 });
      expect(assigned(edited)).toBe(before - 2);

      // Put back on the first Saturday, overriding nothing; then on her vacation day, overriding the vacation rule.
      expect((await edit('assign', saturdays[0]!)).status).toBe(200);
      expect((await edit('unassign', saturdays[1]!)).status).toBe(200);
      expect((await edit('assign', saturdays[1]!, 'She offered')).status).toBe(200);
      edited = (await quality(admin)).body as ScheduleQualityAnswer;
      expect(edited).toMatchObject({ edits_since_generation: 4, violations: { vacation: 1 } });
      expect(edited.understaffed.items.find((row) => row.date === saturdays[0])).toMatchObject({ assigned: 3 });
    },
  );

  it('is for admins only', async () => {
    expect((await quality(employee)).status).toBe(403);
    expect((await admin.get(`/organizations/${org}/schedules/${year}/13/quality`)).status).toBe(400);
  });
});
