import { DEFAULT_PREFERENCES } from '@rostra/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ShiftPreferencesPanel } from './shift-preferences-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const set = (member_id: string, preference_set: string, values: object, is_active = true) => ({
  ...DEFAULT_PREFERENCES,
  id: null,
  member_id,
  preference_set,
  is_active,
  updated_at: null,
  effective_from: null,
  allow_admin_edits: true,
  ...values,
});

const LIST = {
  employees: [
    {
      member_id: 'a',
      employee_name: 'Berg',
      allow_admin_edits: true,
      edit_protected: false,
      admin_set: set('a', 'admin_set', { shift_preferences: { day: 4 } }),
      employee_requested: set('a', 'employee_requested', { shift_preferences: { day: 6 } }),
    },
    {
      member_id: 'b',
      employee_name: 'Cole',
      allow_admin_edits: false,
      edit_protected: true,
      admin_set: set('b', 'admin_set', {}, false),
      employee_requested: set('b', 'employee_requested', {}, false),
    },
  ],
  totals: {
    by_shift_type: [
      {
        shift_type_id: 'day',
        shift_type_name: 'Day',
        admin_set_total: 4,
        monthly_requirement: { low: 30, high: 31 },
        employee_requested_total: 6,
      },
    ],
    overall: { admin_set_total: 4, monthly_requirement: { low: 30, high: 31 }, employee_requested_total: 6 },
    has_employee_requests: true,
  },
};

function setup(list: object = LIST) {
  const api = fakeApi({
    'GET /organizations/7/employees/preferences?include_totals=true': { body: list },
    'POST /organizations/7/admin/employees/preferences/batch': {
      body: { message: 'Preferences saved successfully!', updated: 1, results: [] },
    },
    'PUT /organizations/7/admin/employees/a/employee-requested-preferences': { body: {} },
  });
  return { api, ...renderWithProviders(<ShiftPreferencesPanel organizationId="7" />) };
}

describe('ShiftPreferencesPanel', () => {
  it('shows the rows, badges, totals and the conflict text on click', async () => {
    const { user } = setup();
    expect(screen.getByText('Loading employee preferences...')).toBeInTheDocument();
    await screen.findByText('Berg');
    expect(screen.getByText('Admin Set', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('Edit Protected', { selector: '.badge' })).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getAllByText('30–31')).toHaveLength(2);
    expect(within(totals).getByRole('columnheader', { name: 'Employee Requested' })).toBeInTheDocument();
    await user.click(within(totals).getByRole('button', { name: 'Conflict: Day' }));
    expect(within(totals).getByRole('alert')).toHaveTextContent('admin-set shifts (4) are fewer than the month needs (30–31)');
  });

  it('highlights changed rows and saves only them through the batch', async () => {
    const { user, api } = setup();
    await screen.findByText('Berg');
    await user.click(screen.getByRole('button', { name: 'Update 0 Changed' }));
    expect(screen.getByText('No changes to save')).toBeInTheDocument();
    const count = screen.getByLabelText('Cole: Day shifts per month');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByLabelText('Cole: available on Sunday'));
    expect(count.closest('tr')).toHaveClass('row-changed');
    expect(screen.getByLabelText('Berg: Day shifts per month').closest('tr')).not.toHaveClass('row-changed');
    await user.click(screen.getByRole('button', { name: 'Update 1 Changed' }));
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    const [body] = api.bodiesOf('POST /organizations/7/admin/employees/preferences/batch') as {
      updates: { member_id: string; preferences: { shift_preferences: object; available_weekdays: Record<string, boolean> } }[];
    }[];
    expect(body!.updates).toHaveLength(1);
    expect(body!.updates[0]).toMatchObject({
      member_id: 'b',
      preferences: { shift_preferences: { day: 3 }, available_weekdays: { 0: false, 1: true } },
    });
  });

  it('sets an employee’s own weekly hours, and blank returns to the organization’s', async () => {
    const { user, api } = setup();
    await screen.findByText('Berg');
    const weekly = screen.getByLabelText('Berg: Max Hours/Week');
    expect(weekly).toHaveValue(null);
    await user.type(weekly, '169');
    await user.click(screen.getByRole('button', { name: 'Update 1 Changed' }));
    expect(await screen.findByText('max_weekly_hours: Must be a whole number between 0 and 168')).toBeInTheDocument();
    await user.clear(weekly);
    await user.type(weekly, '30');
    await user.click(screen.getByRole('button', { name: 'Update 1 Changed' }));
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    const [body] = api.bodiesOf('POST /organizations/7/admin/employees/preferences/batch') as {
      updates: { member_id: string; preferences: object }[];
    }[];
    expect(body!.updates).toEqual([{ member_id: 'a', preferences: expect.objectContaining({ max_weekly_hours: 30 }) }]);
  });

  it('disables the count of a shift type that is not available', async () => {
    const { user } = setup();
    await screen.findByText('Berg');
    await user.click(screen.getByLabelText('Berg: Day available'));
    expect(screen.getByLabelText('Berg: Day shifts per month')).toBeDisabled();
    expect(screen.getByLabelText('Berg: Day shifts per month')).toHaveValue(0);
  });

  it('expands the Employee Requested rows one by one or all, with the comparison', async () => {
    const { user } = setup();
    await screen.findByText('Berg');
    await user.click(screen.getByRole('button', { name: 'Show Employee Requested for Berg' }));
    expect(screen.getByRole('group', { name: 'Employee Requested by Berg' })).toHaveTextContent('Day: 6 (wants more)');
    expect(screen.getByRole('button', { name: 'Toggle All' })).toHaveAttribute('aria-pressed', 'mixed');
    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(screen.getByRole('group', { name: 'Employee Requested by Cole' })).toHaveTextContent('has not set preferences yet');
    await user.click(screen.getByRole('button', { name: 'Toggle All' }));
    expect(screen.queryByRole('group', { name: /Employee Requested by/ })).not.toBeInTheDocument();
  });

  it('edits the requested set of an employee who allows admin edits, and offers no edit when protected', async () => {
    const { user, api } = setup();
    await screen.findByText('Berg');
    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(
      within(screen.getByRole('group', { name: 'Employee Requested by Cole' })).queryByRole('button', { name: /^Edit/ }),
    ).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Edit Employee Requested by Berg' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Employee Requested: Berg' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No changes to save');
    const count = within(dialog).getByLabelText('Day shifts per month');
    expect(count).toHaveValue(6);
    await user.clear(count);
    await user.type(count, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('31');
    await user.clear(count);
    await user.type(count, '8');
    await user.click(within(dialog).getByLabelText('Saturday'));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/7/admin/employees/a/employee-requested-preferences')).toEqual([
      expect.objectContaining({
        shift_preferences: { day: 8 },
        available_weekdays: expect.objectContaining({ 6: false, 0: true }),
        reason: 'Asked by phone',
      }),
    ]);
  });

  it('says when there is nobody', async () => {
    setup({ employees: [], totals: { ...LIST.totals, has_employee_requests: false } });
    expect(await screen.findByText('No employees found in this organization.')).toBeInTheDocument();
  });
});
