import { VACATION_TEXT, type ShiftTypeSnapshot, type VacationImpact } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendToMonth, generated, staffed, type Month } from '@rostra/cli/testing/schedules';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

const w = schedulingWorld();
const { path } = w;
const december = (): Month => ({ organizationId: w.org, year: 2026, month: 12 });
let late: string;

beforeEach(async () => {
  late = (await w.ada.post(path('/shift-types'), { name: 'Late', start_time: '14:00', duration_hours: 8 })).body.id;
  const shiftTypes: ShiftTypeSnapshot[] = [{ id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} }];
  const need = (date: string, required: number) => staffed(date, late, required, 1);
  // Bo works the 3rd (needed) and the 4th (nobody needed).
  await appendToMonth(
    w.server,
    december(),
    generated(december(), {
      shiftTypes,
      coverage: [need('2026-12-03', 1), need('2026-12-04', 0)],
      shifts: [
        ['2026-12-03', late, w.bo.memberId, 1],
        ['2026-12-04', late, w.bo.memberId, 1],
      ],
    }),
  );
});

describe('the impact of a vacation request', () => {
  it('lists the shift-days it would leave short and whether a repair can fill them', async () => {
    const asked = await w.bo.post(path('/my-vacation-requests'), { start_date: '2026-12-03', end_date: '2026-12-06' });
    const response = await w.ada.get(path(`/vacation-requests/${asked.body.id}/impact`));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body as VacationImpact).toEqual({
      request_id: asked.body.id,
      member_id: w.bo.memberId,
      shifts_affected: 2,
      short_shifts: [
        { date: '2026-12-03', shift_type_id: late, shift_type_name: 'Late', required_count: 1, remaining_count: 0, fillable: true },
      ],
    });
  });

  it('is for admins, about a request of the organization', async () => {
    expect((await w.bo.get(path(`/vacation-requests/${w.bo.memberId}.1/impact`))).status).toBe(403);
    const missing = await w.ada.get(path(`/vacation-requests/${w.bo.memberId}.99/impact`));
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(VACATION_TEXT.notFound);
  });
});
