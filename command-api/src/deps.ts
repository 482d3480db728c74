import type { ScryptOptions } from 'node:crypto';
import type { EmailStreamNames, ServiceDeps, SubjectKeyStore } from '@rostra/platform';

/** What the command API is given by whoever composes it (the `rostra` launcher, or a test). */
export interface CommandApiDeps extends ServiceDeps {
  /** TOTP_ENCRYPTION_KEY: encrypts two-factor secrets at rest. */
  totpEncryptionKey: string;
  /** The per-person keys of personal data (docs/product/personal-data.md): erasure deletes them. */
  personalDataKeys: SubjectKeyStore;
  /** The stream of an address's claim: a keyed hash of the address (platform/src/personal-data/email-streams.ts). */
  emailStream: EmailStreamNames;
  /** Forgets the kept mail that mentions an erased person (the mail outbox of this process), when there is one. */
  forgetMail?: (needles: readonly string[]) => Promise<void>;
  /** Base of links in e-mails and answers: PUBLIC_URL, else the address the server listens on (never the request's). */
  publicUrl: string;
  /** Lower cost in tests; production uses the default of platform/auth/password.ts. */
  passwordHashing?: ScryptOptions;
  /** How long POST /schedule waits for the solver (tests shorten it). */
  generationWaitMs?: number;
}

/** What composing the e-mails of the outbox needs: the log to read, the secrets kept beside the read models, the links' base. */
export type MailDeps = Pick<CommandApiDeps, 'events' | 'readStore' | 'publicUrl'>;
