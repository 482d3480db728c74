import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client.ts';
import { addMember, createOrganization, signedUp, type SignedIn } from '../testing/organization.ts';
import { apiRoutes } from '../testing/routes.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Every endpoint × every kind of caller → what they get. "ok" means authorization let the call
 * through (any status but 401, 403 and 404); a number is the exact status of a refusal. Rows are
 * data: a new endpoint joins by adding a row, and the completeness check below fails until it does.
 */
type Caller = 'anonymous' | 'outsider' | 'employee' | 'admin' | 'otherAdmin' | 'superAdmin';
type Outcome = 'ok' | 401 | 403 | 404;
const CALLERS: Caller[] = ['anonymous', 'outsider', 'employee', 'otherAdmin', 'superAdmin', 'admin'];

interface World {
  org: string;
  otherOrg: string;
  employee: SignedIn & { memberId: string };
  admin: SignedIn;
  invitationId: string;
  invitationToken: string;
  tokenId: string;
  shiftTypeId: string;
  locationId: string;
  skillId: string;
  collaborationId: string;
  vacationRequestId: string;
  holidayId: string;
}

interface Row {
  route: string;
  /** The path called; by default the route's, with each parameter named from the world (PARAMETERS). */
  path?: (w: World) => string;
  body?: (w: World) => unknown;
  expect: Partial<Record<Caller, Outcome>> & { default: Outcome };
}

/** What a route's parameters name in the world, unless the row gives its path. */
const PARAMETERS: Record<string, (w: World) => string> = {
  id: (w) => w.org,
  userId: (w) => w.employee.id,
  employeeId: (w) => w.employee.memberId,
  requestId: (w) => w.vacationRequestId,
  shiftTypeId: (w) => w.shiftTypeId,
  locationId: (w) => w.locationId,
  skillId: (w) => w.skillId,
  collabId: (w) => w.collaborationId,
  invitationId: (w) => w.invitationId,
  tokenId: (w) => w.tokenId,
  token: (w) => w.invitationToken,
  holidayId: (w) => w.holidayId,
};

function pathOf(row: Row, w: World): string {
  if (row.path) return row.path(w);
  return row.route.split(' ')[1]!.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMETERS[name];
    if (!value) throw new Error(`${row.route}: give the row a path, :${name} names nothing in the world`);
    return value(w);
  });
}

// Shorthands for the common shapes of access.
const signedIn = { anonymous: 401, default: 'ok' } as const;
const members = { anonymous: 401, outsider: 403, otherAdmin: 403, superAdmin: 403, default: 'ok' } as const;
const admins = { ...members, employee: 403 } as const;
/** Members pass authorization and find no such trade (or open shift). */
const noTrade = { ...members, employee: 404, admin: 404 } as const;
const superAdmins = { anonymous: 401, superAdmin: 'ok', default: 403 } as const;
const anyone = { default: 'ok' } as const;

