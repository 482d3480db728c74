// A one-off measurement of POST …/repair (run: `npx tsx cli/src/bench/repair.ts`): the benchmark
// organization of `rostra bench http` (200 employees, six shift types, ~3,800 assignments in
// March), three employees called in sick for a week, then a proposal, timed from the client.
// Results go in docs/benchmarks.md.
import { startTestServer } from '../testing/test-server.ts';
import { seedCalendarMonth } from './calendar-month.ts';

const server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
try {
  const month = await seedCalendarMonth(server);
  const organizationId = /organizations\/(\d+)\//.exec(month.path)![1]!;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { ...month.headers, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const members = (await call('GET', `/organizations/${organizationId}/members`)).body.members as { id: string }[];
  for (const { id } of members.slice(1, 4)) {
    const recorded = await call('POST', `/organizations/${organizationId}/absences`, {
      member_id: id,
      from: '2026-03-09',
      to: '2026-03-15',
      reason: 'Sick',
    });
    if (recorded.status !== 201) throw new Error(`absence: ${recorded.status} ${JSON.stringify(recorded.body)}`);
  }
  const times: number[] = [];
  let changes = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const proposal = await call('POST', `/organizations/${organizationId}/schedules/2026/3/repair`, {});
    times.push(performance.now() - started);
    if (proposal.status !== 200) throw new Error(`repair: ${proposal.status} ${JSON.stringify(proposal.body)}`);
    changes = (proposal.body.changes as unknown[]).length;
  }
  console.log(JSON.stringify({ employees: members.length, changes, milliseconds: times.map(Math.round) }));
} finally {
  await server.stop();
}
