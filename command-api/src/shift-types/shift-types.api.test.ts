import { describe, expect, it } from 'vitest';
import { shiftTypeWorld } from '@rostra/cli/testing/shift-type-world';

// Reading shift types is specified in query-api/src/shift-types/shift-types.api.test.ts.
const t = shiftTypeWorld();
const { world, head, path, employee, create, listed } = t;

describe('creating a shift type', () => {
  it('answers the shift type of docs/product/entities.md with its id, with the defaults filled in', async () => {
    const response = await t.ada.post(path(), { name: '  Early  ', start_time: '06:30', position_labels: { '1': ' Lead ' } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Early',
      start_time: '06:30',
      duration_hours: 8,
      is_active: true,
      position_labels: { '1': 'Lead' },
      requirements: [],
      location_id: null,
    });
    expect(await listed()).toContainEqual(response.body);
  });

  it('takes the requirements along, all days first and then Sunday to Saturday', async () => {
    const requirements = [
      { day_of_week: 6, employees_needed: 3 },
      { day_of_week: null, employees_needed: 2 },
    ];
    const { body } = await create({ duration_hours: 12.5, is_active: false, position_labels: { '3': 'Runner' }, requirements });
    expect(body).toMatchObject({
      duration_hours: 12.5,
      is_active: false,
      position_labels: { '3': 'Runner' },
      requirements: [requirements[1], requirements[0]],
    });
  });

  it.each([
    [{ start_time: '07:00' }, 'name: Shift name is required'],
    [{ name: '   ', start_time: '07:00' }, 'name: Shift name is required'],
    [{ name: 'n'.repeat(101), start_time: '07:00' }, 'name: Must be no more than 100 characters'],
    [{ name: 'No start' }, 'start_time: Start time is required'],
    [{ name: 'Bad start', start_time: '24:00' }, 'start_time: Start time must be in HH:MM format'],
    [{ name: 'Bad start', start_time: '7:00' }, 'start_time: Start time must be in HH:MM format'],
    [
      { name: 'Short', start_time: '07:00', duration_hours: 0 },
      'duration_hours: Duration must be between 0.5 and 24 hours, in steps of 0.5',
    ],
    [
      { name: 'Long', start_time: '07:00', duration_hours: 24.5 },
      'duration_hours: Duration must be between 0.5 and 24 hours, in steps of 0.5',
    ],
    [
      { name: 'Odd', start_time: '07:00', duration_hours: 7.25 },
      'duration_hours: Duration must be between 0.5 and 24 hours, in steps of 0.5',
    ],
    [
      { name: 'P0', start_time: '07:00', position_labels: { '0': 'Zero' } },
      'position_labels.0: Position must be a number between 1 and 50',
    ],
    [
      { name: 'P51', start_time: '07:00', position_labels: { '51': 'Far' } },
      'position_labels.51: Position must be a number between 1 and 50',
    ],
    [
      { name: 'Px', start_time: '07:00', position_labels: { first: 'Lead' } },
      'position_labels.first: Position must be a number between 1 and 50',
    ],
    [{ name: 'Empty label', start_time: '07:00', position_labels: { '1': '  ' } }, 'position_labels.1: Label text cannot be empty'],
    [
      { name: 'Long label', start_time: '07:00', position_labels: { '1': 'l'.repeat(51) } },
      'position_labels.1: Must be no more than 50 characters',
    ],
    [
      {
        name: 'Above',
        start_time: '07:00',
        position_labels: { '3': 'Runner' },
        requirements: [{ day_of_week: null, employees_needed: 2 }],
      },
      'position_labels.3: Position must be a number between 1 and 2',
    ],
    [
      { name: 'Minus', start_time: '07:00', requirements: [{ day_of_week: null, employees_needed: -1 }] },
      'requirements.0.employees_needed: Employee count cannot be negative',
    ],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await t.ada.post(path(), body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a name the organization already uses, in any case, and appends nothing', async () => {
    await t.ada.post(path(), { name: 'Night', start_time: '22:00' });
    const before = await head();
    expect(await t.ada.post(path(), { name: ' NIGHT ', start_time: '21:00' })).toMatchObject({
      status: 409,
      body: { detail: 'A shift type named "NIGHT" already exists in this organization' },
    });
    expect(await head()).toBe(before);
  });
  it('lets one of several admins racing for the same name have it', async () => {
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => t.ada.post(path(), { name: 'Contested', start_time: `0${i}:00` })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await listed()).filter((s) => s.name === 'Contested')).toHaveLength(1);
  });
});

