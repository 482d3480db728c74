import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the mailer without an SMTP server', () => {
  it('writes each message as an .eml file to the outbox', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rostra-mail-'));
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({ from: 'Rostra <no-reply@rostra.local>', outboxDir: outbox });
    const sent = await mailer.send({
      to: 'bo@example.com',
      subject: 'You are invited',
      text: 'Open https://rostra.test/invitations/abc/accept',
    });

    expect(readdirSync(outbox)).toEqual([expect.stringMatching(/\.eml$/)]);
    expect(sent.file).toBe(join(outbox, readdirSync(outbox)[0]!));
    const eml = readFileSync(sent.file!, 'utf8');
    expect(eml).toMatch(/^From: Rostra <no-reply@rostra\.local>$/m);
    expect(eml).toMatch(/^To: bo@example\.com$/m);
    expect(eml).toMatch(/^Subject: You are invited$/m);
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toContain('https://rostra.test/invitations/abc/accept');
  });
});
