import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { local } from './eslint-rules/kebab-case-file-names.js';

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

/** The import rule of one package's files: what `allowed` leaves out is refused, with why. */
function importRule(name, forbidden, extra = []) {
  return [
    'error',
    {
      patterns: [
        ...forbidden.map((other) => ({
          group: [`@rostra/${other}`, `@rostra/${other}/*`],
          message: `${name} must not depend on ${other} (see docs/architecture.md#dependency-direction).`,
        })),
        ...extra,
        { group: ['../../*/src/*', '../../../*/src/*'], message: 'Import other packages by their @rostra/ name.' },
        ...(browserSide.includes(name) ? [{ group: ['node:*'], message: `${name} runs in the browser: no Node APIs.` }] : []),
      ],
    },
  ];
}

/** The web imports across its folders by the @/ alias (web/tsconfig.json): a path says where the file lives. */
const webAlias = {
  regex: '^(\\.\\./){2,}',
  message: "Two folders up or more, import by the @/ alias ('@/lib/dates.ts'); see docs/web.md#names.",
};

const boundaries = packages.map((name) => ({
  files: [`${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': importRule(
      name,
      packages.filter((other) => other !== name && !allowed[name].includes(other)),
      name === 'web' ? [webAlias] : [],
    ),
  },
}));

/**
 * A slice's API spec (`*.api.test.ts`, docs/architecture.md#tests) runs the composed server, so it
 * may import what cli composes and cli's test kit (`@rostra/cli/testing/*`), and nothing else of
 * cli. No other file of a service may import cli at all: the services never depend on it at run time.
 */
const apiSpecs = ['command-api', 'query-api'].map((name) => ({
  files: [`${name}/src/**/*.api.test.ts`],
  rules: {
    'no-restricted-imports': importRule(
      name,
      packages.filter((other) => other !== name && other !== 'cli' && !allowed.cli.includes(other)),
      [
        {
          regex: '^@rostra/cli(?!/testing/)',
          message: 'An API spec imports only the test kit of cli (@rostra/cli/testing/*); see docs/architecture.md#tests.',
        },
      ],
    ),
  },
}));

/** The names of the entries directly under `dir` that `keep` keeps. */
const entriesIn = (dir, keep) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter(keep)
    .map((entry) => entry.name);

/** The files directly under `dir` (tests aside): a service's composition and what its shared code builds on. */
const filesIn = (dir) => entriesIn(dir, (entry) => entry.isFile() && !entry.name.endsWith('.test.ts'));

/** The folders directly under `dir`: the slices of a package. */
const foldersIn = (dir) => entriesIn(dir, (entry) => entry.isDirectory());

/** The repository's root: zones are relative to it, wherever ESLint is run from. */
const basePath = fileURLToPath(new URL('.', import.meta.url));

/** One `import-x/no-restricted-paths` rule for `files` (tests excepted when `ignores` says so). */
const zoneRule = (files, zones, ignores = []) => ({
  files,
  ignores,
  rules: { 'import-x/no-restricted-paths': ['error', { basePath, zones }] },
});

/**
 * A service's zones run one way, shared ← slices ← composition (docs/architecture.md#zones):
 * `shared/` (and the service's root files other than the composition, e.g. deps.ts) imports no
 * slice; a slice imports of another slice only its public `facts.ts` (and its tests, that slice's
 * `testing/` kit); nothing but the composition imports the composition.
 */
function serviceZones(name, composition) {
  const dir = `./${name}/src/`;
  const slices = foldersIn(dir).filter((folder) => folder !== 'shared');
  const composed = composition.map((file) => `${dir}${file}`);
  const sliceDirs = slices.map((slice) => `${dir}${slice}`);
  const sliceMessage = `A ${name} slice imports of another slice only its facts.ts (docs/architecture.md#zones).`;
  const oneWay = [
    {
      target: [
        `${dir}shared`,
        ...filesIn(dir)
          .filter((file) => !composition.includes(file))
          .map((file) => `${dir}${file}`),
      ],
      from: [...sliceDirs, ...composed],
      message: `${name}/src/shared imports no slice: what a slice needs of another is in that slice's facts.ts (docs/architecture.md#zones).`,
    },
    {
      target: sliceDirs,
      from: composed,
      message: `Only ${composition.join(' and ')} compose the ${name} slices; a slice never imports them (docs/architecture.md#zones).`,
    },
  ];
  const betweenSlices = (except) =>
    slices.map((slice) => ({
      target: `${dir}${slice}`,
      from: slices.filter((other) => other !== slice).map((other) => `${dir}${other}`),
      except,
      message: sliceMessage,
    }));
  const tests = `${name}/src/**/*.test.ts`;
  return [
    zoneRule([`${name}/src/**/*.ts`], [...oneWay, ...betweenSlices(['./facts.ts'])], [tests]),
    zoneRule([tests], [...oneWay, ...betweenSlices(['./facts.ts', './testing'])]),
  ];
}

const commandZones = serviceZones('command-api', ['index.ts', 'mail.ts']);
const queryZones = serviceZones('query-api', ['index.ts']);

/**
 * The solver's layers, model ← search ← product ← service (docs/architecture.md#zones): each
 * folder of solver/src sits in one, and imports only from its own layer and those below. Tests
 * are outside the layers (they assemble whatever they check); testing/ is their kit.
 */
const solverLayers = [['model', 'curtois', 'validate'], ['search'], ['product', 'post', 'explain', 'report'], ['service']];
const solverZones = zoneRule(
  ['solver/src/**/*.ts'],
  [
    ...solverLayers.flatMap((layer, index) => {
      const above = solverLayers.slice(index + 1).flat();
      return layer.map((folder) => ({
        target: `./solver/src/${folder}`,
        from: [...above, 'testing'].map((other) => `./solver/src/${other}`),
        message: `solver/src/${folder} is in the layer ${layer.join(', ')}: it imports only that layer and those below (${solverLayers
          .map((each) => each.join(', '))
          .join(' ← ')}), never the test kit (docs/architecture.md#zones).`,
      }));
    }),
    {
      target: './solver/src/model',
      from: ['curtois', 'validate'].map((other) => `./solver/src/${other}`),
      message:
        'solver/src/model imports nothing of the solver: the validator and the Curtois format build on it (docs/architecture.md#zones).',
    },
    {
      target: './solver/src/testing',
      from: solverLayers
        .slice(2)
        .flat()
        .map((other) => `./solver/src/${other}`),
      message:
        "solver/src/testing builds models and searches; the product and service layers are their tests' business (docs/architecture.md#zones).",
    },
  ],
  ['solver/src/**/*.test.ts'],
);

/**
 * The web's zones run one way, as bulletproof-react's do: shared (components, lib, test) ← features
 * ← app. Shared code never reaches up into a feature or the app, and a feature never into the app.
 */
const webLayers = [
  ...['components', 'lib', 'test'].map((shared) => ({
    target: `./web/src/${shared}`,
    from: ['./web/src/features', './web/src/app'],
    message: `web/src/${shared} is shared: it imports neither features nor app (docs/web.md#zones).`,
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'A web feature never imports app/: what both need lives in components or lib (docs/web.md#zones).',
  },
];

/**
 * A web feature sees another only through the shared code (components, lib). One rule holds all the
 * web's zones: a second config of the same rule would replace the first.
 */
function webZones(dir) {
  const features = foldersIn(dir);
  return zoneRule(
    ['web/src/**/*.{ts,tsx}'],
    [
      ...features.map((feature) => ({
        target: `${dir}${feature}`,
        from: features.filter((other) => other !== feature).map((other) => `${dir}${other}`),
        message: 'A web feature imports another only through web/src/components or lib (docs/web.md#zones).',
      })),
      ...webLayers,
    ],
  );
}
const webFeatures = webZones('./web/src/features/');

/**
 * The time comes from a Clock (platform/src/clock; the web's web/src/lib/clock.ts): the services get
 * theirs in their deps, so a test pins it and the audit trail records the time the product reasoned
 * with. A wait measures its duration on the monotonic clock (performance.now()). Excepted, by name,
 * only code where the wall clock is the point.
 */
const WALL_CLOCK_MESSAGE =
  'Read the time from the Clock (platform/src/clock, deps.clock; web/src/lib/clock.ts in the web); measure a wait with performance.now() (docs/architecture.md#the-clock).';
const wallClock = {
  files: ['**/*.{ts,tsx}'],
  ignores: [
    // The clocks themselves.
    'platform/src/clock/clock.ts',
    'web/src/lib/clock.ts',
    // The solver's deadlines, time shares and explanation budgets: its own clock (counted in tests).
    'solver/src/search/orchestration/clock.ts',
    // Benchmarks time what they measure.
    '**/bench/**',
    // The spec order's seed: any number that changes from run to run.
    'vitest.config.ts',
    // Tests pin the server's time through their test clocks (cli/src/testing/clock.ts) or build
    // their data around the real now the server also reads.
    '**/*.test.{ts,tsx}',
    '**/testing/**',
    'web/src/test/**',
    'e2e/**',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: WALL_CLOCK_MESSAGE },
      { selector: "MemberExpression[object.name='Date'][property.name='now']", message: WALL_CLOCK_MESSAGE },
    ],
  },
};

/**
 * A function a reader can follow in one go: at most 100 lines (blank and comment lines aside) in
 * the source outside the solver and the web (theirs are ruled on their own). Test suites — specs,
 * test kits and the adapters' contract suites, long lists of cases in one describe — are not held to it.
 */
const shortFunctions = {
  files: ['{contracts,platform,projections,command-api,query-api,cli,scripts}/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**', 'platform/src/event-store/contract.ts', 'platform/src/read-store/contract*.ts'],
  rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
};

/** One file-naming rule in the web: kebab-case files and folders (docs/web.md#names). */
const webFileNames = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { local },
  rules: { 'local/kebab-case-file-names': ['error', { root: fileURLToPath(new URL('web/src', import.meta.url)) }] },
};

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
  ...apiSpecs,
  ...commandZones,
  ...queryZones,
  solverZones,
  webFeatures,
  wallClock,
  shortFunctions,
  webFileNames,
);
