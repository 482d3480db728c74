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

const world = organizationWorld({ env: { SOLVER_TIME_LIMIT_SECONDS: '3' } });
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
    'follows the generation: Saturdays one short, no broken rule, and one more person on Saturdays fills them',
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
      // The report stays of the schedule as generated, and says how far the draft has moved since.
      const edit = {
        date: saturdays[0],
        shift_type_id: report.understaffed.items[0]!.shift_type_id,
        member_id: employee.memberId,
        action: 'unassign',
      };
      expect((await admin.put(`/organizations/${org}/schedules/${year}/${month}/assignments`, edit)).status).toBe(200);
      expect((await quality(admin)).body).toMatchObject({ edits_since_generation: 1, understaffed: report.understaffed });
    },
  );

  it('is for admins only', async () => {
    expect((await quality(employee)).status).toBe(403);
    expect((await admin.get(`/organizations/${org}/schedules/${year}/13/quality`)).status).toBe(400);
  });
});