const rows: Row[] = [
  { route: 'GET /health', expect: anyone },
  { route: 'GET /health/lag', expect: anyone },
  { route: 'POST /auth/register', body: () => ({}), expect: anyone },
  { route: 'POST /auth/login', body: () => ({}), expect: anyone },
  { route: 'POST /auth/refresh', body: () => ({ refresh_token: 'x' }), expect: { default: 401 } },
  // An invalid scope: authorization is what is checked here, and a real sign-out would end the callers' sessions.
  { route: 'POST /auth/logout', body: () => ({ scope: 'none' }), expect: signedIn },
  { route: 'GET /auth/session', expect: signedIn },
  // Account security: bodies that pass authorization but not validation, so no caller changes its password or 2FA.
  { route: 'POST /auth/password-recovery', body: () => ({}), expect: anyone },
  { route: 'POST /auth/password-reset', body: () => ({}), expect: anyone },
  { route: 'POST /auth/login/2fa', body: () => ({}), expect: anyone },
  { route: 'POST /auth/login/link', body: () => ({}), expect: anyone },
  { route: 'POST /auth/2fa/setup', expect: signedIn },
  { route: 'POST /auth/2fa/enable', body: () => ({}), expect: signedIn },
  { route: 'POST /auth/2fa/disable', body: () => ({}), expect: signedIn },
  { route: 'POST /auth/password', body: () => ({}), expect: signedIn },
  // Without a password or reason: authorization is what is checked here, and a real erasure would end the callers' accounts.
  { route: 'DELETE /me', body: () => ({}), expect: signedIn },
  { route: 'POST /admin/users/:userId/erase', body: () => ({}), expect: superAdmins },
  { route: 'GET /auth/sessions', expect: signedIn },
  // Only one's own sessions can be signed out: any other id is unknown (404), whoever asks.
  {
    route: 'DELETE /auth/sessions/:sessionId',
    path: () => '/auth/sessions/00000000-0000-0000-0000-000000000000',
    expect: { anonymous: 401, default: 404 },
  },
  // Ends the other sessions only: each caller keeps the one it calls with.
  { route: 'POST /auth/sessions/revoke-all', expect: signedIn },
  // Only the caller's own data, whoever asks.
  { route: 'GET /me/export', expect: signedIn },
  { route: 'POST /auth/register-with-invitation', body: () => ({}), expect: anyone },
  { route: 'POST /auth/claim-invitation', body: () => ({}), expect: signedIn },
  { route: 'GET /profile', expect: signedIn },
  { route: 'PUT /profile', body: () => ({ name: 'Same Name' }), expect: signedIn },
  { route: 'GET /me/notifications', expect: signedIn },
  // No ids: nothing is appended whoever calls.
  { route: 'POST /me/notifications/read', body: () => ({ ids: [] }), expect: signedIn },
  { route: 'GET /me/notification-settings', expect: signedIn },
  { route: 'PUT /me/notification-settings', body: () => ({ email: {} }), expect: signedIn },
  { route: 'GET /admin/check-status', expect: signedIn },
  { route: 'GET /admin/organization-tokens', expect: superAdmins },
  { route: 'POST /admin/organization-tokens', body: () => ({ notes: 'matrix' }), expect: superAdmins },
  { route: 'DELETE /admin/organization-tokens/:tokenId', expect: superAdmins },
  { route: 'GET /invitations/:token', expect: anyone },
  // Only the invitee may accept: none of the callers is the invited address.
  { route: 'PUT /invitations/:token/accept', expect: { anonymous: 401, default: 403 } },
  { route: 'GET /users/:userId/roles', expect: { anonymous: 401, employee: 'ok', default: 403 } },
  {
    route: 'POST /roles',
    body: (w) => ({ organization_id: w.org, user_id: w.employee.id, is_admin: false, is_employee: true }),
    expect: admins,
  },
  { route: 'POST /organizations', body: () => ({}), expect: signedIn },
  { route: 'GET /organizations', expect: signedIn },
  { route: 'GET /organizations/:id', expect: members },
  { route: 'PUT /organizations/:id', body: () => ({ description: 'Matrix' }), expect: admins },
  { route: 'PUT /organizations/:id/settings', body: () => ({ name_display_format: 'last' }), expect: admins },
  { route: 'GET /organizations/:id/holidays', path: (w) => `/organizations/${w.org}/holidays?year=2026`, expect: members },
  // An incomplete day: authorization passes, validation refuses, the world stays as it was.
  { route: 'POST /organizations/:id/holidays', body: () => ({}), expect: admins },
  { route: 'DELETE /organizations/:id/holidays/:holidayId', expect: admins },
  { route: 'GET /organizations/:id/users', expect: members },
  { route: 'GET /organizations/:id/employment-config', expect: members },
  { route: 'POST /organizations/:id/scheduling-config', body: () => ({ scheduling_period: 'month' }), expect: admins },
  { route: 'PUT /organizations/:id/scheduling-config', body: () => ({ scheduling_period: 'month' }), expect: admins },
  // The world's organization has a configuration: without one, the answer is 404 by design.
  { route: 'GET /organizations/:id/scheduling-config', expect: members },
  { route: 'GET /organizations/:id/members', expect: members },
  { route: 'GET /organizations/:id/invitations', expect: admins },
  { route: 'POST /organizations/:id/invitations', body: () => ({ email: 'matrix@example.com', is_employee: true }), expect: admins },
  { route: 'POST /organizations/:id/invitations/:invitationId/resend', expect: admins },
  { route: 'PUT /organizations/:id/invitations/:invitationId/roles', body: () => ({ is_admin: false, is_employee: true }), expect: admins },
  { route: 'DELETE /organizations/:id/invitations/:invitationId', expect: admins },
  {
    route: 'DELETE /organizations/:id/members/:memberId/invitation',
    path: (w) => `/organizations/${w.org}/members/${w.invitationId}/invitation`,
    expect: admins,
  },
  { route: 'PUT /organizations/:id/members/:userId/role', body: () => ({ is_admin: false, is_employee: true }), expect: admins },
  { route: 'GET /organizations/:id/members/:userId/name', expect: members },
  // The employee edits their own name (docs/product/roles-and-permissions.md); admins edit anyone's.
  {
    route: 'PUT /organizations/:id/members/:userId/name',
    body: () => ({ first_name: 'Em', last_name: 'Ployee' }),
    expect: { ...admins, employee: 'ok' },
  },
  { route: 'GET /organizations/:id/shift-types', expect: members },
  { route: 'POST /organizations/:id/shift-types', body: () => ({ name: 'Matrix', start_time: '07:00' }), expect: admins },
  { route: 'PUT /organizations/:id/shift-types/:shiftTypeId', body: () => ({ is_active: false }), expect: admins },
  { route: 'PUT /organizations/:id/shift-types/:shiftTypeId/requirements', body: () => ({ requirements: [] }), expect: admins },
  { route: 'DELETE /organizations/:id/shift-types/:shiftTypeId', expect: admins },
  { route: 'GET /organizations/:id/locations', expect: members },
  { route: 'POST /organizations/:id/locations', body: () => ({ name: 'Matrix' }), expect: admins },
  { route: 'PUT /organizations/:id/locations/:locationId', body: () => ({ name: 'Renamed' }), expect: admins },
  { route: 'DELETE /organizations/:id/locations/:locationId', expect: admins },
  {
    route: 'PUT /organizations/:id/members/:memberId/locations',
    path: (w) => `/organizations/${w.org}/members/${w.employee.memberId}/locations`,
    body: () => ({ location_ids: [] }),
    expect: admins,
  },
  { route: 'GET /organizations/:id/skills', expect: members },
  { route: 'GET /organizations/:id/skills/expiring', expect: admins },
  { route: 'POST /organizations/:id/skills', body: () => ({ name: 'Matrix' }), expect: admins },
  { route: 'PUT /organizations/:id/skills/:skillId', body: () => ({ name: 'Renamed' }), expect: admins },
  { route: 'DELETE /organizations/:id/skills/:skillId', expect: admins },
  // The employee reads their own qualifications; admins anyone's.
  {
    route: 'GET /organizations/:id/members/:memberId/skills',
    path: (w) => `/organizations/${w.org}/members/${w.employee.memberId}/skills`,
    expect: members,
  },
  {
    route: 'PUT /organizations/:id/members/:memberId/skills',
    path: (w) => `/organizations/${w.org}/members/${w.employee.memberId}/skills`,
    body: () => ({ skills: [] }),
    expect: admins,
  },
  { route: 'GET /organizations/:id/employee-collaborations', expect: admins },
  {
    route: 'POST /organizations/:id/employee-collaborations',
    body: () => ({ employee_ids: [], collaboration_type: 'prefer_together' }),
    expect: admins,
  },
  { route: 'DELETE /organizations/:id/employee-collaborations/:collabId', expect: admins },
  // Preferences and vacation: the employee's own (my-…), anyone's for admins.
  { route: 'GET /organizations/:id/my-preferences', expect: members },
  { route: 'POST /organizations/:id/my-preferences', body: () => ({ reason: 'Matrix' }), expect: members },
  { route: 'PUT /organizations/:id/my-preferences', body: () => ({ reason: 'Matrix 2' }), expect: members },
  { route: 'GET /organizations/:id/my-preferences/history', expect: members },
  { route: 'GET /organizations/:id/my-preferences-summary', expect: members },
  { route: 'PUT /organizations/:id/my-preferences/allow-admin-edits', body: () => ({ allow_admin_edits: true }), expect: members },
  {
    route: 'GET /organizations/:id/employees/preferences',
    path: (w) => `/organizations/${w.org}/employees/preferences?include_totals=true`,
    expect: admins,
  },
  { route: 'GET /organizations/:id/employees/:employeeId/preferences', expect: admins },
  { route: 'POST /organizations/:id/employees/:employeeId/preferences', body: () => ({ reason: 'By admin' }), expect: admins },
  { route: 'GET /organizations/:id/employees/:employeeId/preferences/history', expect: admins },
  { route: 'GET /organizations/:id/employees/:employeeId/preferences-summary', expect: admins },
  { route: 'POST /organizations/:id/admin/employees/:employeeId/preferences', body: () => ({ reason: 'Baseline' }), expect: admins },
  { route: 'POST /organizations/:id/admin/employees/preferences/batch', body: () => ({ updates: [] }), expect: admins },
  {
    route: 'PUT /organizations/:id/admin/employees/:employeeId/employee-requested-preferences',
    body: () => ({ reason: 'Requested' }),
    expect: admins,
  },
  { route: 'POST /organizations/:id/my-vacation-requests', body: () => ({}), expect: members },
  { route: 'GET /organizations/:id/my-vacation-requests', expect: members },
  // The admin is not the employee whose request this is: only its owner cancels it here.
  { route: 'PUT /organizations/:id/my-vacation-requests/:requestId/cancel', expect: { ...members, admin: 403 } },
  { route: 'GET /organizations/:id/vacation-requests', expect: admins },
  { route: 'PUT /organizations/:id/vacation-requests/:requestId/review', body: () => ({ status: 'approved' }), expect: admins },
  { route: 'PUT /organizations/:id/vacation-requests/:requestId/cancel', expect: admins },
  { route: 'POST /organizations/:id/employees/:employeeId/vacation-requests', body: () => ({}), expect: admins },
  // Schedules: calendars for members, anyone's for admins and one's own for the employee; progress and analytics for admins.
  {
    route: 'GET /organizations/:id/schedules/calendar',
    path: (w) => `/organizations/${w.org}/schedules/calendar?year=2031&month=1`,
    expect: members,
  },
  {
    route: 'GET /organizations/:id/employees/:employeeId/schedule/calendar',
    path: (w) => `/organizations/${w.org}/employees/${w.employee.memberId}/schedule/calendar?year=2031&month=1`,
    expect: { ...admins, employee: 'ok' },
  },
  {
    route: 'GET /organizations/:id/my-schedule/calendar',
    path: (w) => `/organizations/${w.org}/my-schedule/calendar?year=2031&month=1`,
    expect: members,
  },
  // Calendar feeds: each member their own (created, read, then revoked); the feed URL itself needs no sign-in, only its secret.
  { route: 'POST /organizations/:id/my-calendar-feed', expect: members },
  { route: 'GET /organizations/:id/my-calendar-feed', expect: members },
  { route: 'DELETE /organizations/:id/my-calendar-feed', expect: members },
  { route: 'GET /calendar-feeds/:token.ics', path: () => `/calendar-feeds/${'A'.repeat(43)}.ics`, expect: { default: 404 } },
  // An admin's CSV would not parse as JSON here: an invalid month answers 400 once authorized.
  {
    route: 'GET /organizations/:id/schedules/:year/:month/export.csv',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/export.csv`,
    expect: admins,
  },
  {
    route: 'GET /organizations/:id/schedules/:year/:month/quality',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/quality`,
    expect: admins,
  },
  // The month's life after generation (admins; an invalid month or body answers 400 once authorized).
  {
    route: 'POST /organizations/:id/schedules/:year/:month/publish',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/publish`,
    expect: admins,
  },
  {
    route: 'PUT /organizations/:id/schedules/:year/:month/assignments',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/assignments`,
    expect: admins,
  },
  {
    route: 'GET /organizations/:id/schedules/:year/:month/shift-days/:date/:shiftTypeId/candidates',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/shift-days/2031-01-01/x/candidates`,
    expect: admins,
  },
  {
    route: 'POST /organizations/:id/schedules/:year/:month/repair',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/repair`,
    expect: admins,
  },
  {
    route: 'POST /organizations/:id/schedules/:year/:month/repair/:proposalId/apply',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/repair/x/apply`,
    expect: admins,
  },
  {
    route: 'POST /organizations/:id/schedules/:year/:month/trades',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/trades`,
    expect: members,
  },
  { route: 'GET /organizations/:id/trades', expect: members },
  {
    route: 'POST /organizations/:id/schedules/:year/:month/open-shifts',
    path: (w) => `/organizations/${w.org}/schedules/2031/13/open-shifts`,
    expect: admins,
  },
  { route: 'GET /organizations/:id/open-shifts', expect: members },
  {
    route: 'POST /organizations/:id/open-shifts/:openShiftId/claim',
    path: (w) => `/organizations/${w.org}/open-shifts/2031-01.o1/claim`,
    expect: noTrade,
  },
  {
    route: 'PUT /organizations/:id/open-shifts/:openShiftId/assign',
    path: (w) => `/organizations/${w.org}/open-shifts/2031-01.o1/assign`,
    expect: admins,
  },
  {
    route: 'POST /organizations/:id/open-shifts/:openShiftId/cancel',
    path: (w) => `/organizations/${w.org}/open-shifts/2031-01.o1/cancel`,
    expect: { ...admins, admin: 404 },
  },
  {
    route: 'POST /organizations/:id/trades/:tradeId/accept',
    path: (w) => `/organizations/${w.org}/trades/2031-01.1/accept`,
    expect: noTrade,
  },
  {
    route: 'PUT /organizations/:id/trades/:tradeId/review',
    path: (w) => `/organizations/${w.org}/trades/2031-01.1/review`,
    expect: admins,
  },
  {
    route: 'POST /organizations/:id/trades/:tradeId/cancel',
    path: (w) => `/organizations/${w.org}/trades/2031-01.1/cancel`,
    expect: noTrade,
  },
  { route: 'GET /organizations/:id/vacation-requests/:requestId/impact', expect: admins },
  { route: 'POST /organizations/:id/absences', body: () => ({}), expect: admins },
  // Without the month: an admin gets 400 at once instead of a stream that waits for a generation.
  { route: 'GET /organizations/:id/schedules/progress', expect: admins },
  { route: 'GET /organizations/:id/schedules/solver-settings', expect: admins },
  { route: 'GET /organizations/:id/analytics', path: (w) => `/organizations/${w.org}/analytics?month=1&year=2031`, expect: admins },
  {
    route: 'GET /organizations/:id/analytics/fairness',
    path: (w) => `/organizations/${w.org}/analytics/fairness?month=1&year=2031`,
    expect: admins,
  },
  {
    route: 'GET /employees/:id/reports/monthly',
    path: (w) => `/employees/${w.employee.memberId}/reports/monthly?month=1&year=2031`,
    expect: { ...admins, employee: 'ok' },
  },
  // The audit trail: admins of the organization; super admins also through /admin (deleted organizations too).
  { route: 'GET /organizations/:id/audit', expect: admins },
  // An admin's CSV would not parse as JSON here: a bad filter answers 400 once authorized.
  { route: 'GET /organizations/:id/audit.csv', path: (w) => `/organizations/${w.org}/audit.csv?kind=nonsense`, expect: admins },
  {
    route: 'GET /organizations/:id/audit/members/:memberId/roles',
    path: (w) => `/organizations/${w.org}/audit/members/${w.employee.memberId}/roles`,
    expect: admins,
  },
  { route: 'GET /organizations/:id/audit/vacation-requests/:requestId', expect: admins },
  { route: 'GET /admin/organizations/:id/audit', expect: superAdmins },
  { route: 'GET /admin/projections', expect: superAdmins },
  { route: 'POST /admin/projections/:name/rebuild', path: () => '/admin/projections/audit/rebuild', expect: superAdmins },
  { route: 'DELETE /organizations/:id/users/:userId', expect: admins },
  { route: 'POST /schedule', body: (w) => ({ organization_id: w.org, year: 2031, month: 1 }), expect: admins },
  { route: 'DELETE /organizations/:id/schedules', path: (w) => `/organizations/${w.org}/schedules?year=2031&month=1`, expect: admins },
  { route: 'DELETE /organizations/:id', body: () => ({ confirm_deletion: true, organization_name: 'Ward 4' }), expect: admins },
];

