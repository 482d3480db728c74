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
  data: { userId: string; sessionId: string; reason: 'signed_out' | 'refresh_token_reuse' | 'password_changed' };
}
export interface SignedOutEverywhere {
  type: 'SignedOutEverywhere';
  data: { userId: string };
}

/** A reset link was mailed; only the token's hash is kept, and the link ends at `expiresAt`. */
export interface PasswordRecoveryRequested {
  type: 'PasswordRecoveryRequested';
  data: { userId: string; tokenHash: string; expiresAt: string };
}
/** The password was set from a reset link, which is spent (as is every other outstanding link). */
export interface PasswordResetCompleted {
  type: 'PasswordResetCompleted';
  data: { userId: string; tokenHash: string; passwordHash: string };
}
/**
 * Past a sign-in ceiling, the right password from an address the account has not signed in from
 * earned a one-time sign-in link, mailed to the account's address; only its hash is kept.
 */
export interface SignInLinkIssued {
  type: 'SignInLinkIssued';
  data: { userId: string; tokenHash: string; expiresAt: string };
}
/** The link was opened: it is spent, and signing in continues (with the second factor when it is on). */
export interface SignInLinkUsed {
  type: 'SignInLinkUsed';
  data: { userId: string; tokenHash: string };
}
/** A new two-factor secret awaits confirmation with a code; sealed with AES-256-GCM (TOTP_ENCRYPTION_KEY). */
export interface TwoFactorEnrolmentStarted {
  type: 'TwoFactorEnrolmentStarted';
  data: { userId: string; encryptedSecret: string };
}
/** The pending secret was confirmed at time step `step`; recovery codes are kept as SHA-256 hashes. */
export interface TwoFactorEnabled {
  type: 'TwoFactorEnabled';
  data: { userId: string; step: number; recoveryCodeHashes: string[] };
}
export interface TwoFactorDisabled {
  type: 'TwoFactorDisabled';
  data: { userId: string };
}
/** A code of this time step was used: it and every earlier one are refused from now on. */
export interface TwoFactorCodeUsed {
  type: 'TwoFactorCodeUsed';
  data: { userId: string; step: number };
}
export interface RecoveryCodeUsed {
  type: 'RecoveryCodeUsed';
  data: { userId: string; codeHash: string };
}
/**
 * The person was erased (docs/product/personal-data.md): their keys are deleted, so every personal
 * field of theirs reads as its replacement from now on. Who erased them is the actor; `reason` is
 * the super admin's note on the request received (null when the person closed their own account),
 * and must not repeat the erased data. Nothing follows it: the account is closed for good.
 */
export interface UserErased {
  type: 'UserErased';
  data: { userId: string; by: 'self' | 'super_admin'; reason: string | null; erasedAt: string };
}

export type UserEvent =
  | UserRegistered
  | UserRegistrationAbandoned
  | UserNameChanged
  | PasswordChanged
  | SessionStarted
  | SessionRefreshed
  | SessionRevoked
  | SignedOutEverywhere
  | PasswordRecoveryRequested
  | PasswordResetCompleted
  | SignInLinkIssued
  | SignInLinkUsed
  | TwoFactorEnrolmentStarted
  | TwoFactorEnabled
  | TwoFactorDisabled
  | TwoFactorCodeUsed
  | RecoveryCodeUsed
  | UserErased;

/** `user-email-{HMAC-SHA-256 of the address, keyed from PERSONAL_DATA_KEY}`: who holds an address. Appended with no_stream, so only once. */
export interface EmailClaimed {
  type: 'EmailClaimed';
  data: { email: string; userId: string };
}
/** The holder was erased: the address is free to sign up with again. */
export interface EmailReleased {
  type: 'EmailReleased';
  data: { userId: string };
}
export type EmailEvent = EmailClaimed | EmailReleased;

export const ACCOUNT_EVENT_VERSIONS = {
  UserRegistered: 1,
  UserRegistrationAbandoned: 1,
  UserNameChanged: 1,
  PasswordChanged: 1,
  SessionStarted: 1,
  SessionRefreshed: 1,
  SessionRevoked: 1,
  SignedOutEverywhere: 1,
  PasswordRecoveryRequested: 1,
  PasswordResetCompleted: 1,
  SignInLinkIssued: 1,
  SignInLinkUsed: 1,
  TwoFactorEnrolmentStarted: 1,
  TwoFactorEnabled: 1,
  TwoFactorDisabled: 1,
  TwoFactorCodeUsed: 1,
  RecoveryCodeUsed: 1,
  UserErased: 1,
  EmailClaimed: 1,
  EmailReleased: 1,
} as const satisfies Record<(UserEvent | EmailEvent)['type'], number>;
