/**
 * Every query key of the app, one factory per resource. Features share the cache only through
 * these: a mutation invalidates `xKeys.all(...)` and every query of that resource under it reloads
 * (keys are prefixes: `calendarKeys.month(...)` starts with `calendarKeys.all(...)`).
 */
type Org = string;

export const sessionKeys = {
  all: ['session'] as const,
  superAdmin: ['session', 'super-admin'] as const,
};

export const organizationsKeys = {
  all: ['organizations'] as const,
  detail: (id: Org) => ['organizations', id] as const,
};

/** The member list; the audit filter, groups, vacation admin and complexity estimate read it too. */
export const membersKeys = {
  all: (org: Org) => ['members', org] as const,
  name: (org: Org, memberKey: string) => ['members', org, 'name', memberKey] as const,
};

export const profileKeys = { all: ['profile'] as const };

export const accountSessionsKeys = { all: ['account-sessions'] as const };

export const creationTokensKeys = {
  all: ['creation-tokens'] as const,
  list: (status: string) => ['creation-tokens', status] as const,
};

export const invitationsKeys = { preview: (token: string) => ['invitations', 'preview', token] as const };

export const projectionsKeys = { all: ['admin-projections'] as const };

export const shiftTypesKeys = { all: (org: Org) => ['shift-types', org] as const };

/** The organization's locations: the calendar and analytics pickers read them. */
export const locationsKeys = { all: (org: Org) => ['locations', org] as const };

/** The organization's skills; a member's own qualifications; those expiring within a window (admins). */
export const skillsKeys = {
  all: (org: Org) => ['skills', org] as const,
  member: (org: Org, memberKey: string) => ['skills', org, 'member', memberKey] as const,
  expiring: (org: Org, days: number) => ['skills', org, 'expiring', days] as const,
};

/** The solver's time limit: a setting of the server, the same for every month. */
export const solverSettingsKeys = { all: (org: Org) => ['solver-settings', org] as const };

export const employmentConfigKeys = { all: (org: Org) => ['employment-config', org] as const };

export const myPreferencesKeys = { all: (org: Org) => ['my-preferences', org] as const };

export const employeePreferencesKeys = { all: (org: Org) => ['employee-preferences', org] as const };

export const collaborationsKeys = { all: (org: Org) => ['collaborations', org] as const };

export const myScheduleKeys = {
  all: (org: Org) => ['my-schedule', org] as const,
  month: (org: Org, year: number, month: number) => ['my-schedule', org, year, month] as const,
};

export const myCalendarFeedKeys = { all: (org: Org) => ['my-calendar-feed', org] as const };

/** The organization's holidays by year (its region's and its own). */
export const holidaysKeys = {
  all: (org: Org) => ['holidays', org] as const,
  year: (org: Org, year: number) => ['holidays', org, year] as const,
};

/** The organization's calendar and what is derived from it (quality, candidates, vacation impact; analytics below). */
export const calendarKeys = {
  all: (org: Org) => ['calendar', org] as const,
  /** With a location: only its shifts (`?location_id=`). */
  month: (org: Org, year: number, month: number, locationId?: string) =>
    locationId === undefined
      ? (['calendar', org, 'organization', year, month] as const)
      : (['calendar', org, 'organization', year, month, locationId] as const),
  quality: (org: Org, year: number, month: number) => ['calendar', org, 'quality', year, month] as const,
  candidates: (org: Org, year: number, month: number, date: string, shiftTypeId: string) =>
    ['calendar', org, 'candidates', year, month, date, shiftTypeId] as const,
  vacationImpact: (org: Org, requestId: string) => ['calendar', org, 'vacation-impact', requestId] as const,
};

export const vacationRequestsKeys = {
  all: (org: Org) => ['vacation-requests', org] as const,
  list: (org: Org, start: string, end: string) => ['vacation-requests', org, start, end] as const,
};

export const myVacationRequestsKeys = {
  all: (org: Org) => ['my-vacation-requests', org] as const,
  list: (org: Org, start: string) => ['my-vacation-requests', org, start] as const,
};

/**
 * Analytics count the months' assignments, so they sit under the calendar: whatever reloads the
 * calendar (a generation, a hand edit, an applied repair, a publication) reloads them.
 */
export const analyticsKeys = {
  all: (org: Org) => ['calendar', org, 'analytics'] as const,
  range: (org: Org, start: string, end: string, locationId?: string) =>
    locationId === undefined
      ? (['calendar', org, 'analytics', start, end] as const)
      : (['calendar', org, 'analytics', start, end, locationId] as const),
  fairness: (org: Org, year: number, month: number, locationId?: string) =>
    locationId === undefined
      ? (['calendar', org, 'analytics', 'fairness', year, month] as const)
      : (['calendar', org, 'analytics', 'fairness', year, month, locationId] as const),
};

export const auditKeys = {
  all: (org: Org) => ['audit', org] as const,
  list: (org: Org, filters: object, limit: number) => ['audit', org, filters, limit] as const,
  roles: (org: Org, memberId: string, asOf: string) => ['audit', org, 'roles', memberId, asOf] as const,
  vacation: (org: Org, requestId: string, asOf: string) => ['audit', org, 'vacation', requestId, asOf] as const,
};

/** Trades of the published months; applying one changes the calendars, which the mutations reload beside these. */
export const tradesKeys = {
  all: (org: Org) => ['trades', org] as const,
  list: (org: Org, status: string) => ['trades', org, status] as const,
};

export const openShiftsKeys = {
  all: (org: Org) => ['open-shifts', org] as const,
  list: (org: Org, status: string) => ['open-shifts', org, status] as const,
};

/** The signed-in user's notifications, across organizations (the header's bell). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  settings: ['notifications', 'settings'] as const,
};