/**
 * The rows whose calls change what they act on (the log grows): each runs in a world of its own.
 * The others share one world, which each of them checks it left as it found it.
 */
const CHANGING = new Set([
  'POST /auth/2fa/setup',
  'PUT /profile',
  'POST /admin/organization-tokens',
  'DELETE /admin/organization-tokens/:tokenId',
  'PUT /organizations/:id',
  'POST /organizations/:id/scheduling-config',
  'DELETE /organizations/:id/holidays/:holidayId',
  'POST /organizations/:id/invitations',
  'POST /organizations/:id/invitations/:invitationId/resend',
  'DELETE /organizations/:id/invitations/:invitationId',
  'PUT /organizations/:id/members/:userId/name',
  'POST /organizations/:id/shift-types',
  'PUT /organizations/:id/shift-types/:shiftTypeId',
  'DELETE /organizations/:id/shift-types/:shiftTypeId',
  'POST /organizations/:id/locations',
  'PUT /organizations/:id/locations/:locationId',
  'DELETE /organizations/:id/locations/:locationId',
  'POST /organizations/:id/skills',
  'PUT /organizations/:id/skills/:skillId',
  'DELETE /organizations/:id/skills/:skillId',
  'DELETE /organizations/:id/employee-collaborations/:collabId',
  'POST /organizations/:id/my-preferences',
  'PUT /organizations/:id/my-preferences',
  'POST /organizations/:id/employees/:employeeId/preferences',
  'POST /organizations/:id/admin/employees/:employeeId/preferences',
  'PUT /organizations/:id/admin/employees/:employeeId/employee-requested-preferences',
  'PUT /organizations/:id/my-vacation-requests/:requestId/cancel',
  'PUT /organizations/:id/vacation-requests/:requestId/review',
  'PUT /organizations/:id/vacation-requests/:requestId/cancel',
  'DELETE /organizations/:id/members/:memberId/invitation',
  'POST /organizations/:id/my-calendar-feed',
  'DELETE /organizations/:id/my-calendar-feed',
  'POST /admin/projections/:name/rebuild',
  'DELETE /organizations/:id/users/:userId',
  'POST /schedule',
  'DELETE /organizations/:id',
]);

