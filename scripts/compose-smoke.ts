// The compose smoke test (CI): against `docker compose up`, through nginx as a browser would, it
// seeds the demo organization, generates its month (the solver service answers through the log)
// and reads the calendar back from the query API. Usage: npx tsx scripts/compose-smoke.ts [url]
import { ApiClient } from '../cli/src/api-client.ts';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../cli/src/demo/accounts.ts';
import { generateDemoMonths, seedDemo } from '../cli/src/demo/seed.ts';
import { systemClock } from '@rostra/platform/clock/clock';

const url = process.argv[2] ?? 'http://localhost:8080';
const seed = await seedDemo(url, systemClock.now(), console.log);
const generated = await generateDemoMonths(url, seed);
console.log(`Months from ${seed.year}-${seed.month}: ${generated}`);
if (!generated.startsWith('this month generated')) process.exit(1);

const admin = new ApiClient(url);
await admin.signIn(DEMO_ADMIN, DEMO_PASSWORD);
// This client has seen no write, so the read may come before the projections have the month.
const deadline = performance.now() + 60_000;
for (;;) {
  const calendar = await admin.get<{ generated_at: string | null; days: { shifts: { assigned_employees: unknown[] }[] }[] }>(
    `/organizations/${seed.organizationId}/schedules/calendar?year=${seed.year}&month=${seed.month}`,
  );
  if (calendar.status !== 200) throw new Error(`calendar: ${calendar.status} ${JSON.stringify(calendar.body)}`);
  const assigned = calendar.body.days.flatMap((day) => day.shifts).reduce((total, shift) => total + shift.assigned_employees.length, 0);
  if (calendar.body.generated_at !== null && assigned > 0) {
    console.log(`Calendar read back: ${calendar.body.days.length} days, ${assigned} assigned shifts`);
    break;
  }
  if (performance.now() > deadline) throw new Error('the generated month never appeared in the calendar');
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
