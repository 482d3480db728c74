import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as their text. */
function decodedWords(text: string): string {
  return text.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, body: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : quotedPrintable(body.replace(/_/g, ' ')),
  );
}

function quotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Base64 body parts as their text (a long or non-ASCII body may be sent so). */
function decodedBase64Parts(text: string): string {
  const blocks = text.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8')).join('\n');
}

/** A mail as a reader sees it: headers and bodies decoded, whatever transfer encoding the mailer chose. */
export function readableMail(raw: string): string {
  return [raw, decodedWords(raw), quotedPrintable(raw), decodedBase64Parts(raw)].join('\n');
}

/**
 * Deletes the outbox's mails that mention any of `needles` (an erased person's address and names),
 * compared without case: mail sent through SMTP is gone already, but the outbox folder keeps it.
 * Returns how many it deleted.
 */
export async function forgetOutboxMail(outboxDir: string, needles: readonly string[]): Promise<number> {
  const wanted = needles.map((needle) => needle.toLowerCase()).filter((needle) => needle.length > 0);
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch {
    return 0;
  }
  let deleted = 0;
  for (const file of files) {
    const path = join(outboxDir, file);
    const mail = readableMail(await readFile(path, 'utf8')).toLowerCase();
    if (wanted.some((needle) => mail.includes(needle))) {
      await rm(path, { force: true });
      deleted += 1;
    }
  }
  return deleted;
}
