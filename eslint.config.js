import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const root = import.meta.dirname;

/**
 * The web app's layering (docs/architecture.md). Shared layers are usable by every feature; a feature folder
 * (web/src/features/<area>/) imports only shared layers; app/ and main.tsx compose everything and nothing
 * imports them, except test support (test/appStore.ts hands tests the app's store).
 */
const SHARED_LAYERS = [
  'api',
  'config',
  'lib',
  'components',
  'lists',
  'store',
  'session',
  'polling',
  'shell',
  'styles',
  'test',
];
const FEATURES = readdirSync(path.join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const APP = ['web/src/app', 'web/src/main.tsx'];
const SHARED_LIST = SHARED_LAYERS.map((layer) => `${layer}/`).join(', ');

/**
 * The shared domain rules (domain/, @crm/domain) are pure: the web app and the mock server import them, never
 * the other way round, so their meaning is one for both.
 */
const domainZone = {
  target: 'domain',
  from: ['web', 'mock-server', 'contracts', 'e2e'],
  message:
    'Layering: the domain rules (domain/) are shared by the web app and the mock server and import neither; move what they need into domain/.',
};

/**
 * The shared test data (fixtures/, @crm/fixtures) stands below every suite: it imports no workspace but the
 * domain's facts (domain/, which imports none), so every suite can use it and a fact it holds is named once.
 */
const fixturesZone = {
  target: 'fixtures',
  from: ['web', 'mock-server', 'contracts', 'e2e'],
  message:
    'Layering: the shared test data (fixtures/) imports no workspace but domain/; it is plain data every test suite imports.',
};

const layeringZones = [
  domainZone,
  fixturesZone,
  ...FEATURES.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: `Layering: a feature folder (features/${feature}/) never imports another feature folder; it imports only the shared layers (${SHARED_LIST}). Move what both need into a shared layer.`,
  })),
  {
    target: 'web/src/features',
    from: APP,
    message:
      'Layering: features do not import app/ or main.tsx (composition); the store, hooks and saga deps are in store/.',
  },
  {
    target: SHARED_LAYERS.map((layer) => `web/src/${layer}`),
    from: 'web/src/features',
    message:
      'Layering: a shared layer never imports a feature folder; a feature-specific test or helper belongs in features/<area>/.',
  },
  {
    target: SHARED_LAYERS.filter((layer) => layer !== 'test').map((layer) => `web/src/${layer}`),
    from: APP,
    message:
      'Layering: a shared layer never imports app/ or main.tsx (composition); only app/, main.tsx and test support do.',
  },
];

/**
 * The mock server's layering (docs/architecture.md). state/ is the domain (state machines, the store) and
 * knows nothing of HTTP; lib/ holds pure helpers that know nothing of the domain; plugins/ (the jobs among
 * them) are what routes stand on; each route folder is one area, sharing only routes/records/.
 */
