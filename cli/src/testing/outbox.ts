import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from './test-server.ts';

/**
 * The mails a test server has sent, oldest first: with no SMTP server configured it writes each one
 * to `<dataDir>/outbox`. Bodies are quoted-printable: folded lines are joined again and '=3D' is
 * read as '='. None (not an error) before the first mail.
 */
export function outbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) =>
    readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
}

/**
 * The mails sent once the outbox has dealt with every event appended so far: e-mail leaves after
 * the answer that appended its event, so a test that reads it waits (bounded) for the outbox first.
 */
export async function mailsSent(server: TestServer): Promise<string[]> {
  const head = await server.running.stores.events.headPosition();
  for (let attempt = 0; attempt < 2000; attempt += 1) {
    const reached = server.running.outbox?.position ?? null;
    if (head === null || (reached !== null && reached >= head)) return outbox(server.dataDir);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the mail outbox did not catch up with the log');
}
