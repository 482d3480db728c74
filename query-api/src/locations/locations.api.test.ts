import type { Location } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

const world = organizationWorld();
let ada: SignedIn;
let org: string;
beforeEach(async () => {
  ada = await world.user('ada', 'Ada');
  org = String(await world.organizationOf(ada, 'Ward 4'));
});

const path = (organizationId = org) => `/organizations/${organizationId}/locations`;
const created = async (admin: SignedIn, name: string, organizationId = org): Promise<Location> => {
  const response = await admin.post(path(organizationId), { name, timezone: 'Europe/Berlin' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

describe('GET /organizations/{id}/locations', () => {
  it('answers every location of the organization by name, in any case, to every member', async () => {
    const south = await created(ada, 'south wing');
    const north = await created(ada, 'North Home');
    const annex = await created(ada, 'annex');
    const bo = await addMember(ada, org, world.address('bo'));
    const expected = [annex, north, south];
    expect(expected[1]).toEqual({ id: north.id, name: 'North Home', timezone: 'Europe/Berlin' });
    expect(await ada.get(path())).toMatchObject({ status: 200, body: expected });
    expect(await bo.get(path())).toMatchObject({ status: 200, body: expected });
  });

  it("answers an empty list to an organization without locations, never another organization's", async () => {
    await created(ada, 'North Home');
    const cy = await world.user('cy');
    const other = String(await world.organizationOf(cy, 'Ward 5'));
    expect(await cy.get(path(other))).toMatchObject({ status: 200, body: [] });
  });

  it('refuses anyone not a member with 403, and anyone not signed in with 401', async () => {
    const cy = await world.user('cy');
    expect((await cy.get(path())).status).toBe(403);
    expect((await ada.fresh().get(path())).status).toBe(401);
  });
});
