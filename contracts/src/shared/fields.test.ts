import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  email,
  nameKey,
  namePart,
  normalizeInput,
  organizationName,
  password,
  phone,
  profileName,
  sameName,
  textProblem,
  urlToken,
  wholeNumber,
} from './fields.ts';
import { creationTokenIssueBody } from '../creation-tokens/api.ts';
import { positionLabel, shiftTypeName } from '../shift-types/api.ts';
import { TEXT } from './texts.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('field rules of docs/product/validation.md', () => {
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

  describe.each([
    ['a profile name', profileName],
    ['a name part', namePart],
    ['a shift type name', shiftTypeName],
    ['a position label', positionLabel],
    ['an intended organization name', creationTokenIssueBody.shape.intended_organization_name],
  ] as [string, z.ZodType][])('%s', (_what, field) => {
    it.each([
      ['a line feed', 'Night\nSubject: forged'],
      ['a carriage return and line feed', 'Night\r\nforged'],
      ['a carriage return', 'Night\rforged'],
      ['a tab', 'Night\tshift'],
      ['a line separator', 'Night\u2028forged'],
      ['a paragraph separator', 'Night\u2029forged'],
      ['a next-line control', 'Night\u0085forged'],
    ])('is one line: %s is refused', (_problem, value) => {
      expect(firstMessage(field, value)).toBe(TEXT.singleLine);
    });

    it('takes letters, spaces and punctuation of any script', () => {
      expect(firstMessage(field, 'Nuit – équipe B (Ward ４)')).toBeNull();
    });
  });

  it('takes URL tokens of at least 16 URL-safe characters', () => {
    expect(firstMessage(urlToken, 'short')).toBe('Invalid invitation token format');
    expect(firstMessage(urlToken, 'abc/def+ghi=jklmnop')).toBe('Invalid invitation token format');
    expect(firstMessage(urlToken, 'Abc_def-0123456789')).toBeNull();
  });
});

describe('user-entered text', () => {
  it('refuses NUL and other control characters, and lone surrogates, but not tabs, lines or emoji', () => {
    expect(textProblem('Night\u0000')).toBe(TEXT.controlCharacters);
    expect(textProblem('bell\u0007')).toBe(TEXT.controlCharacters);
    expect(textProblem('\u0085')).toBe(TEXT.controlCharacters);
    expect(textProblem('Night\ud800')).toBe(TEXT.loneSurrogate);
    expect(textProblem('\udc00 x')).toBe(TEXT.loneSurrogate);
    expect(textProblem('Line one\nline two\tand a tab \u{1f319}')).toBeNull();
  });

  it('comes out NFC everywhere in a body, keys included, and names the field of the first problem', () => {
    const decomposed = 'Cafe\u0301';
    expect(normalizeInput({ name: decomposed, labels: { [decomposed]: [decomposed] }, count: 3, on: true, none: null })).toEqual({
      value: { name: 'Café', labels: { Café: ['Café'] }, count: 3, on: true, none: null },
      problem: null,
    });
    expect(normalizeInput({ rows: [{ note: 'ok' }, { note: 'a\u0000b' }] }).problem).toBe(`rows.1.note: ${TEXT.controlCharacters}`);
    expect(normalizeInput({ labels: { 'x\ud800': 'y' } }).problem).toBe(`labels.x\ud800: ${TEXT.loneSurrogate}`);
    expect(normalizeInput('\u0000').problem).toBe(TEXT.controlCharacters);
  });

  it('walks a value nested far deeper than the stack would allow, and names the field of a problem at its bottom', () => {
    const depth = 100_000;
    let deep: unknown = 'Cafe\u0301';
    for (let level = 0; level < depth; level += 1) deep = { a: deep };
    const normalized = normalizeInput(deep);
    expect(normalized.problem).toBeNull();
    let inner = normalized.value;
    for (let level = 0; level < depth; level += 1) inner = (inner as { a: unknown }).a;
    expect(inner).toBe('Café');

    let broken: unknown = 'a\u0000';
    for (let level = 0; level < depth; level += 1) broken = [broken];
    expect(normalizeInput(broken).problem).toBe(`${Array(depth).fill('0').join('.')}: ${TEXT.controlCharacters}`);
  });

  it('keeps a key named __proto__ as a plain key', () => {
    const { value } = normalizeInput(JSON.parse('{"__proto__": {"polluted": "yes"}}'));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(['__proto__']);
  });
});

describe('names that must be unique', () => {
  it.each([
    ['case', 'NIGHT', 'night'],
    ['a zero-width space', 'Night\u200b', 'Night'],
    ['a soft hyphen and a bidi mark', 'Ni\u00adght\u200e', 'Night'],
    ['a decomposed accent', 'Cafe\u0301', 'Café'],
    ['fullwidth letters', '\uff2e\uff49\uff47\uff48\uff54', 'Night'],
    ['a ligature', '\ufb01ve', 'five'],
    ['a Cyrillic і', 'V\u0456sit', 'Visit'],
    ['Cyrillic capitals', '\u041d\u041e\u0421\u0422', 'HOCT'],
    ['a Greek omicron', 'Ward \u03bfne', 'Ward one'],
    ['ß', 'STRASSE', 'straße'],
    ['runs of spaces', ' Night   shift ', 'Night shift'],
  ])('are the same name despite %s', (_what, a, b) => {
    expect(sameName(a, b)).toBe(true);
  });

  it('are different names when the letters differ', () => {
    expect(sameName('Night', 'Nights')).toBe(false);
    expect(sameName('Café', 'Cafe')).toBe(false);
    expect(sameName('Ночь', 'Night')).toBe(false);
    expect(nameKey('Ночь')).toBe('hoчь');
  });
});

describe('whole numbers from a query', () => {
  const month = wholeNumber(1, 12);
  it('name the range for anything but a whole number in it, and ask for a missing one', () => {
    for (const value of ['13', '0', 'x', '1.5', '1e1', ['1', '2']])
      expect(firstMessage(month, value)).toBe('Must be a whole number between 1 and 12');
    expect(firstMessage(month, undefined)).toBe(TEXT.required);
    expect(firstMessage(month, '')).toBe(TEXT.required);
    expect(month.parse(' 11 ')).toBe(11);
    expect(month.parse(12)).toBe(12);
  });
});
