/** Business constants and limits (docs/product/limits.md); the web and every service read them from here. */
export const LIMITS = {
  apiTimeoutMs: 75_000,
  tokenRefreshIntervalMs: 30_000,
  tokenRenewWhenRemainingMs: 90_000,
  email: { min: 5, max: 254 },
  password: { min: 8, max: 128 },
  profileName: { max: 255 },
  namePart: { max: 255 },
  organizationName: { min: 2, max: 100 },
  organizationDescription: { max: 500 },
  organizationAddress: { max: 255 },
  maxEmployees: { min: 1, max: 10_000 },
  twoFactorCodeLength: 6,
  invitationTokenMinLength: 16,
  invitationExpiryDays: { min: 1, max: 365 },
  creationTokenExpiryDays: { min: 1, max: 90, default: 14 },
  creationTokenShownChars: 16,
  collaborationMinEmployees: 2,
  shiftDurationHours: { min: 0.5, max: 24, step: 0.5, default: 8 },
  employeesNeeded: { min: 0, max: 50, default: 1 },
  position: { min: 1, max: 50 },
  positionLabel: { max: 50 },
  shiftName: { max: 100 },
  locationName: { max: 100 },
  skillName: { max: 100 },
  monthlyPreference: { min: 0, max: 31 },
  minConsecutiveDays: { min: 1, max: 7, default: 1 },
  maxConsecutiveDays: { min: 1, max: 14, default: 7 },
  minConsecutiveDaysOff: { min: 1, max: 7, default: 1 },
  maxWeeklyHours: { min: 0, max: 168 },
  messageTimeoutMs: { long: 5_000, short: 3_000 },
  reportsCacheMs: 5 * 60_000,
  /** JSON request bodies: no request needs more than a few levels, and a caller without a session sends only a sign-in form. */
  requestBody: { maxDepth: 16, anonymousBytes: 16 * 1024, signedInBytes: 1024 * 1024 },
} as const;

export const NAME_DISPLAY_FORMATS = ['last', 'last_first', 'first_last'] as const;
export type NameDisplayFormat = (typeof NAME_DISPLAY_FORMATS)[number];
