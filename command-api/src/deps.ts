import type { ScryptOptions } from 'node:crypto';
import type { EventStore, Logger, Mailer, Projection, ReadStore } from '@rostra/platform';

/** What the command API is given by whoever composes it (the `rostra` launcher, or a test). */
export interface CommandApiDeps {
  events: EventStore;
  /** Read models, for authorization only (roles per request): never for an invariant. */
  readStore: ReadStore;
  /** The projections behind the read models: a command waits for them to include the caller's last write. */
  projections: readonly Projection[];
  readYourWritesTimeoutMs: number;
  logger: Logger;
  tokenSecret: string;
  /** TOTP_ENCRYPTION_KEY: encrypts two-factor secrets at rest. */
  totpEncryptionKey: string;
  superAdminEmails: readonly string[];
  /** Invitation e-mails: SMTP, or .eml files in the outbox of the embedded default. */
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_URL); without it, the origin of the request. */
  publicUrl?: string | undefined;
  /** Lower cost in tests; production uses the default of platform/auth/password.ts. */
  passwordHashing?: ScryptOptions;
  now?: () => Date;
  /** How long POST /schedule waits for the solver (tests shorten it). */
  generationWaitMs?: number;
}
