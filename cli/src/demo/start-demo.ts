import { openEventStore, systemClock, type Config } from '@rostra/platform';
import { addDataDirSuperAdmin } from '../server/super-admins.ts';
import { DEMO_ADMIN, DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_SUPER_ADMIN } from './accounts.ts';
import { generateDemoMonths, seedDemo, type SeedResult } from './seed.ts';

/** The demo is seeded on the first start of an empty log only (and never with DEMO=0). */
export async function wantsDemo(config: Config): Promise<boolean> {
  if (!config.DEMO) return false;
  const events = await openEventStore(config.eventStoreUrl);
  try {
    return (await events.headPosition()) === null;
  } finally {
    await events.close();
  }
}

/** Makes the demo super admin one before the server reads its configuration. */
export function prepareDemo(config: Config): void {
  addDataDirSuperAdmin(config, DEMO_SUPER_ADMIN);
}

/** Seeds through the running server's API and says how to sign in. */
export async function seedAndAnnounce(url: string, log: (line: string) => void): Promise<SeedResult> {
  log('Seeding the demo organization (first start of an empty data directory; DEMO=0 skips this)…');
  const seed = await seedDemo(url, systemClock.now(), (line) => log(`  ${line}`));
  log(
    [
      '',
      `Demo ready at ${url}: "${DEMO_ORGANIZATION}" with ${seed.employees} employees. Sign in with password ${DEMO_PASSWORD} as`,
      `  ${DEMO_ADMIN}          (administrator)`,
      `  ${DEMO_SUPER_ADMIN}     (super admin: creation tokens)`,
      '  amara.okafor@rostra.demo  (an employee; every demo employee who joined is first.last@rostra.demo)',
      '',
    ].join('\n'),
  );
  return seed;
}

export async function generateAndAnnounce(url: string, seed: SeedResult, log: (line: string) => void): Promise<void> {
  log(`Generating the demo schedules from ${seed.year}-${String(seed.month).padStart(2, '0')} in the background…`);
  log(`Demo schedules: ${await generateDemoMonths(url, seed)}.`);
}
