// Events of the user streams (`user-{id}`). Secrets are stored only as hashes.

export interface UserRegistered {
  type: 'UserRegistered';
  data: { userId: string; email: string; name: string | null; passwordHash: string };
}
/** The e-mail turned out to be taken by a concurrent registration: this user never came to be. */
export interface UserRegistrationAbandoned {
  type: 'UserRegistrationAbandoned';
  data: { userId: string };
}
export interface UserNameChanged {
  type: 'UserNameChanged';
  data: { userId: string; name: string | null };
}
export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { userId: string; passwordHash: string };
}
export interface SessionStarted {
  type: 'SessionStarted';
  data: { userId: string; sessionId: string; refreshTokenHash: string; expiresAt: string; userAgent: string | null };
}
export interface SessionRefreshed {
  type: 'SessionRefreshed';
  data: { userId: string; sessionId: string; refreshTokenHash: string; expiresAt: string };
}
export interface SessionRevoked {
  type: 'SessionRevoked';
  data: { userId: string; sessionId: string; reason: 'signed_out' | 'refresh_token_reuse' };
}
export interface SignedOutEverywhere {
  type: 'SignedOutEverywhere';
  data: { userId: string };
}

export type UserEvent =
  | UserRegistered
  | UserRegistrationAbandoned
  | UserNameChanged
  | PasswordChanged
  | SessionStarted
  | SessionRefreshed
  | SessionRevoked
  | SignedOutEverywhere;

/** `user-email-{sha256(email)}`: who holds an address. Appended with no_stream, so only once. */
export interface EmailClaimed {
  type: 'EmailClaimed';
  data: { email: string; userId: string };
}
export type EmailEvent = EmailClaimed;

export const ACCOUNT_EVENT_VERSIONS = {
  UserRegistered: 1,
  UserRegistrationAbandoned: 1,
  UserNameChanged: 1,
  PasswordChanged: 1,
  SessionStarted: 1,
  SessionRefreshed: 1,
  SessionRevoked: 1,
  SignedOutEverywhere: 1,
  EmailClaimed: 1,
} as const satisfies Record<(UserEvent | EmailEvent)['type'], number>;
