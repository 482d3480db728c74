import { anOrganizationSettings } from '@rostra/contracts/testing/organization-settings';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { dayFromToday, organizationWorld } from '@rostra/cli/testing/organization-world';

// The admin's side of an organization: profile, settings, scheduling configuration, deletion, roles.

const world = organizationWorld();
const { head, user, organizationOf } = world;

describe('editing an organization', () => {
  let hal: SignedIn;
  let ward: number;
  beforeEach(async () => {
    hal = await user('hal');
    ward = await organizationOf(hal, 'Hal Ward', { description: 'Old', max_employees: 10 });
  });

  it('changes one field at a time, and the change is read back', async () => {
    const response = await hal.put(`/organizations/${ward}`, { description: 'Night shifts' });
    expect(response).toMatchObject({ status: 200, body: { id: ward, name: 'Hal Ward', description: 'Night shifts', max_employees: 10 } });
    expect((await hal.get(`/organizations/${ward}`)).body).toMatchObject({ description: 'Night shifts' });
  });

  it('changes several fields, clears optional ones and switches is_active', async () => {
    const body = { name: 'Hal Ward 2', max_employees: 10_000, description: '', is_active: false, time_zone: 'America/New_York' };
    const response = await hal.put(`/organizations/${ward}`, body);
    expect(response.body).toMatchObject({
      name: 'Hal Ward 2',
      max_employees: 10_000,
      description: null,
      is_active: false,
      time_zone: 'America/New_York',
    });
    expect((await hal.get('/organizations')).body.organizations[0]).toMatchObject({ name: 'Hal Ward 2', is_active: false });
  });

  it.each([
    [{}, 'Provide at least one field to update'],
    [{ name: '' }, 'name: This field is required'],
    [{ name: 'H' }, 'name: Must be at least 2 characters'],
    [{ name: 'H'.repeat(101) }, 'name: Must be no more than 100 characters'],
    [{ name: 'Hal & Co' }, 'name: Invalid format'],
    [{ description: 'd'.repeat(501) }, 'description: Must be no more than 500 characters'],
    [{ email_address: 'no-at-sign' }, 'email_address: Email must be a valid email address'],
    [{ phone_number: '12345' }, 'phone_number: Phone number must be in international format (e.g., +1234567890)'],
    [{ address: 'a'.repeat(256) }, 'address: Must be no more than 255 characters'],
    [{ max_employees: 0 }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ max_employees: 'many' }, 'max_employees: Must be a whole number between 1 and 10000'],
    [{ subscription_expiry_date: 'soon' }, 'subscription_expiry_date: Invalid format'],
    [{ subscription_expiry_date: dayFromToday(-2) }, 'subscription_expiry_date: Subscription expiry date must be tomorrow or later'],
    [{ time_zone: 'Nowhere/Special' }, 'time_zone: Unknown time zone'],
    [{ is_active: 'yes' }, 'is_active: Invalid input: expected boolean, received string'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await hal.put(`/organizations/${ward}`, body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('sets the name display format', async () => {
    const response = await hal.put(`/organizations/${ward}/settings`, { name_display_format: 'first_last' });
    expect(response).toMatchObject({ status: 200, body: { settings: { name_display_format: 'first_last' } } });
    expect((await hal.get(`/organizations/${ward}`)).body.settings).toEqual(anOrganizationSettings({ name_display_format: 'first_last' }));
    const before = await head();
    const refused = await hal.put(`/organizations/${ward}/settings`, { name_display_format: 'first' });
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: 'name_display_format: Invalid option: expected one of "last"|"last_first"|"first_last"' },
    });
    expect(await head()).toBe(before);
  });

  it('sets the labour rules: minimum rest 0–24 h and weekly hours 0–168 (0 = no limit)', async () => {
    const rules = { min_rest_hours: 12, max_weekly_hours: 0, fairness_window_months: 12 };
    const settings = anOrganizationSettings(rules);
    expect(await hal.put(`/organizations/${ward}/settings`, rules)).toMatchObject({ status: 200, body: { settings } });
    expect((await hal.get(`/organizations/${ward}`)).body.settings).toEqual(settings);
    const before = await head();
    for (const [body, detail] of [
      [{ min_rest_hours: 25 }, 'min_rest_hours: Must be a whole number between 0 and 24'],
      [{ max_weekly_hours: -1 }, 'max_weekly_hours: Must be a whole number between 0 and 168'],
      [{ fairness_window_months: 13 }, 'fairness_window_months: Must be a whole number between 0 and 12'],
      [{}, 'Provide at least one setting to update'],
    ] as const) {
      expect(await hal.put(`/organizations/${ward}/settings`, body)).toMatchObject({ status: 400, body: { detail } });
    }
    expect(await head()).toBe(before);
  });

  it('sets how open shifts are filled and the short-notice window (0–90 days)', async () => {
    const chosen = { open_shift_assignment: 'first_claim', notice_days: 7 } as const;
    const settings = anOrganizationSettings(chosen);
    expect(await hal.put(`/organizations/${ward}/settings`, chosen)).toMatchObject({ status: 200, body: { settings } });
    expect((await hal.get(`/organizations/${ward}`)).body.settings).toEqual(settings);
    const before = await head();
    for (const [body, detail] of [
      [{ open_shift_assignment: 'lottery' }, 'open_shift_assignment: must be "first_claim" or "admin_picks"'],
      [{ notice_days: 91 }, 'notice_days: Must be a whole number between 0 and 90'],
      [{ notice_days: 1.5 }, 'notice_days: Must be a whole number between 0 and 90'],
    ] as const) {
      expect(await hal.put(`/organizations/${ward}/settings`, body)).toMatchObject({ status: 400, body: { detail } });
    }
    expect(await head()).toBe(before);
  });

  it('is for its admins only', async () => {
    const stranger = await user('ian');
    const before = await head();
    expect((await stranger.put(`/organizations/${ward}`, { description: 'Mine' })).status).toBe(403);
    expect((await stranger.put(`/organizations/${ward}/settings`, { name_display_format: 'last' })).status).toBe(403);
    expect((await stranger.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).status).toBe(403);
    expect((await stranger.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'Hal Ward 2' })).status).toBe(403);
    expect((await world.root.fresh().put(`/organizations/${ward}`, { description: 'Mine' })).status).toBe(401);
    expect(await head()).toBe(before);
  });
});

