import { z } from 'zod';
import { email, loginPassword, password, profileName, twoFactorCode } from './fields.ts';

// Requests and answers of the account endpoints (our own accounts replace SPEC's identity platform).

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

export const profileUpdateBody = z.object({ name: profileName });

export interface OrganizationRole {
  organization_id: string;
  organization_name: string;
  is_admin: boolean;
  is_employee: boolean;
}

/** The session user of SPEC §3. */
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

/** The user of SPEC §3: username is the e-mail. */
export interface Profile {
  id: string;
  username: string;
  email: string;
  name: string | null;
  created_at: string;
}
