import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
