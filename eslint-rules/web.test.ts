import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The rules ESLint reports on `code` were it the file at `path` (repository-relative; it need not exist). */
async function reported(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result!.messages.map((message) => message.ruleId);
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

// docs/web.md#zones and #names: the lint rules refuse a reintroduced violation.
describe("the web's zones and names, as lint enforces them", () => {
  const importing = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

  it('refuses a feature importing another feature', async () => {
    expect(await reported('web/src/features/trades/api/x.ts', importing('@/features/audit/api/get-audit.ts'))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses shared code (lib, components, test) importing a feature or app', async () => {
    expect(await reported('web/src/lib/x.ts', importing('@/features/audit/api/get-audit.ts'))).toContain('import-x/no-restricted-paths');
    expect(await reported('web/src/components/ui/x.ts', importing('@/app/guards.tsx'))).toContain('import-x/no-restricted-paths');
    expect(await reported('web/src/test/x.ts', importing('@/features/audit/api/get-audit.ts'))).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing app', async () => {
    expect(await reported('web/src/features/trades/api/x.ts', importing('@/app/guards.tsx'))).toContain('import-x/no-restricted-paths');
  });

  it('accepts imports that run the one way: app → features → shared', async () => {
    expect(await reported('web/src/app/routes/x.ts', importing('@/features/audit/api/get-audit.ts'))).toEqual([]);
    expect(await reported('web/src/features/trades/api/x.ts', importing('@/lib/dates.ts'))).toEqual([]);
  });

  it('refuses a file or folder not named in kebab-case', async () => {
    expect(await reported('web/src/features/trades/components/TradeList.tsx', 'export const a = 1;\n')).toEqual([
      'local/kebab-case-file-names',
    ]);
    expect(await reported('web/src/features/myTrades/list.ts', 'export const a = 1;\n')).toEqual(['local/kebab-case-file-names']);
    expect(await reported('web/src/features/trades/components/trade-list.test.tsx', 'export const a = 1;\n')).toEqual([]);
  });

  it('refuses an import two folders up or more: those go through @/', async () => {
    expect(await reported('web/src/features/trades/api/x.ts', importing('../../../lib/dates.ts'))).toEqual(['no-restricted-imports']);
  });
});