describe('the scheduling configuration', () => {
  let jo: SignedIn;
  let ward: number;
  beforeEach(async () => {
    jo = await user('jo');
    ward = await organizationOf(jo, 'Jo Ward');
  });

  it('is absent at first: the employment configuration says so, and an update is refused', async () => {
    expect((await jo.get(`/organizations/${ward}/employment-config`)).body).toEqual({ shift_types: [], scheduling_config: null });
    expect(await jo.get(`/organizations/${ward}/scheduling-config`)).toMatchObject({
      status: 404,
      body: { detail: 'Scheduling configuration not found' },
    });
    expect(await jo.put(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({
      status: 404,
      body: { detail: 'Scheduling configuration not found' },
    });
  });

  it('is created once as month, then updated', async () => {
    expect(await jo.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({
      status: 201,
      body: { scheduling_period: 'month' },
    });
    expect(await jo.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({
      status: 409,
      body: { detail: 'The scheduling configuration already exists; update it instead' },
    });
    expect(await jo.put(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).toMatchObject({
      status: 200,
      body: { scheduling_period: 'month' },
    });
    expect((await jo.get(`/organizations/${ward}/scheduling-config`)).body).toEqual({ scheduling_period: 'month' });
    expect((await jo.get(`/organizations/${ward}/employment-config`)).body).toEqual({
      shift_types: [],
      scheduling_config: { scheduling_period: 'month' },
    });
  });

  it('is always month', async () => {
    const before = await head();
    expect(await jo.put(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'week' })).toMatchObject({
      status: 400,
      body: { detail: 'scheduling_period: The scheduling period is always month' },
    });
    expect(await head()).toBe(before);
  });

  it('is readable by members only', async () => {
    const stranger = await user('kim');
    expect((await stranger.get(`/organizations/${ward}/employment-config`)).status).toBe(403);
    expect((await stranger.get(`/organizations/${ward}/scheduling-config`)).status).toBe(403);
  });
});

describe('deleting an organization', () => {
  let lu: SignedIn;
  let ward: number;
  beforeEach(async () => {
    lu = await user('lu');
    ward = await organizationOf(lu, 'Lu Ward');
    await organizationOf(lu, 'Lu Other Ward');
  });

  it.each([
    [{ organization_name: 'Lu Ward' }, 'confirm_deletion: Please confirm the deletion'],
    [{ confirm_deletion: false, organization_name: 'Lu Ward' }, 'confirm_deletion: Please confirm the deletion'],
    [{ confirm_deletion: true }, 'organization_name: This field is required'],
    [{ confirm_deletion: true, organization_name: 'Lu Ward 2' }, 'organization_name: The organization name does not match'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    expect(await lu.delete(`/organizations/${ward}`, body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('needs the name in any case, then the organization is gone from every list and endpoint', async () => {
    expect(await lu.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'lu WARD' })).toMatchObject({
      status: 200,
    });
    expect((await lu.get('/organizations')).body.organizations.map((o: { name: string }) => o.name)).toEqual(['Lu Other Ward']);
    expect(Object.keys((await lu.get('/auth/session')).body.app_metadata.roles_by_organization)).not.toContain(String(ward));
    for (const path of ['', '/users', '/employment-config', '/scheduling-config']) {
      expect(await lu.get(`/organizations/${ward}${path}`)).toMatchObject({ status: 404, body: { detail: 'Organization not found' } });
    }
    expect((await lu.put(`/organizations/${ward}`, { description: 'Back' })).status).toBe(404);
    expect((await lu.put(`/organizations/${ward}/settings`, { name_display_format: 'last' })).status).toBe(404);
    expect((await lu.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'Lu Ward' })).status).toBe(404);
    // The log keeps it.
    const stream = await world.server.running.stores.events.readStream(`organization-${ward}`);
    expect(stream.map((event) => event.type)).toEqual(['OrganizationCreated', 'OrganizationDeleted']);
  });
});

describe('setting roles with POST /roles', () => {
  let max: SignedIn;
  let nia: SignedIn;
  let ward: number;
  beforeEach(async () => {
    max = await user('max');
    ward = await organizationOf(max, 'Max Ward');
    nia = await addMember(max, String(ward), world.address('nia'));
    expect((await nia.get(`/organizations/${ward}`)).body).toMatchObject({ is_admin: false, is_employee: true });
  });

  it('is refused to employees, as are the admin-only changes of the organization', async () => {
    const before = await head();
    const body = { organization_id: ward, user_id: nia.id, is_admin: true, is_employee: true };
    expect(await nia.post('/roles', body)).toMatchObject({
      status: 403,
      body: { detail: 'Only administrators of this organization can do this' },
    });
    expect((await nia.put(`/organizations/${ward}`, { description: 'Mine' })).status).toBe(403);
    expect((await nia.put(`/organizations/${ward}/settings`, { name_display_format: 'last_first' })).status).toBe(403);
    expect((await nia.post(`/organizations/${ward}/scheduling-config`, { scheduling_period: 'month' })).status).toBe(403);
    expect((await nia.delete(`/organizations/${ward}`, { confirm_deletion: true, organization_name: 'Max Ward' })).status).toBe(403);
    expect((await nia.get(`/organizations/${ward}/employment-config`)).status).toBe(200);
    expect(await head()).toBe(before);
  });

  it("sets a member's roles, as an admin of the organization named in the body", async () => {
    const response = await max.post('/roles', { organization_id: String(ward), user_id: nia.id, is_admin: true, is_employee: false });
    expect(response).toMatchObject({
      status: 200,
      body: { organization_id: String(ward), user_id: nia.id, is_admin: true, is_employee: false },
    });
    const { users } = (await max.get(`/organizations/${ward}/users`)).body;
    expect(users.find((u: { id: string }) => u.id === nia.id)).toMatchObject({ is_admin: true, is_employee: false });
  });

  it.each([
    [{ user_id: 'x', is_admin: true, is_employee: true }, 400, 'organization_id: Invalid input'],
    [{ organization_id: 1, is_admin: true, is_employee: true }, 400, 'user_id: This field is required'],
    [
      { organization_id: 1, user_id: 'x', is_admin: false, is_employee: false },
      400,
      'At least one role (Admin or Employee) must be selected.',
    ],
    [{ organization_id: 999999, user_id: 'x', is_admin: true, is_employee: true }, 404, 'Organization not found'],
  ])('refuses %j with %i "%s" and appends nothing', async (body, status, detail) => {
    const before = await head();
    expect(await max.post('/roles', body)).toMatchObject({ status, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('refuses a signed-in user who is not a member', async () => {
    const outsider = await user('oz');
    expect((await outsider.post('/roles', { organization_id: ward, user_id: nia.id, is_admin: true, is_employee: true })).status).toBe(403);
  });
});
