import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, qrCodeDataUrl, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" (ASCII, here in base32), 8-digit codes.
const RFC_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('match the RFC 6238 test vector at T=%i', (seconds, expected) => {
    expect(totpCode(RFC_SEED, new Date(seconds * 1000), 8)).toBe(expected);
  });

  it('are accepted one step either side and no further, naming the step they belong to', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-22T10:00:15.000Z');
    const step = totpStep(now);
    const at = (offset: number) => new Date(now.getTime() + offset * 30_000);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, at(-1)), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at(1)), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at(-2)), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at(2)), now)).toBeNull();
  });

  it('come from 160-bit secrets, offered as an otpauth URI and its QR code', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'ada@example.com');
    expect(uri).toBe(`otpauth://totp/Rostra:ada%40example.com?issuer=Rostra&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    const qr = await qrCodeDataUrl(uri);
    expect(Buffer.from(qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
  });
});
