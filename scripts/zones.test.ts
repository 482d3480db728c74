import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The zones of eslint.config.js (docs/architecture.md#zones), shown to refuse a reintroduced
// violation: each probe is one import, linted as if it were a file in the zone it names.

const root = fileURLToPath(new URL('..', import.meta.url));
// The cycle check follows every import through the repository: not what these probes are about.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** The import refusals of one file holding `code`, at `path` from the repository's root. */
async function refusals(path: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'no-restricted-imports')
    .map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

const probe = (from: string, name: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

describe('the import zones', () => {
  it.each([
    {
      zone: 'a command-api slice importing another slice past its facts.ts',
      path: 'command-api/src/trades/probe.ts',
      code: probe('../vacation/vacation.ts', 'vacationStream'),
      refusal: 'A command-api slice imports of another slice only its facts.ts',
    },
    {
      zone: "command-api's shared importing a slice",
      path: 'command-api/src/shared/probe.ts',
      code: probe('../membership/facts.ts', 'loadMembership'),
      refusal: 'command-api/src/shared imports no slice',
    },
    {
      zone: 'a command-api slice importing the composition',
      path: 'command-api/src/trades/probe.ts',
      code: probe('../index.ts', 'createCommandApi'),
      refusal: 'a slice never imports them',
    },
    {
      zone: "query-api's shared importing a slice",
      path: 'query-api/src/shared/probe.ts',
      code: probe('../schedules/draft-changes.ts', 'draftChanges'),
      refusal: 'query-api/src/shared imports no slice',
    },
    {
      zone: "the solver's model importing the search",
      path: 'solver/src/model/probe.ts',
      code: probe('../search/orchestration/solve.ts', 'solveModel'),
      refusal: 'solver/src/model is in the layer model, curtois, validate',
    },
    {
      zone: "the solver's search importing the product layer",
      path: 'solver/src/search/probe.ts',
      code: probe('../product/to-model.ts', 'toRosterModel'),
      refusal: 'solver/src/search is in the layer search',
    },
    {
      zone: 'one service importing another',
      path: 'command-api/src/trades/probe.ts',
      code: probe('@rostra/query-api', 'createQueryApi'),
      refusal: 'command-api must not depend on query-api',
    },
  ])('refuse $zone', async ({ path, code, refusal }) => {
    const found = await refusals(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(refusal);
  });

  it("let a slice import another's facts.ts, and its tests that slice's testing/ kit", async () => {
    expect(await refusals('command-api/src/trades/probe.ts', probe('../vacation/facts.ts', 'vacationStream'))).toEqual([]);
    expect(await refusals('command-api/src/invitations/probe.test.ts', probe('../membership/testing/history.ts', 'founded'))).toEqual([]);
    expect(await refusals('command-api/src/invitations/probe.ts', probe('../membership/testing/history.ts', 'founded'))).toHaveLength(1);
  });
});
