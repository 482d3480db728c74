import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { PASSWORD_RULE_CASES } from '@/test/password-rules.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = `0b7f4a52-5d1c-4f7e-9a0e-3c2b1d0e9f8a.${'A'.repeat(43)}`;

function setup(token = TOKEN) {
  const onReset = vi.fn();
  const view = renderWithProviders(<ResetPasswordForm token={token} onReset={onReset} />);
  const type = (label: string, text: string) => view.user.type(screen.getByLabelText(label), text);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Reset password' }));
  return { ...view, onReset, type, submit };
}

describe('Reset password', () => {
  it('requires both fields', async () => {
    const api = fakeApi({});
    const { submit } = setup();
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it.each(PASSWORD_RULE_CASES)('refuses %s with the text of docs/product/validation.md#accounts', async (password, text) => {
    const { type } = setup();
    await type('New password', password);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("says 'Passwords do not match' until the confirmation matches", async () => {
    const { type } = setup();
    await type('New password', 'Passw0rd!');
    await type('Confirm new password', 'Passw0rd?');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await type('Confirm new password', '{Backspace}!');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it("sends the link's token with the new password and passes the server's message on", async () => {
    const api = fakeApi({ 'POST /auth/password-reset': { body: { message: ACCOUNT_SECURITY_TEXT.passwordReset } } });
    const { type, submit, onReset } = setup();
    await type('New password', 'N3w-Passw0rd!');
    await type('Confirm new password', 'N3w-Passw0rd!');
    await submit();
    await waitFor(() => expect(onReset).toHaveBeenCalledWith(ACCOUNT_SECURITY_TEXT.passwordReset));
    expect(api.bodiesOf('POST /auth/password-reset')).toEqual([{ token: TOKEN, password: 'N3w-Passw0rd!' }]);
  });

  it.each([[''], ['not-a-token']])('shows the invalid-link state for the token %j without a form', (token) => {
    setup(token);
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.resetLinkInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it.each([[ACCOUNT_SECURITY_TEXT.resetLinkInvalid], [`token: ${ACCOUNT_SECURITY_TEXT.resetLinkInvalid}`]])(
    'turns into the invalid-link state when the server refuses an expired or used link (%s)',
    async (detail) => {
      fakeApi({ 'POST /auth/password-reset': { status: 400, body: { detail } } });
      const { type, submit } = setup();
      await type('New password', 'N3w-Passw0rd!');
      await type('Confirm new password', 'N3w-Passw0rd!');
      await submit();
      expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${ACCOUNT_SECURITY_TEXT.resetLinkInvalid.replace(/\./g, '\\.')}$`));
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    },
  );
});
