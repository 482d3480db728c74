import { mailsSent } from '../testing/outbox.ts';
import { rawRequest } from '../testing/raw-http.ts';
import { schedulingWorld } from '../testing/scheduling-world.ts';
import { describe, expect, it } from 'vitest';

// Links in e-mails and calendar feed URLs are built from PUBLIC_URL, or (as here, unset) from the
// address the server listens on: never from the Host header, which any client chooses.
const w = schedulingWorld();
const ATTACKER = 'attacker.example';

/** A call to the API as a client that claims to have reached `Host: attacker.example`. */
const asAttacker = async (method: string, path: string, token: string | null, body?: unknown) => {
  const answer = await rawRequest(
    method,
    `${w.server.url}/api${path}`,
    { host: ATTACKER, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  );
  return { status: answer.status, text: answer.text(), body: answer.text() ? JSON.parse(answer.text()) : undefined };
};

/** Every mail sent so far, once the outbox has caught up; the recovery mail is recorded after its answer. */
async function mailTo(email: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const mail = (await mailsSent(w.server)).find((eml) => eml.includes(`To: ${email}\n`) && eml.includes(`Subject: ${subject}\n`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}

describe('links under a forged Host header', () => {
  it('mails a password-reset link to the server, not to the host the request named', async () => {
    expect((await asAttacker('POST', '/auth/password-recovery', null, { email: w.bo.email })).status).toBe(202);
    const mail = await mailTo(w.bo.email, 'Reset your Rostra password');
    expect(mail).toContain(`Choose a new password: ${w.server.url}/auth/reset-password?token=`);
    expect(mail).not.toContain(ATTACKER);
  });

  it('answers and mails an invitation link to the server', async () => {
    const invited = await asAttacker('POST', w.path('/invitations'), w.ada.token, { email: w.address('ivy'), is_employee: true });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body.accept_url).toBe(`${w.server.url}/invitations/${invited.body.token}/accept`);
    const mail = await mailTo(w.address('ivy'), 'You are invited to join Ward 4 on Rostra');
    expect(mail).toContain(`Accept the invitation: ${w.server.url}/invitations/${invited.body.token}/accept`);
    expect(mail).not.toContain(ATTACKER);
  });

  it('gives calendar feed URLs under the server, when made and when read again', async () => {
    const made = await asAttacker('POST', w.path('/my-calendar-feed'), w.bo.token);
    expect(made.status, made.text).toBe(201);
    expect(made.body.url).toMatch(new RegExp(`^${w.server.url}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    const read = await asAttacker('GET', w.path('/my-calendar-feed'), w.bo.token);
    expect(read.body).toEqual({ url: made.body.url });
  });
});
