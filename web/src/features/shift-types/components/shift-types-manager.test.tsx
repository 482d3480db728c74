import type { ShiftType } from '@rostra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { aShiftType } from '@/test/shift-types.ts';
import { ShiftTypesManager } from './shift-types-manager.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /organizations/o1/shift-types';
const shift = (id: string, name: string, changes: Partial<ShiftType> = {}) =>
  aShiftType({ id, name, requirements: [{ day_of_week: null, employees_needed: 2 }], ...changes });
const SHIFTS = [
  shift('s1', 'Early'),
  shift('s2', 'Late', {
    start_time: '15:00',
    duration_hours: 7.5,
    requirements: [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, employees_needed: 2 })),
  }),
  shift('s3', 'Night', { start_time: '23:00', is_active: false }),
];

const LOCATIONS = [
  { id: 'north', name: 'North Home', timezone: 'Europe/London' },
  { id: 'south', name: 'South Home', timezone: null },
];

const stat = (label: string) => within(screen.getByLabelText('Shift type counts')).getByText(label).nextSibling?.textContent;

describe('the Shift Types manager', () => {
  it('counts total, active and inactive, shows each requirement by the rule of docs/product/limits.md#shift-types, and searches by name', async () => {
    fakeApi({ [LIST]: { body: SHIFTS } });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await screen.findByText('Early');
    expect([stat('Total'), stat('Active'), stat('Inactive')]).toEqual(['3', '2', '1']);
    const late = screen.getByText('Late').closest('tr')!;
    expect(within(late).getByText('7.5 hours')).toBeInTheDocument();
    expect(within(late).getByText('~1.4')).toBeInTheDocument();
    expect(within(screen.getByText('Early').closest('tr')!).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByText('Night').closest('tr')!).getByText('Inactive')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search shift types'), 'nig');
    expect(screen.queryByText('Early')).not.toBeInTheDocument();
    expect(screen.getByText('Night')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search shift types'), 'xx');
    expect(screen.getByText('No shift types match your search.')).toBeInTheDocument();
  });

  it('says when nothing is configured yet', async () => {
    fakeApi({ [LIST]: { body: [] } });
    renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    expect(await screen.findByText('No shift types configured yet.')).toBeInTheDocument();
  });

  it('offers no Add and disables Edit and Delete for members who are not admins', async () => {
    fakeApi({ [LIST]: { body: SHIFTS } });
    renderWithProviders(<ShiftTypesManager organizationId="o1" disabled />);
    await screen.findByText('Early');
    expect(screen.queryByRole('button', { name: 'Add Shift Type' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Early' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Early' })).toBeDisabled();
  });

  it('lists every broken rule on Save, clears a field’s error when it is edited, and creates the shift type', async () => {
    const api = fakeApi({ [LIST]: { body: [] }, 'POST /organizations/o1/shift-types': { status: 201, body: shift('s9', 'Weekend') } });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Add Shift Type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Shift Type' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift Type' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Shift name: Shift name is required');
    expect(alert).toHaveTextContent('Start time: Start time is required');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Shift name'), 'Weekend');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Shift name is required');
    await user.type(within(dialog).getByLabelText('Start time'), '08:00');
    const count = within(dialog).getByLabelText('Employees needed');
    await user.clear(count);
    await user.type(count, 'a3b');
    expect(count).toHaveValue('3');
    await user.click(within(dialog).getByLabelText('Different requirements per day of the week'));
    await user.click(within(dialog).getByRole('button', { name: 'Weekends' }));
    expect(within(dialog).getByLabelText('Monday')).toHaveValue('0');
    await user.click(within(dialog).getByRole('button', { name: '+ Add Position Label' }));
    await user.type(within(dialog).getByLabelText('Label text, label 1'), ' Lead ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Shift Type' }));

    expect(await screen.findByText('Shift type created successfully')).toBeInTheDocument();
    expect(api.bodiesOf('POST /organizations/o1/shift-types')).toEqual([
      {
        name: 'Weekend',
        start_time: '08:00',
        duration_hours: 8,
        is_active: true,
        requirements: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, employees_needed: day === 0 || day === 6 ? 3 : 0 })),
        position_labels: { '1': 'Lead' },
        location_id: null,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a label above the most employees needed, and reports a failed save in the words of docs/product/validation.md#shift-types', async () => {
    fakeApi({ [LIST]: { body: SHIFTS }, 'PUT /organizations/o1/shift-types/s1': { status: 500, body: { detail: 'boom' } } });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Early' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift Type' });
    expect(within(dialog).getByLabelText('Shift name')).toHaveValue('Early');
    await user.click(within(dialog).getByRole('button', { name: '+ Add Position Label' }));
    const position = within(dialog).getByLabelText('Position, label 1');
    await user.clear(position);
    await user.type(position, '3');
    await user.type(within(dialog).getByLabelText('Label text, label 1'), 'Extra');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getAllByText('Position must be a number between 1 and 2').length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove label 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Failed to save shift type. Please try again.')).toBeInTheDocument();
  });

  it('puts a shift type at one of the organization’s locations, or at none', async () => {
    const api = fakeApi({
      [LIST]: { body: [shift('s1', 'Early'), shift('s3', 'Night', { location_id: 'north' })] },
      'GET /organizations/o1/locations': { body: LOCATIONS },
      'PUT /organizations/o1/shift-types/s1': { body: shift('s1', 'Early', { location_id: 'south' }) },
      'PUT /organizations/o1/shift-types/s3': { body: shift('s3', 'Night') },
    });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    const edit = async (name: string, location: string) => {
      await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Shift Type' });
      const select = await within(dialog).findByLabelText('Location');
      expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['No location', 'North Home', 'South Home']);
      await user.selectOptions(select, location);
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await edit('Early', 'South Home');
    await edit('Night', 'No location');
    expect(api.bodiesOf('PUT /organizations/o1/shift-types/s1')).toMatchObject([{ name: 'Early', location_id: 'south' }]);
    expect(api.bodiesOf('PUT /organizations/o1/shift-types/s3')).toMatchObject([{ name: 'Night', location_id: null }]);
  });

  it('asks for no location where the organization has none', async () => {
    const api = fakeApi({ [LIST]: { body: SHIFTS }, 'GET /organizations/o1/locations': { body: [] } });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Add Shift Type' }));
    await screen.findByRole('dialog', { name: 'Add Shift Type' });
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/organizations/o1/locations'));
    await user.type(screen.getByLabelText('Shift name'), 'Day');
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it('asks a minimum of a skill on the Night row: refused above the employees needed, then sent with the row', async () => {
    const api = fakeApi({
      [LIST]: { body: [shift('s3', 'Night', { requirements: [{ day_of_week: null, employees_needed: 3 }] })] },
      'GET /organizations/o1/skills': { body: [{ id: 'rn', name: 'Registered nurse' }] },
      'PUT /organizations/o1/shift-types/s3': { body: shift('s3', 'Night') },
    });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Night' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift Type' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add a skill minimum, Every day' }));
    const everyDay = within(dialog).getByRole('group', { name: 'Skill minimums, Every day' });
    expect(within(everyDay).getByLabelText('Skill')).toHaveValue('rn');
    const atLeast = within(everyDay).getByLabelText('At least');
    await user.clear(atLeast);
    await user.type(atLeast, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Skill minimum 1 (Every day): min_count cannot be more than employees_needed',
    );
    await user.clear(atLeast);
    await user.type(atLeast, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('PUT /organizations/o1/shift-types/s3')).toMatchObject([
      { requirements: [{ day_of_week: null, employees_needed: 3, skills: [{ skill_id: 'rn', min_count: 1 }] }] },
    ]);
  });

  it('asks for no skill minimums where the organization has no skills', async () => {
    const api = fakeApi({ [LIST]: { body: SHIFTS }, 'GET /organizations/o1/skills': { body: [] } });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Add Shift Type' }));
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/organizations/o1/skills'));
    expect(screen.queryByRole('group', { name: /Skill minimums/ })).not.toBeInTheDocument();
  });

  it('asks before deleting, then says it was deleted', async () => {
    const api = fakeApi({
      [LIST]: { body: SHIFTS },
      'DELETE /organizations/o1/shift-types/s2': { body: { id: 's2', message: 'Shift type deleted successfully' } },
    });
    const { user } = renderWithProviders(<ShiftTypesManager organizationId="o1" disabled={false} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Late' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this shift type? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shift type deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
