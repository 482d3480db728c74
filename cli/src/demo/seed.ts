import { systemClock } from '@rostra/platform/clock/clock';
import { ApiClient } from '../api-client.ts';
import { DEMO_ADMIN, DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_SUPER_ADMIN } from './accounts.ts';
import { demoPeople, seeded } from './people.ts';
import { runDemoWeek } from './week.ts';

const EMPLOYEES = 40;
const PENDING = 4;

/**
 * Two homes of one provider: Rose House runs round the clock, Oak House (a day centre) in the day.
 * Some staff work at one, some float across both (docs/api/locations.md).
 */
const LOCATIONS = { rose: 'Rose House', oak: 'Oak House' } as const;
type Home = keyof typeof LOCATIONS;
/** Where the joined employee of each index works: every sixth at Oak House, every sixth floats, the rest at Rose House. */
const homesOf = (index: number): Home[] => (index % 6 === 1 ? ['oak'] : index % 6 === 4 ? ['rose', 'oak'] : ['rose']);

/** The skill Night asks one of, and who holds it: none of them kept off nights (index % 5 === 0), all able to work at Rose House. */
const NURSE = 'Registered nurse';
const NURSES = [2, 3, 8, 9, 16, 22, 27, 33];
/** This nurse's registration lapses two weeks from the seeding: it shows among the expiring, and the solver stops counting her then. */
const LAPSING_NURSE = 9;

/**
 * Shift types with weekday requirements (0 = Sunday) and, on Late, a holiday one: a care home's day,
 * each at its home; `nurse` is the id of the skill Night asks one of.
 */
const shiftTypes = (nurse: string): { name: string; home: Home; start_time: string; duration_hours: number; requirements: object[] }[] => [
  {
    name: 'Early',
    home: 'rose',
    start_time: '06:00',
    duration_hours: 8,
    requirements: [
      { day_of_week: null, employees_needed: 4 },
      { day_of_week: 0, employees_needed: 3 },
      { day_of_week: 6, employees_needed: 3 },
    ],
  },
  {
    name: 'Day',
    home: 'oak',
    start_time: '09:00',
    duration_hours: 8,
    requirements: [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, employees_needed: 3 })),
  },
  // On a bank holiday Day does not run (it needs nobody on Sundays), Late runs one short.
  {
    name: 'Late',
    home: 'rose',
    start_time: '14:00',
    duration_hours: 8,
    requirements: [
      { day_of_week: null, employees_needed: 3 },
      { day_of_week: 'holiday', employees_needed: 2 },
    ],
  },
  // Of the two on a night, at least one is a registered nurse.
  {
    name: 'Night',
    home: 'rose',
    start_time: '22:00',
    duration_hours: 8,
    requirements: [{ day_of_week: null, employees_needed: 2, skills: [{ skill_id: nurse, min_count: 1 }] }],
  },
  {
    name: 'Weekend Support',
    home: 'oak',
    start_time: '10:00',
    duration_hours: 6,
    requirements: [0, 6].map((day) => ({ day_of_week: day, employees_needed: 2 })),
  },
];

