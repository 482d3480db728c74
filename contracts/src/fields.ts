import { z } from 'zod';
import { LIMITS, NAME_DISPLAY_FORMATS } from './limits.ts';
import { TEXT } from './texts.ts';

// Field rules of SPEC §5, with its texts, shared by the forms and the API.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text that must be present. */
export const requiredText = () => z.string({ error: TEXT.required }).trim().min(1, TEXT.required);

export const email = requiredText()
  .min(LIMITS.email.min, TEXT.minChars(LIMITS.email.min))
  .max(LIMITS.email.max, TEXT.maxChars(LIMITS.email.max))
  .regex(EMAIL_PATTERN, TEXT.emailInvalid)
  .transform((value) => value.toLowerCase());

export const password = z
  .string({ error: TEXT.required })
  .min(1, TEXT.required)
  .min(LIMITS.password.min, TEXT.minChars(LIMITS.password.min))
  .max(LIMITS.password.max, TEXT.maxChars(LIMITS.password.max))
  .regex(/[a-z]/, TEXT.passwordLowercase)
  .regex(/[A-Z]/, TEXT.passwordUppercase)
  .regex(/\d/, TEXT.passwordNumber)
  .regex(/[@$!%*?&]/, TEXT.passwordSpecial);

/** Sign-in only requires a password to be present (SPEC §5). */
export const loginPassword = z.string({ error: TEXT.required }).min(1, TEXT.required);

export const profileName = z.string().trim().max(LIMITS.profileName.max, TEXT.maxChars(LIMITS.profileName.max));

export const namePart = z.string().trim().max(LIMITS.namePart.max, TEXT.maxChars(LIMITS.namePart.max));

export const phone = z.string().trim().regex(/^\+\d{2,15}$/, TEXT.phoneFormat);

export const organizationName = requiredText()
  .min(LIMITS.organizationName.min, TEXT.minChars(LIMITS.organizationName.min))
  .max(LIMITS.organizationName.max, TEXT.maxChars(LIMITS.organizationName.max))
  .regex(/^[A-Za-z0-9 _.-]+$/, TEXT.invalidFormat);

export const nameDisplayFormat = z.enum(NAME_DISPLAY_FORMATS);

export const twoFactorCode = z.string().regex(/^\d{6}$/, TEXT.twoFactorCode);

/** Tokens carried in URLs: letters, digits, underscore and hyphen, at least 16 characters. */
export const urlToken = z
  .string()
  .min(LIMITS.invitationTokenMinLength, TEXT.invitationTokenFormat)
  .regex(/^[A-Za-z0-9_-]+$/, TEXT.invitationTokenFormat);

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: TEXT.invalidFormat });
