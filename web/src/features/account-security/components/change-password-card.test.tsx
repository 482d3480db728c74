import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { PASSWORD_RULE_CASES } from '@/test/password-rules.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'POST /auth/password': { body: { message: ACCOUNT_SECURITY_TEXT.passwordChanged } }, ...routes });
  const view = renderWithProviders(<ChangePasswordCard />);
  const type = (label: string, text: string) => view.user.type(screen.getByLabelText(label), text);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Change password' }));
  const fill = async (current: string, next: string, confirm = next) => {
    await type('Current password', current);
    await type('New password', next);
    await type('Confirm new password', confirm);
  };
  return { api, type, submit, fill, ...view };
}

describe('changing the password', () => {
  it('says other sessions will be signed out', () => {
    setup();
    expect(screen.getByText(/signs you out on every other device/)).toBeInTheDocument();
  });

  it('requires every field', async () => {
    const { api, submit } = setup();
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it.each(PASSWORD_RULE_CASES)(
    'refuses the new password %s with the text of docs/product/validation.md#accounts',
    async (password, text) => {
      const { type } = setup();
      await type('New password', password);
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it("says 'Passwords do not match'", async () => {
    const { fill, submit, api } = setup();
    await fill('Old-Passw0rd!', 'N3w-Passw0rd!', 'N3w-Passw0rd?');
    await submit();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends current and new, then says other sessions were signed out and empties the form', async () => {
    const { fill, submit, api } = setup();
    await fill('Old-Passw0rd!', 'N3w-Passw0rd!');
    await submit();
    expect(await screen.findByText(ACCOUNT_SECURITY_TEXT.passwordChanged)).toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/password')).toEqual([{ current_password: 'Old-Passw0rd!', new_password: 'N3w-Passw0rd!' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('puts a wrong current password on its field, until it is edited', async () => {
    const { fill, submit, type } = setup({
      'POST /auth/password': { status: 400, body: { detail: `current_password: ${ACCOUNT_SECURITY_TEXT.currentPasswordWrong}` } },
    });
    await fill('Wrong-Passw0rd!', 'N3w-Passw0rd!');
    await submit();
    expect(await screen.findByText(ACCOUNT_SECURITY_TEXT.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await type('Current password', 'x');
    await waitFor(() => expect(screen.queryByText(ACCOUNT_SECURITY_TEXT.currentPasswordWrong)).not.toBeInTheDocument());
  });

  it('shows a rate limit plainly', async () => {
    const detail = 'Too many attempts. Please try again in 15 minutes.';
    const { fill, submit } = setup({ 'POST /auth/password': { status: 429, body: { detail } } });
    await fill('Old-Passw0rd!', 'N3w-Passw0rd!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});