let server: TestServer;
let root: ApiClient;
let worlds = 0;
let shared: { world: World; callers: Record<Caller, ApiClient> };

/** An organization with everything a row can name, another organization, and a caller of each kind. */
async function newWorld(): Promise<{ world: World; callers: Record<Caller, ApiClient> }> {
  const at = (name: string) => `${name}.w${++worlds}@example.com`;
  // Independent steps at once: the matrix makes a world for every row that changes one.
  const [admin, otherAdmin, outsider] = await Promise.all([
    signedUp(root, at('admin'), 'Admin'),
    signedUp(root, at('other'), 'Other'),
    signedUp(root, at('outsider')),
  ]);
  const [org, otherOrg, token] = await Promise.all([
    createOrganization(root, admin, { name: 'Ward 4' }),
    createOrganization(root, otherAdmin, { name: 'Ward 9' }),
    root.post('/admin/organization-tokens', {}),
  ]);
  const [employee, invitation, shiftType, location, holiday, , skill] = await Promise.all([
    addMember(admin, org, at('employee')),
    admin.post(`/organizations/${org}/invitations`, { email: at('pending'), is_employee: true }),
    admin.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '07:00' }),
    admin.post(`/organizations/${org}/locations`, { name: 'North' }),
    admin.post(`/organizations/${org}/holidays`, { date: '2026-12-24', name: 'Christmas Eve' }),
    admin.post(`/organizations/${org}/scheduling-config`, { scheduling_period: 'month' }),
    admin.post(`/organizations/${org}/skills`, { name: 'Registered nurse' }),
  ]);
  const [collaboration, vacation] = await Promise.all([
    admin.post(`/organizations/${org}/employee-collaborations`, {
      employee_ids: [employee.memberId, invitation.body.id],
      collaboration_type: 'avoid_together',
    }),
    employee.post(`/organizations/${org}/my-vacation-requests`, { start_date: '2099-01-04', end_date: '2099-01-05' }),
    ...[admin, employee].map((member) => member.post(`/organizations/${org}/my-calendar-feed`)),
  ]);
  const world = {
    org,
    otherOrg,
    employee,
    admin,
    invitationId: invitation.body.id,
    invitationToken: invitation.body.token,
    tokenId: token.body.id,
    shiftTypeId: shiftType.body.id,
    locationId: location.body.id,
    skillId: skill.body.id,
    collaborationId: collaboration.body.id,
    vacationRequestId: vacation.body.id,
    holidayId: holiday.body.id,
  };
  const callers = {
    anonymous: root.fresh(),
    outsider,
    employee,
    admin,
    otherAdmin,
    superAdmin: root,
  };
  return { world, callers };
}

