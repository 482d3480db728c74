import { readFileSync } from 'node:fs';
import { outbox } from '@rostra/cli/testing/outbox';
import { ACCOUNT_SECURITY_TEXT, TEXT } from '@rostra/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, journey, PASSWORD, signIn } from './testing/journey.ts';

// Account security in the browser: enrol two-factor → sign out → sign in with a code → with a
// recovery code → reset a forgotten password from the outbox link; then sessions and disabling.

const j = journey();
const EMAIL = 'ada.lovelace@example.com';
const NEW_PASSWORD = 'Analyt1cal-Engine!';

/**
 * The authenticator app's code, `ahead` time steps from now. Enrolling uses the current step; the
 * sign-in uses the next one, which the server accepts (±1 step) and which is later than the
 * enrolment's however fast the journey runs, so never a replay.
 */
const authenticatorCode = (secret: string, ahead = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

const mails = () => outbox(j.server.dataDir);

/** The recovery mail goes out after the answer: wait for it, then take the link. */
async function resetLinkFromOutbox(email: string): Promise<string> {
  await expect.poll(() => mails().some((eml) => eml.includes(`To: ${email}`)), { timeout: 10_000 }).toBe(true);
  const mail = mails().find((eml) => eml.includes(`To: ${email}`))!;
  return /(http\S+\/auth\/reset-password\?token=\S+)/.exec(mail)![1]!;
}

async function passwordStep(page: Page, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
}

async function verify(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/auth/login');
  await expect.poll(() => page.getByText(TEXT.loggedOut).isVisible()).toBe(true);
}

const state = { secret: '', codes: [] as string[] };
let page: Page;

describe('account security', () => {
  it('enrols two-factor sign-in from the profile: QR code, key, code, ten recovery codes shown once', async () => {
    await j.api().signUp(EMAIL, PASSWORD, 'Ada Lovelace');
    page = await j.person();
    await signIn(page, EMAIL);
    await page.goto('/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor authentication' }) });
    await expect.poll(() => card.getByText('Off', { exact: true }).isVisible()).toBe(true);
    await snap(page, 'account-security-1-profile');

    await card.getByRole('button', { name: 'Enable' }).click();
    const qr = card.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    state.secret = (await card.getByLabel('Setup key').textContent())!.replace(/\s+/g, '');
    expect(state.secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByRole('button', { name: 'Verify and enable' }).click();
    await expect.poll(() => card.getByText('Code must be exactly 6 digits').isVisible()).toBe(true);
    await card.getByLabel('Authentication code').fill(authenticatorCode(state.secret));
    await snap(page, 'account-security-2-enrol');
    await card.getByRole('button', { name: 'Verify and enable' }).click();

    const list = card.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    state.codes = await list.getByRole('listitem').allTextContents();
    expect(state.codes).toHaveLength(10);
    expect(await card.getByText(ACCOUNT_SECURITY_TEXT.twoFactorEnabled).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(state.codes.join('\n'));
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('rostra-recovery-codes.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toContain(state.codes.join('\n'));
    await snap(page, 'account-security-3-recovery-codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => card.getByText('Recovery codes left: 10 of 10').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('On', { exact: true }).isVisible()).toBe(true);
  });

  it('signs out, then signs in with the password and a code from the app', async () => {
    await logout(page);
    await passwordStep(page, PASSWORD);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ACCOUNT_SECURITY_TEXT.invalidCode);
    await page.getByLabel('Authentication code').fill(authenticatorCode(state.secret, 1));
    await snap(page, 'account-security-4-second-step');
    await verify(page);
    expect(await page.evaluate(() => localStorage.getItem('rostra.session'))).toContain('access_token');
  });

  it('signs in with a recovery code instead, which is then spent', async () => {
    await logout(page);
    await passwordStep(page, PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(state.codes[0]!);
    await snap(page, 'account-security-5-recovery-code');
    await verify(page);
    await caughtUp(j); // the loaded page's first read waits for nothing: the spent code must be in the read models
    await page.goto('/profile');
    await expect.poll(() => page.getByText('Recovery codes left: 9 of 10').isVisible()).toBe(true);

    await logout(page);
    await passwordStep(page, PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(state.codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ACCOUNT_SECURITY_TEXT.invalidRecoveryCode);
  });

  it('resets a forgotten password from the link in the outbox; the link works once', async () => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    // Navigation is a transition: the sign-in form (with its own Email field) stays on screen until
    // the lazily loaded page has arrived, so the form is found by its name, not by the address.
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(ACCOUNT_SECURITY_TEXT.recoveryRequested).isVisible()).toBe(true);
    await snap(page, 'account-security-6-forgot-sent');

    const link = await resetLinkFromOutbox(EMAIL);
    expect(link.startsWith(`${j.server.url}/auth/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await snap(page, 'account-security-7-reset-form');
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/auth/login');
    await expect.poll(() => page.getByText(ACCOUNT_SECURITY_TEXT.passwordReset).isVisible()).toBe(true);
    await snap(page, 'account-security-8-reset-done');

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ACCOUNT_SECURITY_TEXT.resetLinkInvalid);
    expect(await page.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true);
    await snap(page, 'account-security-9-link-used');

    // The old password is gone; the new one still asks for the second factor.
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid login credentials');
    await passwordStep(page, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(state.codes[1]!);
    await verify(page);
  });

  it('lists the sessions, signs another device out, and turns two-factor off with a recovery code', async () => {
    const phone = await j.person({ width: 390, colorScheme: 'dark' });
    await phone.goto('/auth/login');
    await phone.getByLabel('Email').fill(EMAIL);
    await phone.getByLabel('Password').fill(NEW_PASSWORD);
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.getByRole('button', { name: 'Use a recovery code' }).click();
    await phone.getByLabel('Recovery code').fill(state.codes[2]!);
    await verify(phone);
    await caughtUp(j); // the loaded pages' first reads wait for nothing: the phone's session and spent code must be in
    await phone.goto('/profile');
    await phone.getByRole('heading', { name: 'Sessions' }).waitFor();
    await expect.poll(() => phone.locator('tbody tr').count()).toBe(2);
    await snap(phone, 'account-security-10-profile-390-dark');

    await page.goto('/profile');
    const sessions = page.locator('section', { has: page.getByRole('heading', { name: 'Sessions' }) });
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(2);
    // Most recently used first: the phone, then this browser, the one marked.
    expect(await sessions.locator('tbody tr').nth(1).getByText('This device').isVisible()).toBe(true);
    expect(await sessions.getByText('This device').count()).toBe(1);
    await snap(page, 'account-security-11-sessions');
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page
      .getByRole('alertdialog', { name: 'Sign out everywhere else?' })
      .getByRole('button', { name: 'Sign out everywhere else' })
      .click();
    await expect.poll(() => sessions.getByText(ACCOUNT_SECURITY_TEXT.signedOutOthers).isVisible()).toBe(true);
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(1);

    // The phone's session has ended: its next request is refused and it lands on Sign In.
    await phone.reload();
    await phone.waitForURL('**/auth/login');

    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor authentication' }) });
    await expect.poll(() => card.getByText('Recovery codes left: 7 of 10').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
    await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
    await dialog.getByLabel('Recovery code').fill(state.codes[3]!);
    await snap(page, 'account-security-12-disable');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => card.getByText(ACCOUNT_SECURITY_TEXT.twoFactorDisabled).isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Off', { exact: true }).isVisible()).toBe(true);

    // Sign in asks for the password only again.
    await logout(page);
    await signIn(page, EMAIL, NEW_PASSWORD);
  });
});
