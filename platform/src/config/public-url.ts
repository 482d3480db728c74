import type { Logger } from '../logging/logger.ts';

/**
 * The base of every link Rostra sends or answers with (e-mails, calendar feed URLs): PUBLIC_URL,
 * or the address this server listens on. Never the request's Host header, which any client
 * chooses: a reset link built from it would hand the account to whoever sent the request.
 */
export function publicUrlOf(configured: string | undefined, listening: string, logger: Logger): string {
  if (configured) return configured.replace(/\/$/, '');
  logger.warn(
    { publicUrl: listening },
    `PUBLIC_URL is not set: links in e-mails and calendar feed URLs point to ${listening}; set PUBLIC_URL to the address users open`,
  );
  return listening;
}

/** An absolute link to a page of the app (path starting with '/'). */
export const appLink = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/$/, '')}${path}`;
