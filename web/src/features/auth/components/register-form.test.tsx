import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const VALID_TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-12';

function setup(initialToken = '') {
  const onRegistered = vi.fn();
  const view = renderWithProviders(<RegisterForm initialToken={initialToken} onRegistered={onRegistered} />);
  const type = (label: string | RegExp, text: string) => view.user.type(screen.getByLabelText(label), text);
  return { ...view, onRegistered, type };
}

describe('the Create Account form', () => {
  it('checks the email as the user types, with the texts of docs/product/validation.md#accounts', async () => {
    const { type, user } = setup();
    await type('Email', 'a@b');
    expect(screen.getByText('Must be at least 5 characters')).toBeInTheDocument();
    await type('Email', 'cde');
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await type('Email', `${'a'.repeat(250)}@b.co`);
    expect(screen.getByText('Must be no more than 254 characters')).toBeInTheDocument();
  });

  it('names the first password rule still broken, then whether the confirmation matches', async () => {
    const { type, user } = setup();
    const password = screen.getByLabelText('Password');
    await type('Password', 'short');
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();
    for (const [value, text] of [
      ['PASSWORD1!', 'Password must contain at least one lowercase letter'],
      ['password1!', 'Password must contain at least one uppercase letter'],
      ['Password!!', 'Password must contain at least one number'],
      ['Password11', 'Password must contain at least one special character (@$!%*?&)'],
    ]) {
      await user.clear(password);
      await user.type(password, value!);
      expect(screen.getByText(text!)).toBeInTheDocument();
    }
    await user.clear(password);
    await user.type(password, 'Passw0rd!');
    await type('Confirm password', 'Passw0rd?');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('registers without an invitation and sends only the fields given', async () => {
    const api = fakeApi({ 'POST /auth/register': { status: 201, body: { user: { id: 'u1', email: 'ann@example.com', name: null } } } });
    const { type, user, onRegistered } = setup();
    await type('Email', 'ann@example.com');
    await type('Password', 'Passw0rd!');
    await type('Confirm password', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ kind: 'registered' }));
    expect(api.bodiesOf('POST /auth/register')).toEqual([{ email: 'ann@example.com', password: 'Passw0rd!' }]);
  });

  it("says 'Registration failed' when the answer carries no user", async () => {
    fakeApi({ 'POST /auth/register': { status: 201, body: {} } });
    const { type, user } = setup();
    await type('Email', 'ann@example.com');
    await type('Password', 'Passw0rd!');
    await type('Confirm password', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('refuses a malformed invitation code, and forgets the refusal once the code is cleared', async () => {
    const { type, user } = setup();
    await type(/^Invitation code/, 'short!');
    expect(screen.getByText('Invalid invitation token format')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Invitation code/));
    expect(screen.queryByText('Invalid invitation token format')).not.toBeInTheDocument();
  });

  it('joins with a pre-filled invitation code through register-with-invitation', async () => {
    const api = fakeApi({
      'POST /auth/register-with-invitation': {
        status: 201,
        body: { organization_id: '7', organization_name: 'Acme', is_admin: false, is_employee: true, user_created: true },
      },
    });
    const { type, user, onRegistered } = setup(VALID_TOKEN);
    expect(screen.getByLabelText(/^Invitation code/)).toHaveValue(VALID_TOKEN);
    expect(await screen.findByText(/Invitation code accepted/)).toBeInTheDocument();
    await type('Email', 'ann@example.com');
    await type(/^Full name/, 'Ann Newman');
    await type('Password', 'Passw0rd!');
    await type('Confirm password', 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ kind: 'joined', organization_name: 'Acme' })));
    expect(api.bodiesOf('POST /auth/register-with-invitation')).toEqual([
      { email: 'ann@example.com', password: 'Passw0rd!', name: 'Ann Newman', invitation_token: VALID_TOKEN },
    ]);
  });
});