beforeAll(async () => {
  server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
  root = new ApiClient(server.url);
  await root.signUp('root@example.com');
  shared = await newWorld();
});
afterAll(() => server.stop());

describe('the authorization matrix', () => {
  it('lists every endpoint of the API', () => {
    expect(rows.map((row) => row.route).sort()).toEqual(apiRoutes(server.running.app));
  });

  for (const row of rows) {
    it(`${row.route}: ${CALLERS.map((caller) => `${caller} ${row.expect[caller] ?? row.expect.default}`).join(', ')}`, async () => {
      const { world, callers } = CHANGING.has(row.route) ? await newWorld() : shared;
      const before = await server.running.stores.events.headPosition();
      for (const caller of CALLERS) {
        const expected = row.expect[caller] ?? row.expect.default;
        const [method] = row.route.split(' ');
        const response = await callers[caller].call(method!, pathOf(row, world), row.body?.(world) ?? (method === 'GET' ? undefined : {}));
        if (expected === 'ok') expect([401, 403, 404], `${caller}: ${JSON.stringify(response.body)}`).not.toContain(response.status);
        else expect(response.status, `${caller}: ${JSON.stringify(response.body)}`).toBe(expected);
      }
      if (!CHANGING.has(row.route)) expect(await server.running.stores.events.headPosition(), 'the shared world changed').toBe(before);
    });
  }

  it('never lets the admin of one organization read or change another', async () => {
    const { world, callers } = shared;
    const other = callers.otherAdmin;
    for (const path of [`/organizations/${world.otherOrg}`, `/organizations/${world.otherOrg}/members`]) {
      expect((await other.get(path)).status).toBe(200);
      expect((await callers.admin.get(path)).status).toBe(403);
    }
  });
});