const MOCK = 'mock-server/src';
const MOCK_ROUTE_AREAS = readdirSync(path.join(root, MOCK, 'routes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'records')
  .map((entry) => entry.name);

const mockLayeringZones = [
  {
    target: `${MOCK}/state`,
    from: [`${MOCK}/routes`, `${MOCK}/plugins`, `${MOCK}/providerStates`],
    message:
      'Layering: state/ (the domain) never imports routes/, plugins/ or providerStates/; they call the state, not the other way round.',
  },
  {
    target: `${MOCK}/lib`,
    from: [
      `${MOCK}/state`,
      `${MOCK}/routes`,
      `${MOCK}/plugins`,
      `${MOCK}/seed`,
      `${MOCK}/uploads`,
      `${MOCK}/providerStates`,
    ],
    message:
      'Layering: lib/ holds pure helpers and never imports state/, routes/, plugins/, seed/, uploads/ or providerStates/; move the helper beside what it needs.',
  },
  {
    target: [`${MOCK}/seed`, `${MOCK}/uploads`],
    from: [`${MOCK}/routes`, `${MOCK}/plugins`],
    message:
      'Layering: seed/ and uploads/ never import routes/ or plugins/; the plugins and routes call them.',
  },
  {
    target: `${MOCK}/plugins`,
    from: `${MOCK}/routes`,
    message:
      'Layering: plugins/ never import routes/; a route uses a plugin through its decoration (app.uploadPipeline, ...).',
  },
  ...MOCK_ROUTE_AREAS.map((area) => ({
    target: `${MOCK}/routes/${area}`,
    from: `${MOCK}/routes`,
    except: [`./${area}`, './records'],
    message: `Layering: a route folder (routes/${area}/) never imports another area's routes; what both need goes in routes/records/, a plugin or state/.`,
  })),
];

/** JSX attributes whose value is words a user sees or hears (checked by the catalogue rule below). */
const WORD_ATTRIBUTES =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|alt|placeholder|label|header|summary|emptyMessage|tooltip|acceptLabel|rejectLabel|message|text|legend|caption|heading|emptyText|selectedItemsLabel|filterPlaceholder)$/';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'contracts/pacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Type-aware rules: each file is checked with its own workspace's tsconfig (projectService). e2e is in for
    // its un-awaited Playwright assertions (which pass silently); contracts are not: +8 s CPU of lint for ~45
    // files, which found one real bug.
    files: ['web/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'e2e/**/*.ts', 'domain/**/*.ts', 'fixtures/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // redux-saga's `yield` expressions are `any` by design (typed by the variable they are assigned to); this
      // flagged every saga step (120 in sources) and no real bug.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Saga effects take plain dependency functions (`call(deps.api.list)`) and tests assert on mocks
      // (`expect(http.get)`): none of them use `this`; 280 reports, no real bug.
      '@typescript-eslint/unbound-method': 'off',
      // Fastify handlers and test stubs are `async` without awaiting, returning their value as a promise is the
      // point (Fastify sends the resolved value); 109 reports, no real bug.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON (inject().json(), mock calls); sources keep the no-unsafe-* rules.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Layering and import cycles, resolved the way TypeScript resolves them.
    files: ['web/src/**/*.{ts,tsx}', 'mock-server/src/**/*.ts', 'domain/src/**/*.ts', 'fixtures/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx modules when it follows imports (no cycle would ever be found).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            path.join(root, 'web/tsconfig.json'),
            path.join(root, 'mock-server/tsconfig.json'),
            path.join(root, 'domain/tsconfig.json'),
            path.join(root, 'fixtures/tsconfig.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // External packages cannot import our modules back: not following them saves parsing their sources.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layeringZones, ...mockLayeringZones] },
      ],
    },
  },
  {
    // The shared test data is for tests only: the images never carry it (fixtures/ is a devDependency).
    files: ['web/src/**/*.{ts,tsx}', 'mock-server/src/**/*.ts', 'domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/test/**', '**/testData.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@crm/fixtures',
              message:
                'The shared test data (@crm/fixtures) is for tests only: the product never imports it (the images do not carry it).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // The preset's options, plus role="region": a scrollable table area must be focusable to be scrolled by
      // keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), and a labelled region is its documented form.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Every text a user sees comes from the catalogues (web/src/i18n): words written inline in a component
    // would stay English in Bahasa Indonesia. Text children, string children and the attributes that carry
    // words (accessible names, titles, labels, placeholders) are checked; tests are not.
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}/]',
          message: "Text shown to users comes from the catalogue: t('…') (web/src/i18n), not inline words.",
        },
        {
          selector:
            ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]{2,}/], TemplateLiteral[quasis.0.value.raw=/[A-Za-z]{2,}/])',
          message: "Text shown to users comes from the catalogue: t('…') (web/src/i18n), not inline words.",
        },
        {
          selector: [
            `JSXAttribute[name.name=${WORD_ATTRIBUTES}] > Literal[value=/[A-Za-z]{2,}/]`,
            `JSXAttribute[name.name=${WORD_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]`,
            `JSXAttribute[name.name=${WORD_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/[A-Za-z]{2,}/]`,
          ].join(', '),
          message:
            "Words in an accessible name, title, label or placeholder come from the catalogue: t('…') (web/src/i18n).",
        },
      ],
    },
  },
  {
    // Playwright fixtures declare "no dependencies" with an empty object pattern.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
