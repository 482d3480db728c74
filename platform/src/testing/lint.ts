import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// For the specs of the repository's own lint rules (eslint.config.js): a snippet linted as if it
// were the file at `filePath` (relative to the repository root), without writing it.

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

/** The messages `ruleId` reports on `code` at `filePath`. */
export async function lintMessages(code: string, filePath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}
