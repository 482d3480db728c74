import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

const fast = { N: 1024, r: 8, p: 1 };

describe('password hashes', () => {
  it('verify the password they were made from, and no other', async () => {
    const hash = await hashPassword('Correct1!horse', fast);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Correct1!horse', hash)).toBe(true);
    expect(await verifyPassword('Correct1!hors', hash)).toBe(false);
  });

  it("are made at OWASP's cost unless told otherwise (test servers lower it), and verify", async () => {
    const hash = await hashPassword('Correct1!horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Correct1!horse', hash)).toBe(true);
  });

  it('are salted: the same password hashes differently each time', async () => {
    expect(await hashPassword('Same1!pass', fast)).not.toBe(await hashPassword('Same1!pass', fast));
  });

  it('reject a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
