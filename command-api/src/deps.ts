import type { ScryptOptions } from 'node:crypto';
import type { Mailer, ServiceDeps } from '@rostra/platform';

/** What the command API is given by whoever composes it (the `rostra` launcher, or a test). */
export interface CommandApiDeps extends ServiceDeps {
  /** TOTP_ENCRYPTION_KEY: encrypts two-factor secrets at rest. */
  totpEncryptionKey: string;
  /** Invitation e-mails: SMTP, or .eml files in the outbox of the embedded default. */
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_URL); without it, the origin of the request. */
  publicUrl?: string | undefined;
  /** Lower cost in tests; production uses the default of platform/auth/password.ts. */
  passwordHashing?: ScryptOptions;
  /** How long POST /schedule waits for the solver (tests shorten it). */
  generationWaitMs?: number;
}
