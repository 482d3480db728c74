import { outbox } from '@rostra/cli/testing/outbox';
import { tripAccountCeiling } from '@rostra/cli/testing/sign-in-ceiling';
import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { journey, PASSWORD } from './testing/journey.ts';

// Past the account's sign-in ceiling, the right password from a new place mails a one-time link
// (docs/api/account-security.md#sign-in-throttling); the link opens the session in the browser.
// The server trusts the loopback proxy: the guesses come from addresses named in X-Forwarded-For,
// the browser from 127.0.0.1, where the account has never signed in.

const j = journey({ TRUST_PROXY: 'loopback' });
const EMAIL = 'grace.hopper@example.com';

/** The sign-in link goes out after the answer: wait for it, then take it. */
async function signInLinkFromOutbox(): Promise<string> {
  const mail = () => outbox(j.server.dataDir).find((eml) => eml.includes(`To: ${EMAIL}`) && eml.includes('/auth/sign-in-link?token='));
  await expect.poll(mail).toBeDefined();
  return /(http\S+\/auth\/sign-in-link\?token=\S+)/.exec(mail()!)![1]!;
}

let link = '';

describe('sign-in link', () => {
  it('past the sign-in ceiling, the right password says a link was mailed; the link signs in and leaves no token behind', async () => {
    // Registered only: signing in through the API would make 127.0.0.1 an address the account knows.
    expect((await j.api().post('/auth/register', { email: EMAIL, password: PASSWORD, name: 'Grace Hopper' })).status).toBe(201);
    await tripAccountCeiling(j.server.url, EMAIL, '10.1');

    const page = await j.person({ width: 1366 });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: ACCOUNT_SECURITY_TEXT.signInLinkSent }).isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await snap(page, 'sign-in-link-1-sent');

    link = await signInLinkFromOutbox();
    expect(link.startsWith(`${j.server.url}/auth/sign-in-link?token=`)).toBe(true);
    await page.goto(link);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await expect.poll(() => page.getByText('Welcome back! You have been successfully logged in.').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('rostra.session'))).toContain('access_token');
    await page.getByText('Loading…').waitFor({ state: 'hidden' });
    await snap(page, 'sign-in-link-2-signed-in');
    // Back from where the link led: the page before it, never the address with the token.
    await page.goBack();
    expect(page.url()).not.toContain('token=');
  });

  it('a used link says so on a phone, with the way back to sign in', async () => {
    const phone = await j.person({ width: 390, height: 844 });
    await phone.goto(link);
    await expect.poll(() => phone.getByRole('alert').textContent()).toBe(ACCOUNT_SECURITY_TEXT.signInLinkInvalid);
    expect(new URL(phone.url()).search).toBe('');
    await snap(phone, 'sign-in-link-3-used-390');
    await phone.getByRole('link', { name: 'Back to sign in' }).click();
    await phone.waitForURL('**/auth/login');
  });
});
