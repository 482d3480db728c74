import { z } from 'zod';
import { email, loginPassword, password, profileName, requiredText, twoFactorCode } from '../shared/fields.ts';

// Requests and answers of the account endpoints (our own accounts: docs/architecture.md#accounts).

export const registerBody = z.object({
  email,
  password,
  name: profileName.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: loginPassword,
  /** The second step of a two-factor sign-in. */
  code: twoFactorCode.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({ refresh_token: z.string().min(1) });

export const logoutBody = z.object({ scope: z.enum(['global', 'local']).default('global') }).default({ scope: 'global' });

/** DELETE /me: closing one's own account and erasing one's personal data takes the password. */
export const deleteAccountBody = z.object({ password: loginPassword });

/** POST /admin/users/{userId}/erase: the request received elsewhere, in a few words that do not repeat the erased data. */
export const eraseUserBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const profileUpdateBody = z.object({ name: profileName });

export interface OrganizationRole {
  organization_id: string;
  organization_name: string;
  is_admin: boolean;
  is_employee: boolean;
}

/** The session user of docs/product/entities.md. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  app_metadata: { roles_by_organization: Record<string, OrganizationRole> };
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  user: SessionUser;
}

/** The user of docs/product/entities.md: username is the e-mail. */
export interface Profile {
  id: string;
  username: string;
  email: string;
  name: string | null;
  created_at: string;
  /** Whether sign-in asks for a second factor (account security). */
  two_factor_enabled?: boolean;
  /** Unused recovery codes left, while two-factor sign-in is on. */
  recovery_codes_left?: number;
}

// Account security: password recovery, two-factor sign-in, sessions (docs/api/account-security.md).

export const ACCOUNT_SECURITY_TEXT = {
  recoveryRequested: 'If an account exists for this email, we have sent a link to reset its password. The link is valid for 30 minutes.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  invalidCode: 'Invalid two-factor code',
  invalidRecoveryCode: 'Invalid recovery code',
  codeOrRecoveryCode: 'Enter either a 6-digit code or a recovery code',
  challengeExpired: 'Your sign-in attempt has expired. Please sign in again.',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled',
  setupFirst: 'Start the two-factor setup first',
  twoFactorEnabled: 'Two-factor authentication is now enabled. Keep your recovery codes somewhere safe.',
  twoFactorDisabled: 'Two-factor authentication has been disabled',
  sessionNotFound: 'Session not found',
  signedOutSession: 'The session has been signed out',
  signedOutOthers: 'All your other sessions have been signed out',
  /** Past a sign-in ceiling, for a right and a wrong password alike: only the mailbox learns which it was. */
  signInLinkSent:
    'For your security, signing in from here takes one more step: if the email and password are right, we have sent a sign-in link to that address. It works once, within 15 minutes.',
  signInLinkInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
  accountDeleted: 'Your account has been deleted and your personal data erased.',
  userErased: "The user's personal data has been erased.",
  /** DELETE /me while the person is an organization's only admin: the organization would be left without one. */
  onlyAdmin: (organization: string) =>
    `You are the only admin of ${organization}. Make someone else an admin, or delete the organization, before deleting your account.`,
} as const;

/** Mailed links carry `{userId}.{secret}`: the stream is found without a lookup, the secret is 256 bits. */
const mailedLinkToken = (invalid: string) => z.string({ error: invalid }).regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, invalid);

export const resetToken = mailedLinkToken(ACCOUNT_SECURITY_TEXT.resetLinkInvalid);

/** Recovery codes are shown as `xxxxx-xxxxx`; case, spaces and hyphens do not matter when typed. */
export const recoveryCode = requiredText()
  .max(64, ACCOUNT_SECURITY_TEXT.invalidRecoveryCode)
  .transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ''));

export const passwordRecoveryBody = z.object({ email });
export const passwordResetBody = z.object({ token: resetToken, password });
export const signInLinkBody = z.object({ token: mailedLinkToken(ACCOUNT_SECURITY_TEXT.signInLinkInvalid) });
export const changePasswordBody = z.object({ current_password: loginPassword, new_password: password });
export const twoFactorEnableBody = z.object({ code: twoFactorCode });

/** A second factor: the authenticator's code, or one of the recovery codes. */
export const secondFactorBody = z
  .object({ code: twoFactorCode.optional(), recovery_code: recoveryCode.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), ACCOUNT_SECURITY_TEXT.codeOrRecoveryCode);
export type SecondFactorBody = z.infer<typeof secondFactorBody>;

export const twoFactorLoginBody = z.intersection(
  z.object({ challenge: z.string({ error: ACCOUNT_SECURITY_TEXT.challengeExpired }).min(1) }),
  secondFactorBody,
);

/** POST /auth/login for an account with two-factor sign-in, instead of tokens. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  /** Present it with the code to POST /auth/login/2fa. */
  challenge: string;
  /** Seconds the challenge stays valid. */
  expires_in: number;
}

export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  otpauth_uri: string;
  /** The URI as a QR code: an SVG data URL for an <img>. */
  qr_code: string;
}

export interface TwoFactorEnabledResponse {
  message: string;
  /** Shown once: only their hashes are kept. */
  recovery_codes: string[];
}

export interface ActiveSession {
  id: string;
  /** "Firefox on Windows", from the user agent. */
  device: string;
  user_agent: string | null;
  created_at: string;
  /** The last refresh of its tokens (the session's start when never refreshed). */
  last_used_at: string;
  /** The session this request was made with. */
  current: boolean;
}

/** A row of the users read model (projections write it, the query API reads it). */
export interface UserRecord {
  id: string;
  email: string;
  name: string | null;
  created_at: string;
  /** Set once two-factor sign-in was first turned on. */
  two_factor_enabled?: boolean;
  recovery_codes_left?: number;
  [key: string]: unknown;
}
