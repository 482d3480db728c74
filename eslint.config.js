import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packages = ['contracts', 'platform', 'projections', 'command-api', 'query-api', 'solver', 'web', 'cli', 'e2e'];

/** The dependency direction of docs/architecture.md#dependency-direction: web → contracts; services → platform → contracts; no service imports another. */
const allowed = {
  contracts: [],
  platform: ['contracts'],
  projections: ['contracts', 'platform'],
  'command-api': ['contracts', 'platform'],
  'query-api': ['contracts', 'platform'],
  solver: ['contracts', 'platform'],
  web: ['contracts'],
  cli: packages.filter((name) => !['web', 'cli', 'e2e'].includes(name)),
  e2e: ['contracts', 'platform', 'cli'],
};

/** Code the web imports: no Node APIs. */
const browserSide = ['contracts', 'web'];

const boundaries = packages.map((name) => {
  const forbidden = packages.filter((other) => other !== name && !allowed[name].includes(other));
  return {
    files: [`${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((other) => ({
              group: [`@rostra/${other}`, `@rostra/${other}/*`],
              message: `${name} must not depend on ${other} (see docs/architecture.md#dependency-direction).`,
            })),
            { group: ['../../*/src/*', '../../../*/src/*'], message: 'Import other packages by their @rostra/ name.' },
            ...(browserSide.includes(name) ? [{ group: ['node:*'], message: `${name} runs in the browser: no Node APIs.` }] : []),
          ],
        },
      ],
    },
  };
});

/** The folders directly under `dir`: the slices of a package. */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The folders under `dir` see each other only through what lies outside them (command-api's
 * `shared/`, the web's components, lib and app): what one needs of another is named in a place
 * that says it is shared.
 */
function sliceBoundaries(dir, files, message, { except = [] } = {}) {
  const slices = foldersIn(dir).filter((name) => !except.includes(name));
  const zones = slices.map((slice) => ({
    target: `${dir}${slice}`,
    from: slices.filter((other) => other !== slice).map((other) => `${dir}${other}`),
    message,
  }));
  // Zones are relative to the repository, wherever ESLint is run from.
  return { files, rules: { 'import-x/no-restricted-paths': ['error', { basePath: fileURLToPath(new URL('.', import.meta.url)), zones }] } };
}

const commandSlices = sliceBoundaries(
  './command-api/src/',
  ['command-api/src/**/*.ts'],
  'A command-api slice imports another only through command-api/src/shared/ (docs/architecture.md#slices).',
  {
    except: ['shared'],
  },
);
const webFeatures = sliceBoundaries(
  './web/src/features/',
  ['web/src/**/*.{ts,tsx}'],
  'A web feature imports another only through web/src/components, lib or app (docs/architecture.md#slices).',
);

export default tseslint.config(
  { ignores: ['**/.scratch/**', '**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...boundaries,
  commandSlices,
  webFeatures,
);
