import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { solverInputOf } from '@rostra/query-api';

// An organization's holidays: its region's public holidays (PUT …/settings holiday_region) and its
// own days (POST/DELETE …/holidays), listed together by GET …/holidays?year=.

const world = organizationWorld();
const { head, user, organizationOf } = world;

describe('holidays', () => {
  let ada: SignedIn;
  let ward: number;
  beforeEach(async () => {
    ada = await user('ada');
    ward = await organizationOf(ada, 'Ada Ward');
  });

  it('lists none until a region or an own day is set', async () => {
    expect(await ada.get(`/organizations/${ward}/holidays?year=2026`)).toMatchObject({ status: 200, body: { holidays: [] } });
  });

  it("lists the region's public holidays with the organization's own days, by date", async () => {
    const region = await ada.put(`/organizations/${ward}/settings`, { holiday_region: 'gb-eng' });
    expect(region).toMatchObject({ status: 200, body: { settings: { holiday_region: 'GB-ENG' } } });
    const added = await ada.post(`/organizations/${ward}/holidays`, { date: '2026-12-24', name: 'Christmas Eve' });
    expect(added).toMatchObject({ status: 201, body: { id: expect.any(String), date: '2026-12-24', name: 'Christmas Eve' } });
    const { holidays } = (await ada.get(`/organizations/${ward}/holidays?year=2026`)).body;
    expect(holidays.slice(-4)).toEqual([
      { id: added.body.id, date: '2026-12-24', name: 'Christmas Eve', source: 'organization' },
      { date: '2026-12-25', name: 'Christmas Day', source: 'region' },
      { date: '2026-12-26', name: 'Boxing Day', source: 'region' },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)', source: 'region' },
    ]);
    expect(holidays[0]).toEqual({ date: '2026-01-01', name: "New Year's Day", source: 'region' });
    expect((await ada.get(`/organizations/${ward}/holidays?year=2027`)).body.holidays).not.toContainEqual(
      expect.objectContaining({ source: 'organization' }),
    );
  });

  it('forgets a removed own day, and the region when it is set to null', async () => {
    await ada.put(`/organizations/${ward}/settings`, { holiday_region: 'FR' });
    const { body } = await ada.post(`/organizations/${ward}/holidays`, { date: '2026-06-01', name: 'Founders’ Day' });
    expect(await ada.delete(`/organizations/${ward}/holidays/${body.id}`)).toMatchObject({ status: 200 });
    expect(await ada.delete(`/organizations/${ward}/holidays/${body.id}`)).toMatchObject({
      status: 404,
      body: { detail: 'Holiday not found' },
    });
    expect((await ada.get(`/organizations/${ward}/holidays?year=2026`)).body.holidays).toContainEqual({
      date: '2026-07-14',
      name: 'Fête Nationale de la France',
      source: 'region',
    });
    await ada.put(`/organizations/${ward}/settings`, { holiday_region: null });
    expect((await ada.get(`/organizations/${ward}/holidays?year=2026`)).body.holidays).toEqual([]);
  });

  it.each([
    ['put', 'settings', { holiday_region: 'XX' }, 'holiday_region: Unknown holiday region'],
    [
      'put',
      'settings',
      { holiday_region: 'England' },
      'holiday_region: Must be a country code, optionally with a region (e.g. FR, GB-ENG, DE-BY)',
    ],
    ['post', 'holidays', { date: '24.12.2026', name: 'Eve' }, 'date: Invalid format'],
    ['post', 'holidays', { date: '2026-12-24', name: ' ' }, 'name: This field is required'],
    ['post', 'holidays', { date: '2026-12-24', name: 'x'.repeat(101) }, 'name: Must be no more than 100 characters'],
  ] as const)('refuses %s …/%s %j with "%s" and appends nothing', async (method, path, body, detail) => {
    const before = await head();
    expect(await ada[method](`/organizations/${ward}/${path}`, body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a second own day on one date, and a year that is no number', async () => {
    await ada.post(`/organizations/${ward}/holidays`, { date: '2026-12-24', name: 'Christmas Eve' });
    expect(await ada.post(`/organizations/${ward}/holidays`, { date: '2026-12-24', name: 'Eve' })).toMatchObject({
      status: 409,
      body: { detail: 'The organization already has a holiday on this date' },
    });
    expect((await ada.get(`/organizations/${ward}/holidays?year=soon`)).status).toBe(400);
  });

  it('names each holiday on its day of the calendars, the organization’s and each member’s own', async () => {
    await ada.put(`/organizations/${ward}/settings`, { holiday_region: 'GB-ENG' });
    await ada.post(`/organizations/${ward}/holidays`, { date: '2026-12-24', name: 'Christmas Eve' });
    const nia = await addMember(ada, String(ward), world.address('nia'));
    const marked = (days: { date: string; holiday?: string }[]) =>
      days.filter((day) => day.holiday).map(({ date, holiday }) => [date, holiday]);
    const expected = [
      ['2026-12-24', 'Christmas Eve'],
      ['2026-12-25', 'Christmas Day'],
      ['2026-12-26', 'Boxing Day'],
      ['2026-12-28', 'Boxing Day (substitute day)'],
    ];
    expect(marked((await ada.get(`/organizations/${ward}/schedules/calendar?year=2026&month=12`)).body.days)).toEqual(expected);
    expect(marked((await nia.get(`/organizations/${ward}/my-schedule/calendar?year=2026&month=12`)).body.days)).toEqual(expected);
    expect(marked((await nia.get(`/organizations/${ward}/my-schedule/calendar?year=2026&month=11`)).body.days)).toEqual([]);
  });

  it('gives generation the month’s holidays', async () => {
    await ada.put(`/organizations/${ward}/settings`, { holiday_region: 'GB-ENG' });
    await ada.post(`/organizations/${ward}/holidays`, { date: '2026-12-24', name: 'Christmas Eve' });
    await readModelsCaughtUp(world.server); // the solver's input is read from the read models directly
    const { input } = await solverInputOf(world.server.running.stores.readStore, String(ward), 2026, 12, new Date());
    expect(input.holidays).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-28']);
  });

  it('lets employees read the holidays and only admins change them', async () => {
    await ada.post(`/organizations/${ward}/holidays`, { date: '2026-12-24', name: 'Christmas Eve' });
    const nia = await addMember(ada, String(ward), world.address('nia'));
    expect((await nia.get(`/organizations/${ward}/holidays?year=2026`)).body.holidays).toHaveLength(1);
    const before = await head();
    expect((await nia.post(`/organizations/${ward}/holidays`, { date: '2026-12-31', name: 'Eve' })).status).toBe(403);
    expect((await nia.put(`/organizations/${ward}/settings`, { holiday_region: 'FR' })).status).toBe(403);
    const own = (await ada.get(`/organizations/${ward}/holidays?year=2026`)).body.holidays[0];
    expect((await nia.delete(`/organizations/${ward}/holidays/${own.id}`)).status).toBe(403);
    expect(await head()).toBe(before);
    expect((await (await user('ian')).get(`/organizations/${ward}/holidays?year=2026`)).status).toBe(403);
  });
});
