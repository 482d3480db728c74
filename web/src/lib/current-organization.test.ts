import { describe, expect, it } from 'vitest';
import { pathForOrganization, resolveCurrentOrganization } from './current-organization.ts';

const org = (id: string) => ({ organization_id: id, organization_name: `Org ${id}`, is_admin: true, is_employee: false });

describe('the current organization', () => {
  it('is the stored one while the user still belongs there, else the first', () => {
    expect(resolveCurrentOrganization([org('1'), org('2')], '2')?.organization_id).toBe('2');
    expect(resolveCurrentOrganization([org('1'), org('2')], '9')?.organization_id).toBe('1');
    expect(resolveCurrentOrganization([], '9')).toBeUndefined();
  });

  it('moves a page of the old organization to the new one, keeping the query string', () => {
    expect(pathForOrganization('/organizations/1/org-admin', '?tab=members', '1', '2')).toBe('/organizations/2/org-admin?tab=members');
    expect(pathForOrganization('/organizations/1', '', '1', '2')).toBe('/organizations/2');
    expect(pathForOrganization('/profile', '', '1', '2')).toBeNull();
  });
});
