import { GENERATION_TEXT } from '@rostra/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '../testing/organization.ts';
import { appendToMonth, generated, type Month } from '../testing/schedules.ts';
import { organizationWorld } from './organization-world.ts';

const world = organizationWorld();
let ada: SignedIn;
let bo: SignedIn;
let org: string;

interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Opens the progress stream as a browser's fetch would, and reads it until the server ends it. */
async function follow(client: SignedIn, query: string) {
  const response = await fetch(`${world.server.url}/api/organizations/${org}/schedules/progress?${query}`, { headers: { authorization: `Bearer ${client.token}` } });
  const events = (async () => {
    const text = await response.text();
    return text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block): ServerSentEvent => {
        const [event, data] = block.split('\n').map((line) => line.slice(line.indexOf(': ') + 2));
        return { event: event!, data: JSON.parse(data!) };
      });
  })();
  return { response, events };
}

const month = (m: number): Month => ({ organizationId: org, year: 2026, month: m });
const requested = (m: number, requestId: string) =>
  ({ type: 'ScheduleGenerationRequested', data: { ...month(m), requestId, requestedAt: new Date().toISOString() } }) as const;
const progressed = (requestId: string, incumbent: number, elapsedSeconds: number) =>
  ({ type: 'ScheduleGenerationProgressed', data: { requestId, incumbent, bound: 90, gap: (incumbent - 90) / incumbent, elapsedSeconds } }) as const;

beforeAll(async () => {
  ada = await world.user('ada@example.com');
  org = String(await world.organizationOf(ada));
  bo = await addMember(ada, org, 'bo@example.com');
});

describe('live generation progress', () => {
  it('streams the running generation\'s progress and its result as server-sent events, then ends', async () => {
    await appendToMonth(world.server, month(1), requested(1, 'r1'), progressed('r1', 120, 1));
    const { response, events } = await follow(ada, 'year=2026&month=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await appendToMonth(world.server, month(1), progressed('r1', 100, 2), { ...generated(month(1)), data: { ...generated(month(1)).data, requestId: 'r1' } });
    expect(await events).toEqual([
      { event: 'progress', data: { request_id: 'r1', incumbent: 120, bound: 90, gap: 0.25, elapsed_seconds: 1 } },
      { event: 'progress', data: { request_id: 'r1', incumbent: 100, bound: 90, gap: 0.1, elapsed_seconds: 2 } },
      { event: 'result', data: { request_id: 'r1', status: 'optimal', success: true, text: GENERATION_TEXT.optimal } },
    ]);
  });

  it('with next=true skips a finished generation and follows the next one', async () => {
    await appendToMonth(world.server, month(2), requested(2, 'r1'), { type: 'ScheduleGenerationFailed', data: { requestId: 'r1', status: 'no_employees', problems: [] } });
    const replay = await follow(ada, 'year=2026&month=2');
    expect(await replay.events).toEqual([{ event: 'result', data: { request_id: 'r1', status: 'no_employees', success: false, text: GENERATION_TEXT.no_employees } }]);

    const next = await follow(ada, 'year=2026&month=2&next=true');
    await appendToMonth(world.server, month(2), requested(2, 'r2'), { type: 'ScheduleGenerationFailed', data: { requestId: 'r2', status: 'infeasible', problems: [] } });
    expect(await next.events).toEqual([{ event: 'result', data: { request_id: 'r2', status: 'infeasible', success: false, text: GENERATION_TEXT.infeasible } }]);
  });

  it('is for admins, and needs the month', async () => {
    expect((await bo.get(`/organizations/${org}/schedules/progress?year=2026&month=1`)).status).toBe(403);
    expect(await ada.get(`/organizations/${org}/schedules/progress?year=2026`)).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^month: /) } });
  });
});
