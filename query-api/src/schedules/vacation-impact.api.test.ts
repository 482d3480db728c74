import { VACATION_TEXT, type VacationImpact } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishedLateDecember } from '@rostra/cli/testing/late-december';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

const w = schedulingWorld();
const { path } = w;
let late: string;

beforeEach(async () => {
  // Bo works the 3rd (needed) and the 4th (nobody needed).
  late = await publishedLateDecember(
    w,
    [
      { date: '2026-12-03', required: 1, assigned: 1 },
      { date: '2026-12-04', required: 0, assigned: 1 },
    ],
    [
      ['2026-12-03', w.bo.memberId, 1],
      ['2026-12-04', w.bo.memberId, 1],
    ],
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
