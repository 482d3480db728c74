import { beforeEach } from 'vitest';
import { TestClock } from './clock.ts';
import type { SignedIn } from './organization.ts';
import { organizationWorld } from './organization-world.ts';

export interface SkillWorld {
  world: ReturnType<typeof organizationWorld>;
  /** The server's clock: it stands still, so "today" and expiry windows are the same for the whole file. */
  clock: TestClock;
  /** The founder, an admin; `org` is her organization's id. */
  ada: SignedIn;
  org: string;
  path(suffix?: string): string;
  /** The server's today, and the date `days` after it (UTC, the organization's zone). */
  today(): string;
  daysFromToday(days: number): string;
}

/**
 * For the HTTP specs of skills and qualifications (commands and reads): Ada's Ward 4, made anew for
 * each test, on a clock that stands still. Call at the top of a test file.
 */
export function skillWorld(): SkillWorld {
  const clock = new TestClock();
  const world = organizationWorld({ clock });
  const t: SkillWorld = {
    world,
    clock,
    ada: undefined as unknown as SignedIn,
    org: '',
    path: (suffix = '') => `/organizations/${t.org}/skills${suffix}`,
    today: () => clock.at.toISOString().slice(0, 10),
    daysFromToday: (days) => new Date(clock.at.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  };
  beforeEach(async () => {
    t.ada = await world.user('ada', 'Ada');
    t.org = String(await world.organizationOf(t.ada, 'Ward 4'));
  });
  return t;
}
