import { ACCOUNT_SECURITY_TEXT, TEXT } from '@rostra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PersonalDataCard } from './personal-data-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const EXPORT = 'GET /me/export?download=1';

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  session.start({
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 900,
    user: { id: 'u1', email: 'bo@example.com', name: 'Bo', app_metadata: { roles_by_organization: {} } },
  });
  const api = fakeApi(routes);
  const onDeleted = vi.fn();
  return { api, onDeleted, ...renderWithProviders(<PersonalDataCard onDeleted={onDeleted} />) };
}

/** Saves nothing: records the names of the files the page asks the browser to save. */
function savedFiles(): string[] {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data'), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('the your-data card', () => {
  it('downloads my data as the file the server names', async () => {
    const saved = savedFiles();
    const { api, user } = setup({
      [EXPORT]: {
        body: { profile: { id: 'u1' } },
        headers: { 'Content-Disposition': 'attachment; filename="rostra-data-2026-11-29.json"' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual(['rostra-data-2026-11-29.json']));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([EXPORT]);
    expect(api.calls[0]!.headers).toMatchObject({ Authorization: 'Bearer a' });
  });

  it('says why a download failed', async () => {
    const { user } = setup({ [EXPORT]: { status: 401, body: { detail: 'Not authenticated' } } });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download failed: Not authenticated')).toBeInTheDocument();
  });

  it('deletes the account once the password confirms it, and signs this device out', async () => {
    const { api, onDeleted, user } = setup({ 'DELETE /me': { body: { message: ACCOUNT_SECURITY_TEXT.accountDeleted } } });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText(TEXT.required)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(ACCOUNT_SECURITY_TEXT.accountDeleted));
    expect(api.bodiesOf('DELETE /me')).toEqual([{ password: 'Passw0rd!' }]);
    expect(session.tokens()).toBeNull();
  });

  it("shows the refusal's detail and keeps the account (the only admin of an organization)", async () => {
    const detail = ACCOUNT_SECURITY_TEXT.onlyAdmin('Ward 4');
    const { onDeleted, user } = setup({ 'DELETE /me': { status: 409, body: { detail } } });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(detail)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(session.tokens()).not.toBeNull();
  });

  it('puts a wrong password on the field', async () => {
    const { user } = setup({ 'DELETE /me': { status: 400, body: { detail: `password: ${ACCOUNT_SECURITY_TEXT.currentPasswordWrong}` } } });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_SECURITY_TEXT.currentPasswordWrong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(ACCOUNT_SECURITY_TEXT.currentPasswordWrong);
  });

  it('Cancel closes the dialog and deletes nothing', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
