import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { email, organizationName, password, phone, urlToken } from './fields.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('field rules of SPEC §5', () => {
  it('requires an e-mail of 5 to 254 characters in a valid form, and keeps it lower-case', () => {
    expect(firstMessage(email, '')).toBe('This field is required');
    expect(firstMessage(email, 'a@b')).toBe('Must be at least 5 characters');
    expect(firstMessage(email, `${'a'.repeat(250)}@x.io`)).toBe('Must be no more than 254 characters');
    expect(firstMessage(email, 'not-an-email')).toBe('Email must be a valid email address');
    expect(email.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('requires a password of 8 to 128 characters with lower, upper, digit and special character', () => {
    expect(firstMessage(password, 'Ab1!')).toBe('Must be at least 8 characters');
    expect(firstMessage(password, 'ABCDEFG1!')).toBe('Password must contain at least one lowercase letter');
    expect(firstMessage(password, 'abcdefg1!')).toBe('Password must contain at least one uppercase letter');
    expect(firstMessage(password, 'Abcdefgh!')).toBe('Password must contain at least one number');
    expect(firstMessage(password, 'Abcdefgh1')).toBe('Password must contain at least one special character (@$!%*?&)');
    expect(firstMessage(password, 'Abcdefg1!')).toBeNull();
  });

  it('accepts international phone numbers only', () => {
    expect(firstMessage(phone, '0123 456')).toBe('Phone number must be in international format (e.g., +1234567890)');
    expect(firstMessage(phone, '+4930123456')).toBeNull();
  });

  it('limits organization names to 2–100 letters, digits, spaces, hyphens, underscores and dots', () => {
    expect(firstMessage(organizationName, 'A')).toBe('Must be at least 2 characters');
    expect(firstMessage(organizationName, 'Ward #4')).toBe('Invalid format');
    expect(firstMessage(organizationName, 'St. Mary_Ward-4')).toBeNull();
  });

  it('takes URL tokens of at least 16 URL-safe characters', () => {
    expect(firstMessage(urlToken, 'short')).toBe('Invalid invitation token format');
    expect(firstMessage(urlToken, 'abc/def+ghi=jklmnop')).toBe('Invalid invitation token format');
    expect(firstMessage(urlToken, 'Abc_def-0123456789')).toBeNull();
  });
});
