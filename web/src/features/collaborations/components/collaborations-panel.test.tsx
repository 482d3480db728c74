import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CollaborationsPanel } from './collaborations-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const member = (id: string, name: string, extra = {}) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  is_employee: true,
  is_admin: false,
  status: 'active',
  ...extra,
});

function setup() {
  const rules = [
    { id: 'r1', collaboration_type: 'prefer_together', employee_ids: ['a', 'b'], employee_names: ['Berg', 'Cole'] },
    { id: 'r2', collaboration_type: 'avoid_together', employee_ids: ['b', 'c'], employee_names: ['Cole', 'Dahl'] },
  ];
  const api = fakeApi({
    'GET /organizations/7/employee-collaborations': () => ({ body: rules }),
    'GET /organizations/7/members': {
      body: {
        members: [
          member('a', 'Berg'),
          member('b', 'Cole'),
          member('c', 'Dahl'),
          member('x', 'Admin', { is_employee: false }),
          member('e', 'Eng', { status: 'expired' }),
        ],
      },
    },
    'POST /organizations/7/employee-collaborations': (call) => {
      const body = call.body as { employee_ids: string[]; collaboration_type: string };
      rules.push({ id: 'r3', ...body, employee_names: ['Berg', 'Dahl'] });
      return { status: 201, body: rules[2] };
    },
    'DELETE /organizations/7/employee-collaborations/r1': () => {
      rules.splice(0, 1);
      return { body: { id: 'r1', message: 'Collaboration deleted successfully' } };
    },
  });
  return { api, ...renderWithProviders(<CollaborationsPanel organizationId="7" />) };
}

describe('CollaborationsPanel', () => {
  it('lists the groups by names in their cards', async () => {
    setup();
    const together = (await screen.findByRole('heading', { name: 'Schedule Together' })).closest('section')!;
    expect(together).toHaveTextContent('Berg, Cole');
    expect(screen.getByRole('heading', { name: 'Schedule Separately' }).closest('section')).toHaveTextContent('Cole, Dahl');
  });

  it('needs two employees, offers only schedulable ones with search, and reloads after creating', async () => {
    const { user, api } = setup();
    await screen.findByText('Berg, Cole');
    await user.click(screen.getByRole('button', { name: 'Add Preference' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Preference' });
    expect(dialog).toHaveTextContent('judiciously');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'avoid_together');
    await user.click(within(dialog).getByRole('button', { name: /Employees/ }));
    const options = screen.getByRole('group', { name: 'Employees' });
    expect(within(options).getAllByRole('checkbox')).toHaveLength(3);
    await user.type(screen.getByLabelText('Search employees'), 'ber');
    expect(within(options).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(options).getByLabelText(/Berg/));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Preference' }));
    expect(within(dialog).getByText('Please select at least 2 employees')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Employees/ }));
    await user.click(within(screen.getByRole('group', { name: 'Employees' })).getByLabelText(/Dahl/));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Preference' }));
    expect(await screen.findByText('Collaboration created successfully')).toBeInTheDocument();
    expect(api.bodiesOf('POST /organizations/7/employee-collaborations')).toEqual([
      { employee_ids: ['a', 'c'], collaboration_type: 'avoid_together' },
    ]);
    expect(await screen.findByText('Berg, Dahl')).toBeInTheDocument();
  });

  it('deletes a group after confirmation and reloads the list', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Schedule Together: Berg, Cole' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete preference' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Collaboration deleted successfully')).toBeInTheDocument();
    expect(screen.queryByText('Berg, Cole')).not.toBeInTheDocument();
  });
});
