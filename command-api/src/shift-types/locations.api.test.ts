import type { Location, MembersResponse, ShiftType } from '@rostra/contracts';
import { solverInputOf } from '@rostra/query-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';

let ada: SignedIn;
let org: string;
const world = organizationWorld();
beforeEach(async () => {
  ada = await world.user('ada', 'Ada');
  org = String(await world.organizationOf(ada, 'Ward 4'));
});

const head = () => world.server.running.stores.events.headPosition();
const path = (suffix = '') => `/organizations/${org}/locations${suffix}`;
const listed = async () => (await ada.get(path())).body as Location[];
const shiftTypes = async () => (await ada.get(`/organizations/${org}/shift-types`)).body as ShiftType[];

describe('creating a location', () => {
  it('answers it with its id and the organization’s time zone when given none, and lists it', async () => {
    const response = await ada.post(path(), { name: '  North Home  ' });
    expect(response).toMatchObject({ status: 201, body: { id: expect.any(String), name: 'North Home', timezone: 'UTC' } });
    const own = await ada.post(path(), { name: 'South Home', timezone: 'europe/london' });
    expect(own.body).toMatchObject({ name: 'South Home', timezone: 'Europe/London' });
    expect(await listed()).toEqual([response.body, own.body]);
  });

  it.each([
    [{}, 'name: Location name is required'],
    [{ name: '  ' }, 'name: Location name is required'],
    [{ name: 'n'.repeat(101) }, 'name: Must be no more than 100 characters'],
    [{ name: 'Two\nlines' }, 'name: Must be a single line, without line breaks or tabs'],
    [{ name: 'Nowhere', timezone: 'Mars/Olympus' }, 'timezone: Unknown time zone'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await ada.post(path(), body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a name another location has, as names compare', async () => {
    await ada.post(path(), { name: 'North' });
    expect(await ada.post(path(), { name: ' NORTH ' })).toMatchObject({
      status: 409,
      body: { detail: 'A location named "NORTH" already exists in this organization' },
    });
  });
});

describe('changing and deleting a location', () => {
  it('renames it and clears its time zone', async () => {
    const { body: north } = await ada.post(path(), { name: 'North', timezone: 'Europe/Berlin' });
    const response = await ada.put(path(`/${north.id}`), { name: 'North Home', timezone: null });
    expect(response).toMatchObject({ status: 200, body: { id: north.id, name: 'North Home', timezone: null } });
    expect(await listed()).toEqual([response.body]);
    expect(await ada.put(path('/nowhere'), { name: 'X' })).toMatchObject({ status: 404, body: { detail: 'Location not found' } });
    expect(await ada.put(path(`/${north.id}`), {})).toMatchObject({ status: 400 });
  });

  it('refuses to delete it while shift types belong to it, naming them, and deletes it after', async () => {
    const { body: north } = await ada.post(path(), { name: 'North' });
    const night = await ada.post(`/organizations/${org}/shift-types`, { name: 'Night', start_time: '22:00', location_id: north.id });
    const early = await ada.post(`/organizations/${org}/shift-types`, { name: 'Early', start_time: '06:00', location_id: north.id });
    expect(night).toMatchObject({ status: 201, body: { location_id: north.id } });
    expect(await ada.delete(path(`/${north.id}`))).toMatchObject({
      status: 409,
      body: { detail: 'The location is used by shift types: Early, Night' },
    });
    await ada.put(`/organizations/${org}/shift-types/${night.body.id}`, { location_id: null });
    await ada.delete(`/organizations/${org}/shift-types/${early.body.id}`);
    expect(await ada.delete(path(`/${north.id}`))).toMatchObject({ status: 200, body: { id: north.id } });
    expect(await listed()).toEqual([]);
    expect((await shiftTypes()).map((type) => type.location_id)).toEqual([null]);
  });
});

describe('a shift type at a location', () => {
  it('moves between locations, and refuses one the organization does not have', async () => {
    const { body: north } = await ada.post(path(), { name: 'North' });
    const { body: south } = await ada.post(path(), { name: 'South' });
    const { body: day } = await ada.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '07:00', location_id: north.id });
    expect(day.location_id).toBe(north.id);
    const moved = await ada.put(`/organizations/${org}/shift-types/${day.id}`, { location_id: south.id });
    expect(moved).toMatchObject({ status: 200, body: { location_id: south.id } });
    expect(await shiftTypes()).toEqual([moved.body]);
    expect(await ada.put(`/organizations/${org}/shift-types/${day.id}`, { location_id: 'elsewhere' })).toMatchObject({
      status: 400,
      body: { detail: 'location_id: Location not found' },
    });
  });
});

describe('where a member works', () => {
  it('sets the locations a member works at, and the member list shows them; none is anywhere', async () => {
    const { body: north } = await ada.post(path(), { name: 'North' });
    const { body: south } = await ada.post(path(), { name: 'South' });
    const bo = await addMember(ada, org, world.address('bo'));
    const url = `/organizations/${org}/members/${bo.memberId}/locations`;
    const ids = [north.id, south.id].sort();
    expect(await ada.put(url, { location_ids: [south.id, north.id, south.id] })).toMatchObject({
      status: 200,
      body: { member_id: bo.memberId, location_ids: ids },
    });
    const members = async () => ((await ada.get(`/organizations/${org}/members`)).body as MembersResponse).members;
    expect((await members()).find((member) => member.id === bo.memberId)?.location_ids).toEqual(ids);
    expect((await members()).find((member) => member.id !== bo.memberId)?.location_ids).toEqual([]);
    await ada.put(url, { location_ids: [] });
    expect((await members()).find((member) => member.id === bo.memberId)?.location_ids).toEqual([]);
  });

  it('refuses an unknown location and someone the organization cannot schedule', async () => {
    const bo = await addMember(ada, org, world.address('bo'));
    expect(await ada.put(`/organizations/${org}/members/${bo.memberId}/locations`, { location_ids: ['elsewhere'] })).toMatchObject({
      status: 400,
      body: { detail: 'location_ids: Unknown locations: elsewhere' },
    });
    expect(await ada.put(`/organizations/${org}/members/nobody/locations`, { location_ids: [] })).toMatchObject({
      status: 404,
      body: { detail: 'This member cannot be scheduled in this organization' },
    });
  });
});

describe('what the solver is given', () => {
  const inputOf = async () => {
    await readModelsCaughtUp(world.server);
    return (await solverInputOf(world.server.running.stores.readStore, org, 2026, 12, new Date())).input;
  };

  it('each shift type’s location, where each member works and the locations’ names; nothing of it without locations', async () => {
    const bo = await addMember(ada, org, world.address('bo'));
    const { body: day } = await ada.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '07:00' });
    const before = await inputOf();
    expect(before).not.toHaveProperty('locations');
    expect(before.shift_types[0]).not.toHaveProperty('location_id');
    expect(before.employees.every((employee) => !('location_ids' in employee))).toBe(true);

    const { body: north } = await ada.post(path(), { name: 'North' });
    await ada.put(`/organizations/${org}/shift-types/${day.id}`, { location_id: north.id });
    await ada.put(`/organizations/${org}/members/${bo.memberId}/locations`, { location_ids: [north.id] });
    const after = await inputOf();
    expect(after.locations).toEqual([{ id: north.id, name: 'North' }]);
    expect(after.shift_types).toMatchObject([{ id: day.id, location_id: north.id }]);
    expect(after.employees.find((employee) => employee.id === bo.memberId)?.location_ids).toEqual([north.id]);
    expect(after.employees.filter((employee) => employee.id !== bo.memberId).map((employee) => employee.location_ids)).toEqual([[]]);
  });
});
