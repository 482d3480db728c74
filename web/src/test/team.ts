import { aShiftType } from './shift-types.ts';

/** Organization o1's team: Bo (m-bo), Cy (m-cy) and Di (m-di), employees; shift types Early and Late. */
export const TEAM = {
  members: ['Bo', 'Cy', 'Di'].map((name) => ({
    id: `m-${name.toLowerCase()}`,
    name,
    email: `${name.toLowerCase()}@example.com`,
    is_employee: true,
    is_admin: false,
    status: 'active',
  })),
};

/** The answers the names of trades and open shifts are read from. */
export const teamRoutes = {
  'GET /organizations/o1/members': { body: TEAM },
  'GET /organizations/o1/shift-types': { body: [aShiftType({ id: 'early', name: 'Early' }), aShiftType({ id: 'late', name: 'Late' })] },
};

/** A 409 refusal: the detail and the rules broken. */
export const refusal = (detail: string, ...details: string[]) => ({
  status: 409,
  body: { detail, violations: details.map((text) => ({ rule: 'rest', member_id: 'm-cy', date: '2026-12-04', detail: text })) },
});
