import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Time-based one-time passwords (RFC 6238) through the otpauth library: SHA-1, 6 digits, 30 s
// steps, the parameters every authenticator app understands.

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;
const ISSUER = 'Rostra';

function totp(secretBase32: string, digits = 6): TOTP {
  return new TOTP({ issuer: ISSUER, algorithm: 'SHA1', digits, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new random 160-bit secret (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (from the QR code or typed in). */
export function totpUri(secretBase32: string, account: string): string {
  const uri = totp(secretBase32);
  uri.label = account;
  return uri.toString();
}

/** The QR code of a URI as an SVG data URL, ready for an <img> element. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step an instant falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCode(secretBase32: string, at: Date, digits = 6): string {
  return totp(secretBase32, digits).generate({ timestamp: at.getTime() });
}

/**
 * The time step whose code this is, within the window around `at`, or null. The step is what a
 * caller records to refuse the same code (or an older one) a second time.
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}
