import type { Roles } from '@rostra/contracts';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';

export function roleLabel({ is_admin, is_employee }: Roles): string {
  if (is_admin && is_employee) return 'Administrator & Employee';
  if (is_admin) return 'Administrator';
  return is_employee ? 'Employee' : 'No Role';
}

/** PUBLIC_URL when configured, else the origin the admin's request came to. */
export function acceptUrl(deps: CommandApiDeps, request: Request, token: string): string {
  const base = deps.publicUrl ?? `${request.protocol}://${request.get('host')}`;
  return `${base.replace(/\/$/, '')}/invitations/${token}/accept`;
}

export interface InvitationMail extends Roles {
  email: string;
  invitedName: string | null;
  organizationName: string;
  inviterEmail: string;
  url: string;
  expiresAt: string | null;
}

/**
 * Sends the invitation e-mail. A failure to send is logged, not fatal: the invitation stands, and
 * the admin has the link in the answer to pass on another way.
 */
export async function sendInvitationMail(deps: CommandApiDeps, mail: InvitationMail): Promise<boolean> {
  const expiry = mail.expiresAt ? `This invitation expires on ${mail.expiresAt.slice(0, 10)}.` : 'This invitation does not expire.';
  const text = [
    `Hello ${mail.invitedName ?? mail.email},`,
    '',
    `${mail.inviterEmail} has invited you to join ${mail.organizationName} on Rostra as ${roleLabel(mail)}.`,
    '',
    `Accept the invitation: ${mail.url}`,
    '',
    expiry,
    '',
  ].join('\n');
  try {
    await deps.mailer.send({ to: mail.email, subject: `You are invited to join ${mail.organizationName} on Rostra`, text });
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, to: mail.email }, 'invitation e-mail not sent');
    return false;
  }
}
