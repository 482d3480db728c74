import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets that must be read back (two-factor secrets), unlike passwords and
 * tokens, which are only ever hashed. The 256-bit key is derived from the configured key with
 * HKDF, so any long random string serves. `context` (e.g. the user id) is bound as associated
 * data: a sealed secret copied to another user's stream does not open there.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(configuredKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', configuredKey, 'rostra', 'secret-box v1', 32));
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plaintext, or null when the box was tampered with, sealed for another context or another key. */
  open(box: string, context: string): string | null {
    const [version, iv, tag, sealed] = box.split('.');
    if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