describe('changing a shift type', () => {
  it('changes only the fields sent, and replaces the labels', async () => {
    const { body: created } = await create({ position_labels: { '1': 'Lead', '2': 'Second' } });
    const response = await t.ada.put(path(`/${created.id}`), { start_time: '08:15', is_active: false, position_labels: { '2': 'Runner' } });
    expect(response).toMatchObject({
      status: 200,
      body: { ...created, start_time: '08:15', is_active: false, position_labels: { '2': 'Runner' } },
    });
    expect(await listed()).toContainEqual(response.body);
  });

  it('raises the needs and labels the new position in one call', async () => {
    const { body: created } = await create({ requirements: [{ day_of_week: null, employees_needed: 1 }] });
    const response = await t.ada.put(path(`/${created.id}`), {
      position_labels: { '4': 'Fourth' },
      requirements: [{ day_of_week: null, employees_needed: 4 }],
    });
    expect(response.body).toMatchObject({ position_labels: { '4': 'Fourth' }, requirements: [{ day_of_week: null, employees_needed: 4 }] });
  });

  it.each([
    [{}, 'Provide at least one field to update'],
    [{ name: '' }, 'name: Shift name is required'],
    [{ start_time: '12:60' }, 'start_time: Start time must be in HH:MM format'],
    [{ duration_hours: -1 }, 'duration_hours: Duration must be between 0.5 and 24 hours, in steps of 0.5'],
    [{ position_labels: { '2': 'Second' } }, 'position_labels.2: Position must be a number between 1 and 1'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const { body: created } = await create({ requirements: [{ day_of_week: null, employees_needed: 1 }] });
    const before = await head();
    expect(await t.ada.put(path(`/${created.id}`), body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses another shift type’s name, and an unknown shift type', async () => {
    await t.ada.post(path(), { name: 'Late', start_time: '14:00' });
    const { body: created } = await create();
    const before = await head();
    expect(await t.ada.put(path(`/${created.id}`), { name: 'late' })).toMatchObject({
      status: 409,
      body: { detail: 'A shift type named "late" already exists in this organization' },
    });
    expect(await t.ada.put(path('/no-such-id'), { name: 'Other' })).toMatchObject({
      status: 404,
      body: { detail: 'Shift type not found' },
    });
    expect(await head()).toBe(before);
  });
});

describe('setting the requirements', () => {
  it('replaces the list and shows it wherever the shift type is read', async () => {
    const { body: created } = await create();
    const requirements = [{ day_of_week: 0, employees_needed: 0 }, { day_of_week: null, employees_needed: 50 }, { day_of_week: 3 }];
    const response = await t.ada.put(path(`/${created.id}/requirements`), {
      requirements: requirements.map((r) => ({ employees_needed: 1, ...r })),
    });
    const expected = [
      { day_of_week: null, employees_needed: 50 },
      { day_of_week: 0, employees_needed: 0 },
      { day_of_week: 3, employees_needed: 1 },
    ];
    expect(response).toMatchObject({ status: 200, body: { id: created.id, requirements: expected } });
    expect((await listed()).find((s) => s.id === created.id)).toMatchObject({ requirements: expected });
  });

  it('takes one holiday row, answered after the weekdays', async () => {
    const { body: created } = await create();
    const requirements = [
      { day_of_week: 'holiday', employees_needed: 1 },
      { day_of_week: null, employees_needed: 3 },
    ];
    const response = await t.ada.put(path(`/${created.id}/requirements`), { requirements });
    expect(response).toMatchObject({ status: 200, body: { requirements: [requirements[1], requirements[0]] } });
    expect((await listed()).find((s) => s.id === created.id)).toMatchObject({ requirements: [requirements[1], requirements[0]] });
  });

  it.each([
    [{}, 'requirements: Requirements must be a list of day_of_week and employees_needed'],
    [
      { requirements: [{ day_of_week: 'easter', employees_needed: 1 }] },
      'requirements.0.day_of_week: Day of week must be 0 (Sunday) to 6 (Saturday), "holiday", or null for all days',
    ],
    [{ requirements: [3] }, 'requirements.0: Requirements must be a list of day_of_week and employees_needed'],
    [{ requirements: [{ day_of_week: null, employees_needed: -1 }] }, 'requirements.0.employees_needed: Employee count cannot be negative'],
    [{ requirements: [{ day_of_week: null, employees_needed: 51 }] }, 'requirements.0.employees_needed: Employee count cannot exceed 50'],
    [
      { requirements: [{ day_of_week: null, employees_needed: 1.5 }] },
      'requirements.0.employees_needed: Employee count must be a whole number',
    ],
    [{ requirements: [{ day_of_week: null }] }, 'requirements.0.employees_needed: Employee count must be a whole number'],
    [
      { requirements: [{ day_of_week: 7, employees_needed: 1 }] },
      'requirements.0.day_of_week: Day of week must be 0 (Sunday) to 6 (Saturday), "holiday", or null for all days',
    ],
    [
      {
        requirements: [
          { day_of_week: 2, employees_needed: 1 },
          { day_of_week: 2, employees_needed: 2 },
        ],
      },
      'requirements.1.day_of_week: Each day of the week can have only one requirement',
    ],
    [{ requirements: [{ day_of_week: null, employees_needed: 1 }] }, 'position_labels.2: Position must be a number between 1 and 1'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const { body: created } = await create({ position_labels: { '2': 'Second' } });
    const before = await head();
    expect(await t.ada.put(path(`/${created.id}/requirements`), body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses an unknown shift type', async () => {
    expect(await t.ada.put(path('/no-such-id/requirements'), { requirements: [] })).toMatchObject({
      status: 404,
      body: { detail: 'Shift type not found' },
    });
  });
});

describe('deleting a shift type', () => {
  it('removes it from every list but keeps it in the log, and frees its name', async () => {
    const { body: created } = await t.ada.post(path(), { name: 'Doomed', start_time: '09:00' });
    expect(await t.ada.delete(path(`/${created.id}`))).toMatchObject({ status: 200, body: { id: created.id } });
    expect((await listed()).map((s) => s.id)).not.toContain(created.id);
    const config = (await t.ada.get(`/organizations/${t.org}/employment-config`)).body;
    expect(config.shift_types.map((s: { id: string }) => s.id)).not.toContain(created.id);
    const log = await world.server.running.stores.events.readStream(`shift-types-${t.org}`);
    expect(log.at(-1)).toMatchObject({
      type: 'ShiftTypeDeleted',
      data: { shiftTypeId: created.id, name: 'Doomed' },
      metadata: { actorEmail: t.ada.email, organizationId: t.org },
    });
    expect(await t.ada.delete(path(`/${created.id}`))).toMatchObject({ status: 404, body: { detail: 'Shift type not found' } });
    expect((await t.ada.post(path(), { name: 'doomed', start_time: '09:00' })).status).toBe(201);
  });
});

describe('employees', () => {
  it('are refused every change with 403, and nothing is appended', async () => {
    const { body: created } = await create();
    const bo = await employee();
    await bo.get(path());
    const before = await head();
    for (const response of [
      await bo.post(path(), { name: 'Mine', start_time: '07:00' }),
      await bo.put(path(`/${created.id}`), { name: 'Mine' }),
      await bo.put(path(`/${created.id}/requirements`), { requirements: [] }),
      await bo.delete(path(`/${created.id}`)),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { detail: 'Only administrators of this organization can do this' } });
    }
    expect(await head()).toBe(before);
  });
});
