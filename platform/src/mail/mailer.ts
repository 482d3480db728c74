import { mkdir, rename, writeFile } from 'node:fs/promises';
import { forgetOutboxMail } from './forget-mail.ts';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * A message with an identity (the outbox's: event position and recipient; letters, digits and
 * hyphens). Sent again after a crash, it is the same message: the same Message-ID, and in the
 * outbox folder the same file.
 */
export interface IdentifiedMail extends MailMessage {
  id: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml written to the outbox, when no SMTP server is configured. */
  file: string | null;
}

export interface Mailer {
  send(message: IdentifiedMail): Promise<SentMail>;
  /** Deletes the kept copies of mail that mentions any of `needles` (an erased person's); how many. */
  forget(needles: readonly string[]): Promise<number>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587; without it, mail goes to the outbox folder. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}

const headersOf = ({ id, to, subject, text, html }: IdentifiedMail) => ({
  to,
  subject,
  text,
  ...(html ? { html } : {}),
  messageId: `<${id}@rostra>`,
});

/**
 * Sends through SMTP when configured. The embedded default has no mail server: each message is
 * composed by the same nodemailer pipeline and written as a real RFC 822 `.eml` file to the
 * outbox, where a mail client (or a test) can open it: named by the message's id (so a message sent
 * twice is one file), and whole or not at all (written beside the outbox, then renamed into it).
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await smtp.sendMail({ from, ...headersOf(message) });
        return { messageId: info.messageId, file: null };
      },
      // Mail sent through SMTP is kept by no one here.
      forget: async () => 0,
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const partial = `${outboxDir}.partial`;
  return {
    async send(message) {
      const info = await stream.sendMail({ from, ...headersOf(message) });
      await Promise.all([mkdir(outboxDir, { recursive: true }), mkdir(partial, { recursive: true })]);
      const file = join(outboxDir, `${message.id}.eml`);
      const written = join(partial, `${message.id}.eml`);
      await writeFile(written, info.message as Buffer);
      await rename(written, file);
      return { messageId: info.messageId, file };
    },
    forget: (needles) => forgetOutboxMail(outboxDir, needles),
  };
}
