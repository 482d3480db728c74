import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml written to the outbox, when no SMTP server is configured. */
  file: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587; without it, mail goes to the outbox folder. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * Sends through SMTP when configured. The embedded default has no mail server: each message is
 * composed by the same nodemailer pipeline and written as a real RFC 822 `.eml` file to the
 * outbox, where a mail client (or a test) can open it.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await smtp.sendMail({ from, ...message });
        return { messageId: info.messageId, file: null };
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await stream.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique within the millisecond.
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
  };
}
