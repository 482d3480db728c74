import { z } from 'zod';
import { LIMITS, NAME_DISPLAY_FORMATS } from './limits.ts';
import { TEXT } from './texts.ts';

// Field rules, with their texts (docs/product/validation.md), shared by the forms and the API.

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

/** Sign-in only requires a password to be present (docs/product/validation.md). */
export const loginPassword = z.string({ error: TEXT.required }).min(1, TEXT.required);

// Line feed, carriage return, tab and every other control character, and Unicode's line and paragraph separators.
const ONE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;

/**
 * A name or title is one line: shown in an e-mail body, a calendar or a CSV row, a line break in
 * it would forge lines of its own. Notes and descriptions may have lines; names may not.
 */
export const singleLine = (schema: z.ZodString) => schema.regex(ONE_LINE, TEXT.singleLine);

export const profileName = singleLine(z.string().trim().max(LIMITS.profileName.max, TEXT.maxChars(LIMITS.profileName.max)));

export const namePart = singleLine(z.string().trim().max(LIMITS.namePart.max, TEXT.maxChars(LIMITS.namePart.max)));

export const phone = z
  .string()
  .trim()
  .regex(/^\+\d{2,15}$/, TEXT.phoneFormat);

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

/** A whole number that may come as query text, e.g. ?month=11: anything else names the range. */
export function wholeNumber(min: number, max: number) {
  const range = TEXT.wholeNumberBetween(min, max);
  return z
    .custom<string | number>((value) => value !== undefined && value !== '', TEXT.required)
    .transform((value) => (typeof value === 'number' || /^\s*[+-]?\d+\s*$/.test(String(value)) ? Number(value) : Number.NaN))
    .pipe(z.number({ error: range }).int(range).min(min, range).max(max, range));
}

// What user-entered text may be, and when two names are the same name. Every body, query and
// params object goes through `normalizeInput` (the services' parse), so these hold for all fields.

// C0 and C1 controls except tab, line feed and carriage return (notes may have lines).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
// With the u flag a surrogate code point matches only when unpaired.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with a piece of user-entered text, or null. */
export function textProblem(value: string): string | null {
  if (LONE_SURROGATE.test(value)) return TEXT.loneSurrogate;
  if (CONTROL.test(value)) return TEXT.controlCharacters;
  return null;
}

export interface NormalizedInput {
  value: unknown;
  /** The first string that is not text, as "field: problem" (the field path dotted). */
  problem: string | null;
}

/** Where a value sits in a body, as a chain to its parent: the dotted path is spelled out only for a problem. */
interface Place {
  key: string;
  parent: Place | null;
}

function dotted(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

interface Pending {
  item: unknown;
  place: Place | null;
  /** An object's key, checked before its value as a reader meets it. */
  isKey: boolean;
  put: (normalized: unknown) => void;
}

/**
 * Every string of a JSON-like value (keys too) in NFC, so the same letters are the same code
 * points. Walked depth first in document order with a stack of its own: a client chooses how deep
 * a body nests, and the call stack must not be what decides how deep is too deep.
 */
export function normalizeInput(value: unknown): NormalizedInput {
  let result: unknown;
  const stack: Pending[] = [{ item: value, place: null, isKey: false, put: (normalized) => (result = normalized) }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { item, place, isKey, put } = next;
    const keyProblem = isKey ? textProblem(place!.key) : null;
    if (keyProblem) return { value, problem: `${dotted({ key: place!.key.replace(CONTROL, '?'), parent: place!.parent })}: ${keyProblem}` };
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { value, problem: place ? `${dotted(place)}: ${problem}` : problem };
      put(item.normalize('NFC'));
    } else if (Array.isArray(item)) {
      const copy: unknown[] = [];
      put(copy);
      for (let index = item.length - 1; index >= 0; index -= 1) {
        stack.push({ item: item[index], place: { key: String(index), parent: place }, isKey: false, put: (inner) => copy.push(inner) });
      }
    } else if (typeof item === 'object' && item !== null) {
      const copy: Record<string, unknown> = {};
      put(copy);
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index]!;
        // Defined, not assigned: a key named __proto__ stays a key, as JSON.parse made it.
        const define = (normalized: unknown) =>
          Object.defineProperty(copy, key.normalize('NFC'), { value: normalized, enumerable: true, writable: true, configurable: true });
        stack.push({ item: inner, place: { key, parent: place }, isKey: true, put: define });
      }
    } else put(item);
  }
  return { value: result, problem: null };
}

// Invisible characters: zero-width spaces and joiners, soft hyphens, bidi marks, variation selectors.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * Cyrillic and Greek letters that look like Latin ones, after case folding. Where the capital and
 * the small letter look like different Latin letters (Н is H, н is not h), the capital decides:
 * the key must identify whatever case folding identifies, so it maps the folded letter.
 */
const LATIN_LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'ë',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'ï',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
};

/**
 * The identity of a name that must be unique: compatibility forms folded (fullwidth, ligatures,
 * NFKC), invisible characters dropped, case folded, common Latin lookalikes mapped, runs of spaces
 * made one. "Visit", "VISIT", "Visit" + zero-width space, "Ｖｉｓｉｔ" and "Vіsit" with a Cyrillic і share one key.
 */
export function nameKey(name: string): string {
  // Upper then lower folds the special cases lower-casing alone misses (ß → ss, final ς → σ).
  const folded = name.normalize('NFKC').replace(INVISIBLE, '').toUpperCase().toLowerCase().normalize('NFKC');
  return Array.from(folded, (char) => LATIN_LOOKALIKES[char] ?? char)
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();
}

export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
