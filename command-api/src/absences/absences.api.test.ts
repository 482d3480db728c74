import { ABSENCE_TEXT, type CalendarResponse } from '@rostra/contracts';
import { ADMIN_ONLY } from '@rostra/platform';
import { solverInputOf } from '@rostra/query-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishedLateDecember } from '@rostra/cli/testing/late-december';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';

const w = schedulingWorld();
const { path, refused } = w;
const record = (body: object) => w.ada.post(path('/absences'), body);
let late: string;
/** Cy calls in sick for the 3rd and 4th of December. */
const cysSickCall = () => record({ member_id: w.cy.memberId, from: '2026-12-03', to: '2026-12-04', reason: ' Sick ' });

beforeEach(async () => {
  late = await publishedLateDecember(
    w,
    [{ date: '2026-12-03', required: 2, assigned: 2 }],
    [
      ['2026-12-03', w.cy.memberId, 1],
      ['2026-12-03', w.bo.memberId, 2],
    ],
  );
});

describe('recording an absence', () => {
  it('is for admins only', async () => {
    await refused(
      () => w.bo.post(path('/absences'), { member_id: w.cy.memberId, from: '2026-12-03', to: '2026-12-04', reason: 'Sick' }),
      403,
      ADMIN_ONLY,
    );
  });

  it('records a sick call, and the member’s shifts on those days stop counting, in the draft and what employees see', async () => {
    const response = await cysSickCall();
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      id: `${w.cy.memberId}.a1`,
      member_id: w.cy.memberId,
      from: '2026-12-03',
      to: '2026-12-04',
      reason: 'Sick',
    });
    for (const client of [w.ada, w.bo]) {
      const calendar: CalendarResponse = (await client.get(path('/schedules/calendar?year=2026&month=12'))).body;
      const shift = calendar.days.find((day) => day.date === '2026-12-03')!.shifts[0]!;
      expect(shift.assigned_employees.map((employee) => employee.id)).toEqual([w.bo.memberId]);
      expect(shift).toMatchObject({ status: 'partially-staffed', reasons: [{ code: 'absent', employee_ids: [w.cy.memberId] }] });
    }
    expect(JSON.stringify((await w.ada.get(path('/audit'))).body)).toContain('Absence recorded from 2026-12-03 to 2026-12-04: Sick');
  });

  it('counts as an approved vacation for generation and for hand edits', async () => {
    expect((await cysSickCall()).status).toBe(201);
    await readModelsCaughtUp(w.server); // the solver's input is read from the read models directly
    const { input } = await solverInputOf(w.server.running.stores.readStore, w.org, 2026, 12, new Date());
    expect(input.employees.find((employee) => employee.id === w.cy.memberId)?.vacations).toEqual([
      { start_date: '2026-12-03', end_date: '2026-12-04' },
    ]);
    const refusal = await w.ada.put(path('/schedules/2026/12/assignments'), {
      date: '2026-12-04',
      shift_type_id: late,
      member_id: w.cy.memberId,
      action: 'assign',
    });
    expect(refusal.status).toBe(409);
    expect(refusal.body.violations.map((violation: { rule: string }) => violation.rule)).toEqual(['vacation']);
  });

  it('refuses days already recorded, someone who cannot be scheduled, and bad input', async () => {
    expect((await cysSickCall()).status).toBe(201);
    await refused(
      () => record({ member_id: w.cy.memberId, from: '2026-12-04', to: '2026-12-05', reason: 'Sick' }),
      409,
      ABSENCE_TEXT.overlap,
    );
    await refused(
      () => record({ member_id: w.dee.memberId, from: '2026-12-04', to: '2026-12-05', reason: 'Sick' }),
      404,
      ABSENCE_TEXT.unknownMember,
    );
    await refused(
      () => record({ member_id: w.bo.memberId, from: '2026-12-05', to: '2026-12-04', reason: 'Sick' }),
      400,
      ABSENCE_TEXT.order,
    );
    await refused(() => record({ member_id: w.bo.memberId, from: '2026-12-05', to: '2026-12-06', reason: '  ' }), 400, ABSENCE_TEXT.reason);
    await refused(
      () => record({ member_id: w.bo.memberId, from: '2026-12-32', to: '2026-12-06', reason: 'Sick' }),
      400,
      'from: not a date',
    );
  });
});
