import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A key from configuration when given (every replica must share it), else one generated on first
 * start and kept in the data directory, so the embedded default works on a fresh machine and
 * what the key protects survives restarts.
 */
function keptSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The key that signs access tokens (JWT_SECRET). */
export function tokenSecret(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'jwt-secret');
}

/** The key that encrypts two-factor secrets at rest (TOTP_ENCRYPTION_KEY). */
export function totpEncryptionKey(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'totp-encryption-key');
}

/** The key that seals the per-person keys of personal data at rest (PERSONAL_DATA_KEY). */
export function personalDataKey(configured: string | undefined, dataDir: string): string {
  return keptSecret(configured, dataDir, 'personal-data-key');
}
