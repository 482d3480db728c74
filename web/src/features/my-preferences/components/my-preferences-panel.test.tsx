import type { PreferenceRecord } from '@rostra/contracts';
import { DEFAULT_PREFERENCES } from '@rostra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { aShiftType } from '@/test/shift-types.ts';
import { MyPreferencesPanel } from './my-preferences-panel.tsx';

const set = (preference_set: PreferenceRecord['preference_set'], changes: Partial<PreferenceRecord> = {}): PreferenceRecord => ({
  ...DEFAULT_PREFERENCES,
  id: null,
  member_id: 'm1',
  preference_set,
  is_active: false,
  updated_at: null,
  effective_from: null,
  allow_admin_edits: true,
  ...changes,
});

const ROUTES = {
  'GET /auth/session': { body: { id: 'u1', email: 'erin@example.com', app_metadata: { roles_by_organization: {} } } },
  'GET /organizations/o1/members/u1/name': {
    body: { member_id: 'm1', user_id: 'u1', first_name: 'Erin', middle_name: null, last_name: 'Berg', preferred_name: null },
  },
  'GET /organizations/o1/employment-config': {
    body: {
      shift_types: [aShiftType({ id: 'early', name: 'Early' }), aShiftType({ id: 'night', name: 'Night' })],
      scheduling_config: null,
    },
  },
  'GET /organizations/o1/my-preferences-summary': {
    body: {
      employee_requested: set('employee_requested', { shift_preferences: { early: 5, night: 2 }, is_active: true }),
      admin_set: set('admin_set', { shift_preferences: { early: 5, night: 4 }, is_active: true }),
    },
  },
};

beforeEach(() => {
  session.start({ access_token: 'a', refresh_token: 'r', expires_in: 3600 } as Parameters<typeof session.start>[0]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('My Preferences', () => {
  it('sets what I want against the admin requirement, disallows a shift type, and saves only what changed', async () => {
    const api = fakeApi({ ...ROUTES, 'PUT /organizations/o1/my-preferences': { body: { message: 'Preferences saved successfully!' } } });
    const { user } = renderWithProviders(<MyPreferencesPanel organizationId="o1" />);
    const night = (await screen.findByText('Night')).closest('tr')!;
    expect(within(night).getByText('You want fewer than the admin requirement')).toBeInTheDocument();
    expect(within(night).getByText('4 / month')).toBeInTheDocument();
    expect(within(screen.getByText('Early').closest('tr')!).getByText('Aligned with the admin requirement')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('No changes to save')).toBeInTheDocument();

    await user.click(within(night).getByLabelText('I can work Night'));
    // The admin requirement keeps Nights available: unticking is a strong wish, and the page says so.
    expect(
      within(night).getByText('Not available. The admin requirement keeps it open: only where a shift would otherwise be short.'),
    ).toBeInTheDocument();
    expect(within(night).getByLabelText('Night shifts I want per month')).toBeDisabled();
    expect(within(night).getByLabelText('Night shifts I want per month')).toHaveValue('0');
    await user.click(screen.getByLabelText('Sunday'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/o1/my-preferences')).toEqual([
      {
        shift_preferences: { early: 5 },
        disallowed_shift_types: ['night'],
        available_weekdays: { 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true },
      },
    ]);
  });

  it('shows the limits of the work schedule constraints as they are typed', async () => {
    fakeApi(ROUTES);
    const { user } = renderWithProviders(<MyPreferencesPanel organizationId="o1" />);
    const max = await screen.findByLabelText('Maximum consecutive work days');
    await user.clear(max);
    await user.type(max, '15');
    expect(screen.getByText('Must be a whole number between 1 and 14')).toBeInTheDocument();
    const count = screen.getByLabelText('Early shifts I want per month');
    await user.type(count, 'x9');
    expect(count).toHaveValue('59');
    expect(screen.getByText('Must be a whole number between 0 and 31')).toBeInTheDocument();
  });

  it('sends nothing while a field breaks a rule, even with a valid change beside it', async () => {
    const api = fakeApi({ ...ROUTES, 'PUT /organizations/o1/my-preferences': { body: { message: 'Preferences saved successfully!' } } });
    const { user } = renderWithProviders(<MyPreferencesPanel organizationId="o1" />);
    const early = await screen.findByLabelText('Early shifts I want per month');
    await user.clear(early);
    await user.type(early, '32');
    await user.click(screen.getByLabelText('Sunday'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved: correct the marked fields first');
    expect(screen.queryByText('Preferences saved successfully!')).not.toBeInTheDocument();

    await user.clear(early);
    await user.type(early, '5');
    const min = screen.getByLabelText('Minimum consecutive work days');
    await user.clear(min);
    await user.type(min, '7');
    const max = screen.getByLabelText('Maximum consecutive work days');
    await user.clear(max);
    await user.type(max, '3');
    expect(screen.getByText('Must be at least the minimum consecutive work days (7)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(api.bodiesOf('PUT /organizations/o1/my-preferences')).toEqual([]);
  });

  it('updates my name, leaving out empty parts', async () => {
    const api = fakeApi({ ...ROUTES, 'PUT /organizations/o1/members/u1/name': { body: {} } });
    const { user } = renderWithProviders(<MyPreferencesPanel organizationId="o1" />);
    const preferred = await screen.findByLabelText(/^Preferred name/);
    await user.type(preferred, 'Ri');
    await user.click(screen.getByRole('button', { name: 'Update Name' }));
    expect(await screen.findByText('Name updated successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/o1/members/u1/name')).toEqual([
      { first_name: 'Erin', last_name: 'Berg', preferred_name: 'Ri' },
    ]);
  });

  it('reports a failed admin-edit permission change with its reason', async () => {
    fakeApi({
      ...ROUTES,
      'PUT /organizations/o1/my-preferences/allow-admin-edits': {
        status: 403,
        body: { detail: 'Only employees of this organization have scheduling preferences' },
      },
    });
    const { user } = renderWithProviders(<MyPreferencesPanel organizationId="o1" />);
    const toggle = await screen.findByRole('switch', { name: 'Allow administrators to edit my preferences' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(
        screen.getByText('Failed to update admin edit permissions: Only employees of this organization have scheduling preferences'),
      ).toBeInTheDocument(),
    );
  });
});
