import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const invitation = {
  id: '0001-bo',
  to: 'bo@example.com',
  subject: 'You are invited',
  text: 'Open https://rostra.test/invitations/abc/accept',
};

describe('the mailer without an SMTP server', () => {
  it('writes each message as an .eml file to the outbox, named and identified by the message id', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rostra-mail-'));
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({ from: 'Rostra <no-reply@rostra.local>', outboxDir: outbox });
    const sent = await mailer.send(invitation);

    expect(readdirSync(outbox)).toEqual(['0001-bo.eml']);
    expect(sent.file).toBe(join(outbox, '0001-bo.eml'));
    const eml = readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/^From: Rostra <no-reply@rostra\.local>$/m);
    expect(eml).toMatch(/^To: bo@example\.com$/m);
    expect(eml).toMatch(/^Subject: You are invited$/m);
    expect(eml).toMatch(/^Message-ID: <0001-bo@rostra>$/m);
    expect(eml).toContain('https://rostra.test/invitations/abc/accept');
  });

  it('leaves one file for a message sent twice (as after a crash between sending and recording it)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rostra-mail-'));
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({ from: 'Rostra <no-reply@rostra.local>', outboxDir: outbox });
    await mailer.send(invitation);
    await mailer.send(invitation);
    expect(readdirSync(outbox)).toEqual(['0001-bo.eml']);
  });
});
