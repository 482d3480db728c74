import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const PROFILE = { id: 'u1', username: 'ann@example.com', email: 'ann@example.com', name: 'Ann', created_at: '2026-01-05T10:00:00Z' };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Rostra:ann%40example.com?secret=JBSW',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

/** GET /profile follows the enable and disable calls, as the server would. */
function server(routes: Parameters<typeof fakeApi>[0] = {}, { enabled = false, left = 10 } = {}) {
  const state = { enabled, left };
  return fakeApi({
    'GET /profile': () => ({
      body: { ...PROFILE, two_factor_enabled: state.enabled, ...(state.enabled ? { recovery_codes_left: state.left } : {}) },
    }),
    'POST /auth/2fa/setup': { body: SETUP },
    'POST /auth/2fa/enable': () => {
      state.enabled = true;
      return { body: { message: ACCOUNT_SECURITY_TEXT.twoFactorEnabled, recovery_codes: CODES } };
    },
    'POST /auth/2fa/disable': () => {
      state.enabled = false;
      return { body: { message: ACCOUNT_SECURITY_TEXT.twoFactorDisabled } };
    },
    ...routes,
  });
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function enrolling(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = server(routes);
  const view = renderWithProviders(<TwoFactorCard />);
  await view.user.click(await screen.findByRole('button', { name: 'Enable' }));
  await screen.findByRole('img', { name: /QR code/ });
  return { api, ...view };
}

describe('the two-factor card', () => {
  it('says it is off and offers Enable', async () => {
    server();
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it("shows the API's QR code and the key as text to type", async () => {
    await enrolling();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', SETUP.qr_code);
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('asks for exactly 6 digits before calling enable', async () => {
    const { api, user } = await enrolling();
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(screen.getByText('Code must be exactly 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(api.bodiesOf('POST /auth/2fa/enable')).toEqual([]);
  });

  it.each([ACCOUNT_SECURITY_TEXT.invalidCode, ACCOUNT_SECURITY_TEXT.setupFirst])("shows the server's refusal '%s'", async (detail) => {
    const { user } = await enrolling({
      'POST /auth/2fa/enable': { status: detail === ACCOUNT_SECURITY_TEXT.setupFirst ? 409 : 400, body: { detail } },
    });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('Cancel leaves the enrolment', async () => {
    const { user } = await enrolling();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it("shows the ten recovery codes once, with copy and download, until 'I have saved them'", async () => {
    const { api, user } = await enrolling();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // jsdom has no object URLs: catch the file the page hands to the download link.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.bodiesOf('POST /auth/2fa/enable')).toEqual([{ code: '123456' }]);
    expect(screen.getByText(ACCOUNT_SECURITY_TEXT.twoFactorEnabled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('On')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText('Recovery codes copied to clipboard')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await textOf(createObjectURL.mock.calls[0]![0])).toContain(CODES.join('\n'));
    expect(click).toHaveBeenCalled();
    click.mockRestore();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(screen.getByText(/Recovery codes left:/)).toHaveTextContent('Recovery codes left: 10 of 10');
  });

  it('warns when fewer than three recovery codes are left', async () => {
    server({}, { enabled: true, left: 2 });
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText(/running out of recovery codes/)).toBeInTheDocument();
  });

  it('disables with a code from the app', async () => {
    const api = server({}, { enabled: true, left: 9 });
    const { user } = renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-factor authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(within(dialog).getByText('Code must be exactly 6 digits')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Authentication code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(ACCOUNT_SECURITY_TEXT.twoFactorDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /auth/2fa/disable')).toEqual([{ code: '654321' }]);
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it("disables with a recovery code, and shows the server's refusal in the dialog", async () => {
    const api = server(
      { 'POST /auth/2fa/disable': { status: 400, body: { detail: ACCOUNT_SECURITY_TEXT.invalidRecoveryCode } } },
      { enabled: true },
    );
    const { user } = renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'wrong-code');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.invalidRecoveryCode);
    expect(api.bodiesOf('POST /auth/2fa/disable')).toEqual([{ recovery_code: 'wrong-code' }]);
  });

  it('shows a failed load with Retry', async () => {
    fakeApi({ 'GET /profile': { status: 500, body: { detail: 'Boom' } } });
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load two-factor status: Boom');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