function must<T extends { status: number; body: unknown }>(what: string, response: T, ...ok: number[]): T {
  if (!(ok.length ? ok : [200, 201]).includes(response.status))
    throw new Error(`demo seed: ${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export interface SeedResult {
  organizationId: string;
  employees: number;
  year: number;
  month: number;
}

/** A demo member: the invitation's member id, and the employee's own client once they have joined (null while pending). */
interface DemoMember {
  memberId: string;
  client: ApiClient | null;
}

/** The admin acting on the demo organization `org`. */
interface Seeding {
  admin: ApiClient;
  org: string;
}

/** The super admin issues a creation token, the admin creates the organization with it and sets it up as an English care home. */
async function createDemoOrganization(root: ApiClient, admin: ApiClient): Promise<string> {
  const token = must(
    'creation token',
    await root.post('/admin/organization-tokens', { notes: 'Demo organization', intended_organization_name: DEMO_ORGANIZATION }),
  );
  const organization = must(
    'organization',
    await admin.post('/organizations', {
      creation_token: token.body.token,
      name: DEMO_ORGANIZATION,
      description: 'A demo care provider: 40 staff on five shift types across two homes.',
      max_employees: 100,
    }),
  );
  const org = String(organization.body.id);
  // An English care home: England's bank holidays.
  must('settings', await admin.put(`/organizations/${org}/settings`, { name_display_format: 'first_last', holiday_region: 'GB-ENG' }));
  return org;
}

/** Invites every employee; all but the last PENDING register from their invitation. */
async function inviteStaff(root: ApiClient, { admin, org }: Seeding): Promise<DemoMember[]> {
  const people = demoPeople(EMPLOYEES);
  const members: DemoMember[] = [];
  for (const [index, person] of people.entries()) {
    const invitation = must(
      `invite ${person.email}`,
      await admin.post(`/organizations/${org}/invitations`, { ...person, is_employee: true, expires_in_days: 30 }),
    );
    if (index >= EMPLOYEES - PENDING) {
      members.push({ memberId: invitation.body.id, client: null });
      continue;
    }
    const client = root.fresh();
    const joined = must(
      `register ${person.email}`,
      await client.post('/auth/register-with-invitation', {
        email: person.email,
        password: DEMO_PASSWORD,
        name: `${person.first_name} ${person.last_name}`,
        invitation_token: invitation.body.token,
      }),
    );
    client.token = joined.body.access_token;
    members.push({ memberId: invitation.body.id, client });
  }
  return members;
}

/** The two homes and who works at which, and the nurses' qualification (one lapsing two weeks from `now`): the homes' ids and the skill's. */
async function placeStaff(
  { admin, org }: Seeding,
  members: DemoMember[],
  now: Date,
): Promise<{ homes: Record<Home, string>; nurse: string }> {
  const homes = {} as Record<Home, string>;
  for (const [home, name] of Object.entries(LOCATIONS) as [Home, string][])
    homes[home] = String(must(`location ${name}`, await admin.post(`/organizations/${org}/locations`, { name })).body.id);
  for (const [index, { memberId, client }] of members.entries()) {
    if (!client) continue;
    const location_ids = homesOf(index).map((home) => homes[home]);
    must(`locations ${memberId}`, await admin.put(`/organizations/${org}/members/${memberId}/locations`, { location_ids }));
  }
  const nurse = String(must('skill', await admin.post(`/organizations/${org}/skills`, { name: NURSE })).body.id);
  for (const index of NURSES) {
    const valid_until = index === LAPSING_NURSE ? iso(addDays(now, 14)) : null;
    must(
      `qualification ${index}`,
      await admin.put(`/organizations/${org}/members/${members[index]!.memberId}/skills`, { skills: [{ skill_id: nurse, valid_until }] }),
    );
  }
  return { homes, nurse };
}

/** The shift types, each at its home: their ids in the order of shiftTypes (Early, Day, Late, Night, Weekend Support). */
async function createShiftTypes({ admin, org }: Seeding, homes: Record<Home, string>, nurse: string): Promise<string[]> {
  const shiftTypeIds: string[] = [];
  for (const { home, ...shiftType } of shiftTypes(nurse)) {
    const created = must(
      `shift type ${shiftType.name}`,
      await admin.post(`/organizations/${org}/shift-types`, {
        ...shiftType,
        location_id: homes[home],
        is_active: true,
        position_labels: {},
      }),
    );
    shiftTypeIds.push(String(created.body.id));
  }
  return shiftTypeIds;
}

/** The admin's preferences for everyone, then each joined employee's own (drawn from `random`). */
async function setPreferences({ admin, org }: Seeding, members: DemoMember[], shiftTypeIds: string[], random: () => number): Promise<void> {
  const [early, day, late, night, weekend] = shiftTypeIds as [string, string, string, string, string];
  for (const [index, { memberId, client }] of members.entries()) {
    const admin_set = {
      shift_preferences: { [early]: 2, [day]: 2, [late]: 2, [night]: index % 5 === 0 ? 0 : 1, [weekend]: 1 },
      max_consecutive_days: 5,
      min_consecutive_days_off: 2,
    };
    must(`admin preferences ${memberId}`, await admin.post(`/organizations/${org}/admin/employees/${memberId}/preferences`, admin_set));
    if (!client) continue;
    const wants = shiftTypeIds[Math.floor(random() * 4)]!;
    const own: Record<string, unknown> = {
      shift_preferences: { [wants]: 3 + Math.floor(random() * 4) },
      reason: 'Works best for my family',
    };
    if (index % 5 === 0) own.disallowed_shift_types = [night];
    if (index % 7 === 3) own.available_weekdays = { 0: false, 6: false };
    must(`own preferences ${memberId}`, await client.post(`/organizations/${org}/my-preferences`, own));
  }
}

/** Vacation requests from two days after `now` in every state: pending, approved, rejected and cancelled. */
async function addVacations({ admin, org }: Seeding, members: DemoMember[], now: Date): Promise<void> {
  const start = addDays(now, 2);
  const vacation = async (member: number, offset: number, length: number) =>
    must(
      'vacation',
      await members[member]!.client!.post(`/organizations/${org}/my-vacation-requests`, {
        start_date: iso(addDays(start, offset)),
        end_date: iso(addDays(start, offset + length)),
        request_notes: 'Family visit',
      }),
    ).body;
  for (const member of [1, 2, 3]) await vacation(member, member * 2, 3);
  for (const member of [4, 5, 6]) {
    const request = await vacation(member, member, 4);
    must(
      'approve',
      await admin.put(`/organizations/${org}/vacation-requests/${request.id}/review`, { status: 'approved', review_notes: 'Enjoy!' }),
    );
  }
  for (const member of [7, 8]) {
    const request = await vacation(member, 1, 6);
    must(
      'reject',
      await admin.put(`/organizations/${org}/vacation-requests/${request.id}/review`, {
        status: 'rejected',
        review_notes: 'Short-staffed that week',
      }),
    );
  }
  const cancelled = await vacation(9, 3, 2);
  must('cancel', await members[9]!.client!.put(`/organizations/${org}/my-vacation-requests/${cancelled.id}/cancel`));
}

/** One prefer-together rule of two and one avoid-together rule of three. */
async function addCollaborations({ admin, org }: Seeding, members: DemoMember[]): Promise<void> {
  must(
    'together rule',
    await admin.post(`/organizations/${org}/employee-collaborations`, {
      collaboration_type: 'prefer_together',
      employee_ids: [members[10]!.memberId, members[11]!.memberId],
    }),
  );
  must(
    'apart rule',
    await admin.post(`/organizations/${org}/employee-collaborations`, {
      collaboration_type: 'avoid_together',
      employee_ids: [members[12]!.memberId, members[13]!.memberId, members[14]!.memberId],
    }),
  );
}

/**
 * Seeds the demo organization through the real API, as people would: a super admin issues a
 * creation token, the admin creates the organization and invites everyone, employees register
 * from their invitations, then the two homes and who works at which, the nurses' qualification,
 * shift types, preferences, vacation requests in every state and collaboration rules. The schedules are generated last (see generateDemoMonths).
 */
export async function seedDemo(baseUrl: string, now = systemClock.now(), log: (line: string) => void = () => {}): Promise<SeedResult> {
  const random = seeded(2026);
  const root = new ApiClient(baseUrl);
  await root.signUp(DEMO_SUPER_ADMIN, DEMO_PASSWORD, 'Sam Super');
  const admin = root.fresh();
  await admin.signUp(DEMO_ADMIN, DEMO_PASSWORD, 'Alex Admin');
  const seeding = { admin, org: await createDemoOrganization(root, admin) };

  log(`inviting ${EMPLOYEES} employees…`);
  const members = await inviteStaff(root, seeding);

  log('adding the homes and the nurses…');
  const { homes, nurse } = await placeStaff(seeding, members, now);
  const shiftTypeIds = await createShiftTypes(seeding, homes, nurse);

  log('setting preferences…');
  await setPreferences(seeding, members, shiftTypeIds, random);

  log('adding vacation requests…');
  await addVacations(seeding, members, now);
  await addCollaborations(seeding, members);
  return { organizationId: seeding.org, employees: EMPLOYEES, year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/** The notes of the vacation the demo approves after generating next month, so the draft has a change to review. */
export const LATE_VACATION_NOTES = 'Family wedding (approved after next month was generated)';

interface CalendarAnswer {
  days: { date: string; shifts: { status: string; required_count: number; assigned_employees: { id: string }[] }[] }[];
}

const nextMonth = ({ year, month }: { year: number; month: number }) =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

/**
 * The month's life as the demo shows it, through the API as the admin would: this month generated
 * and published (its e-mails go out, and employees see their shifts), next month generated as a
 * draft, then a vacation approved that takes someone off one of its fully staffed shifts, so the
 * draft has a change to review (its impact, and a repair worth proposing). The choice of whom
 * follows the schedule alone: the first such shift from the 10th on, its first person.
 */
export async function generateDemoMonths(baseUrl: string, seed: SeedResult): Promise<string> {
  const admin = new ApiClient(baseUrl);
  await admin.signIn(DEMO_ADMIN, DEMO_PASSWORD);
  const org = seed.organizationId;
  const generate = async (month: { year: number; month: number }) =>
    must('generate', await admin.post('/schedule', { organization_id: org, ...month })).body as {
      success: boolean;
      status: string;
      error: string;
    };

  const current = await generate(seed);
  if (!current.success) return `not generated: ${current.error}`;
  const published = must('publish', await admin.post(`/organizations/${org}/schedules/${seed.year}/${seed.month}/publish`)).body;
  const today = systemClock.now().toISOString().slice(0, 10);
  const week = await runDemoWeek(baseUrl, admin, org, { ...seed, today });
  const summary = `this month generated (${current.status}) and published (${published.notified} employees notified), ${week}`;

  const next = nextMonth(seed);
  const draft = await generate(next);
  if (!draft.success) return `${summary}; next month not generated: ${draft.error}`;
  const calendar = must('calendar', await admin.get(`/organizations/${org}/schedules/calendar?year=${next.year}&month=${next.month}`))
    .body as CalendarAnswer;
  const day = calendar.days.find(
    (candidate) =>
      Number(candidate.date.slice(8)) >= 10 &&
      candidate.shifts.some((shift) => shift.status === 'fully-staffed' && shift.assigned_employees.length === shift.required_count),
  );
  const shift = day?.shifts.find(
    (candidate) => candidate.status === 'fully-staffed' && candidate.assigned_employees.length === candidate.required_count,
  );
  const member = shift?.assigned_employees[0];
  if (!day || !member) return `${summary}; next month generated as a draft`;
  const vacation = must(
    'late vacation',
    await admin.post(`/organizations/${org}/employees/${member.id}/vacation-requests`, {
      start_date: day.date,
      end_date: day.date,
      request_notes: LATE_VACATION_NOTES,
    }),
  ).body;
  must(
    'approve late vacation',
    await admin.put(`/organizations/${org}/vacation-requests/${vacation.id}/review`, {
      status: 'approved',
      review_notes: 'Covered by a repair',
    }),
  );
  return `${summary}; next month generated as a draft, with a vacation on ${day.date} approved since: review its impact and propose a repair`;
}
