import type { Change, ReadStore } from '../read-store/port.ts';

/**
 * Secrets a mail needs that the log must not hold (a password-reset token: the log keeps its
 * hash), kept beside the read models until the mail that carries them has gone out.
 */
export const MAIL_SECRETS = 'mail_secrets';

/** Kept before the event that calls for the mail is appended, so the outbox always finds it. */
export async function keepMailSecret(store: ReadStore, id: string, secret: string): Promise<void> {
  await store.ensureTable({ name: MAIL_SECRETS });
  await store.commit([{ type: 'put', table: MAIL_SECRETS, doc: { id, secret } }]);
}

export async function mailSecret(store: ReadStore, id: string): Promise<string | null> {
  return (await store.get<{ id: string; secret: string }>(MAIL_SECRETS, id))?.secret ?? null;
}

/** Committed with the record that the mail went out. */
export const forgetMailSecret = (id: string): Change => ({ type: 'delete', table: MAIL_SECRETS, id });
