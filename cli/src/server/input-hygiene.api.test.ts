import { LIMITS, SHIFT_TYPE_TEXT, TEXT } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignedIn } from '../testing/organization.ts';
import { organizationWorld } from '../testing/organization-world.ts';

// Input hygiene (docs/api/input-text.md): broken URLs, text that is not text, and names that only look different.

const world = organizationWorld();
let ada: SignedIn;
let org: number;
beforeEach(async () => {
  ada = await world.user('ada');
  org = await world.organizationOf(ada);
});
const head = () => world.head();
const shiftTypes = () => `/organizations/${org}/shift-types`;

/** A request with a raw body, as any client could send it. */
async function raw(method: string, path: string, body?: Uint8Array | string) {
  const response = await fetch(`${world.server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: (await response.json()) as { detail: string } };
}

describe('broken percent-encoding in a path', () => {
  it.each([
    ['GET', '/organizations/%/members'],
    ['GET', '/invitations/%ZZ'],
    ['PUT', '/invitations/%C3%28/accept'],
  ])('%s %s answers 400 naming the problem', async (method, path) => {
    const before = await head();
    expect(await raw(method, path)).toEqual({ status: 400, body: { detail: TEXT.malformedUrl } });
    expect(await head()).toBe(before);
  });
});

describe('text that is not text', () => {
  it.each([
    ['a NUL character', JSON.stringify({ name: 'Night\u0000', start_time: '07:00' }), `name: ${TEXT.controlCharacters}`],
    ['a lone surrogate', '{"name":"Night\\ud800","start_time":"07:00"}', `name: ${TEXT.loneSurrogate}`],
    [
      'invalid UTF-8',
      new Uint8Array([...Buffer.from('{"name":"Caf'), 0xc3, 0x28, ...Buffer.from('","start_time":"07:00"}')]),
      TEXT.invalidUtf8,
    ],
  ])('with %s is refused with 400 and stores nothing', async (_what, body, detail) => {
    const before = await head();
    expect(await raw('POST', shiftTypes(), body)).toEqual({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it.each([
    ['a shift type name', 'POST', () => shiftTypes(), { name: 'Night\r\nDear all, the rota changed', start_time: '07:00' }, 'name'],
    [
      'a position label',
      'POST',
      () => shiftTypes(),
      { name: 'Night', start_time: '07:00', position_labels: { '1': 'Lead\nx' } },
      'position_labels.1',
    ],
    [
      'an invited name',
      'POST',
      () => `/organizations/${org}/invitations`,
      { email: 'lf@example.com', first_name: 'Bo\nb', is_employee: true },
      'first_name',
    ],
    ['a profile name', 'PUT', () => '/profile', { name: 'Ada\rLovelace' }, 'name'],
  ])('with a line break in %s, a single-line field, is refused with 400 and stores nothing', async (_what, method, path, body, field) => {
    const before = await head();
    expect(await raw(method, path(), JSON.stringify(body))).toEqual({ status: 400, body: { detail: `${field}: ${TEXT.singleLine}` } });
    expect(await head()).toBe(before);
  });

  it('is stored NFC-normalized', async () => {
    const created = await ada.post(shiftTypes(), { name: 'Cafe\u0301 late', start_time: '07:00' });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Caf\u00e9 late');
  });
});

describe('bodies', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const nestedLists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  /** A POST without a valid session: none at all, or a token that is not one of ours. */
  const anonymous = (path: string, body: string, authorization?: string) =>
    fetch(`${world.server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body,
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { detail: string } }));

  it('nested deeper than any request needs are refused with 400 before they are read, signed in or not', async () => {
    const before = await head();
    const tooDeep = { status: 400, body: { detail: TEXT.bodyTooDeep } };
    expect(await anonymous('/auth/login', nestedLists(8_000))).toEqual(tooDeep);
    expect(await raw('POST', shiftTypes(), nested(20_000))).toEqual(tooDeep);
    expect(await raw('POST', shiftTypes(), nestedLists(400_000))).toEqual(tooDeep);
    expect(await raw('POST', shiftTypes(), nested(LIMITS.requestBody.maxDepth + 1))).toEqual(tooDeep);
    expect(await head()).toBe(before);
  });

  it('as deep as the limit are read as usual', async () => {
    const answer = await raw('POST', shiftTypes(), nested(LIMITS.requestBody.maxDepth));
    expect(answer).toEqual({ status: 400, body: { detail: `name: ${SHIFT_TYPE_TEXT.nameRequired}` } });
  });

  it('sent without a session are kept small: 413, where a signed-in caller may send more', async () => {
    const before = await head();
    const big = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(LIMITS.requestBody.anonymousBytes) });
    expect(await anonymous('/auth/login', big)).toEqual({ status: 413, body: { detail: TEXT.bodyTooLarge } });
    const forged = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    expect(await anonymous(shiftTypes(), big, forged)).toEqual({ status: 413, body: { detail: TEXT.bodyTooLarge } });
    const signedInBig = JSON.stringify({ name: 'x'.repeat(LIMITS.requestBody.anonymousBytes), start_time: '07:00' });
    expect(await raw('POST', shiftTypes(), signedInBig)).toEqual({
      status: 400,
      body: { detail: `name: ${TEXT.maxChars(LIMITS.shiftName.max)}` },
    });
    expect(await head()).toBe(before);
  });
});

describe('unique names', () => {
  beforeEach(async () => {
    for (const name of ['Night', 'Café', 'Ward visit', 'Early'])
      expect((await ada.post(shiftTypes(), { name, start_time: '07:00' })).status).toBe(201);
  });

  it.each([
    ['a different case', 'NIGHT', 'Night'],
    ['a zero-width space', 'Night\u200b', 'Night'],
    ['a decomposed accent', 'Cafe\u0301', 'Café'],
    ['a Cyrillic lookalike', 'Ward v\u0456sit', 'Ward visit'],
    ['fullwidth letters', '\uff25\uff41\uff52\uff4c\uff59', 'Early'],
  ])('count one with %s as taken', async (_what, name) => {
    const before = await head();
    const answer = await ada.post(shiftTypes(), { name, start_time: '07:00' });
    expect(answer).toMatchObject({ status: 409, body: { detail: SHIFT_TYPE_TEXT.nameTaken(name.normalize('NFC')) } });
    expect(await head()).toBe(before);
  });
});

describe('query parameters', () => {
  it.each([
    ['analytics', 'month=13&year=2026', 'month: Must be a whole number between 1 and 12'],
    ['analytics', 'month=x&year=2026', 'month: Must be a whole number between 1 and 12'],
    ['analytics', 'month=11&year=1999', 'year: Must be a whole number between 2000 and 2100'],
    ['audit', 'limit=0', 'limit: Must be a whole number between 1 and 500'],
    ['audit', `actor=${'a'.repeat(255)}`, 'actor: Must be no more than 254 characters'],
    ['audit', 'member=%20', 'member: This field is required'],
  ])('%s?%s is refused naming the real problem in words', async (resource, query, detail) => {
    expect(await ada.get(`/organizations/${org}/${resource}?${query}`)).toMatchObject({ status: 400, body: { detail } });
  });
});
