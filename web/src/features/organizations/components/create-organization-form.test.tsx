import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tomorrow } from '@/lib/dates.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CreateOrganizationForm } from './create-organization-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onCreated = vi.fn();
  const view = renderWithProviders(<CreateOrganizationForm onCreated={onCreated} onCancel={vi.fn()} />);
  const fill = async (label: RegExp, text: string) => {
    await view.user.clear(screen.getByLabelText(label));
    await view.user.type(screen.getByLabelText(label), text);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create Organization' }));
  return { ...view, onCreated, fill, submit };
}

describe('the Create Organization form', () => {
  it('requires the token and a valid name, and checks every optional field it is given', async () => {
    const api = fakeApi({});
    const { fill, submit } = setup();
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await fill(/^Organization name/, 'A');
    expect(screen.getByText('Must be at least 2 characters')).toBeInTheDocument();
    await fill(/^Organization name/, 'Acme & Co');
    expect(screen.getByText('Invalid format')).toBeInTheDocument();
    await fill(/^Phone/, '12345');
    expect(screen.getByText('Phone number must be in international format (e.g., +1234567890)')).toBeInTheDocument();
    await fill(/^Max employees/, '0');
    expect(screen.getByText('Must be a whole number between 1 and 10000')).toBeInTheDocument();
    await fill(/^Subscription expiry/, '2001-01-01');
    expect(screen.getByText('Subscription expiry date must be tomorrow or later')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends only the optional fields that were filled', async () => {
    const api = fakeApi({ 'POST /organizations': { status: 201, body: { id: 7, name: 'Acme Care', creation_token: 't' } } });
    const { fill, submit, onCreated } = setup();
    await fill(/^Creation token/, 'a-token-from-the-super-admin');
    await fill(/^Organization name/, 'Acme Care');
    await fill(/^Max employees/, '40');
    await fill(/^Subscription expiry/, tomorrow());
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.bodiesOf('POST /organizations')).toEqual([
      expect.objectContaining({
        creation_token: 'a-token-from-the-super-admin',
        name: 'Acme Care',
        max_employees: 40,
        subscription_expiry_date: tomorrow(),
      }),
    ]);
    expect(Object.keys(api.bodiesOf('POST /organizations')[0] as object).sort()).toEqual([
      'creation_token',
      'max_employees',
      'name',
      'subscription_expiry_date',
      'time_zone',
    ]);
  });

  it.each([
    ['Creation token not found', 'Invalid creation token. Please check the token and try again.'],
    ['Creation token has expired', 'This creation token has expired. Please contact your administrator for a new token.'],
    [
      'Creation token has already been used',
      'This creation token has already been used. Please contact your administrator for a new token.',
    ],
    ['Creation token has been cancelled', 'This creation token has been cancelled. Please contact your administrator for a new token.'],
    ['Organization limit reached', 'Organization limit reached'],
  ])('turns "%s" into "%s"', async (detail, shown) => {
    fakeApi({ 'POST /organizations': { status: 400, body: { detail } } });
    const { fill, submit } = setup();
    await fill(/^Creation token/, 'tok');
    await fill(/^Organization name/, 'Acme Care');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
