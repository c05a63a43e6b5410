// Lint rules, including the dependency rules of docs/conventions.md: a wrong import
// fails with a message that says where the code belongs.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const featureBoundaries = require('./scripts/eslint-feature-boundaries.cjs');

// The shell and every remote of the one list of remotes.
const APPS = ['shell', ...require('./remotes.config.json').remotes.map((remote) => remote.folder)];

const chakraRule = {
  group: ['@chakra-ui/react', '@chakra-ui/react/*'],
  message: 'Import UI from @interim/shared/ui: Chakra is shared only through the design system (docs/architecture.md section 2).',
};

const routerRule = {
  group: ['react-router-dom', 'react-router-dom/*', 'react-router', 'react-router/*'],
  message:
    'Import router APIs from @interim/shared/routing: React Router is shared only through it, so it tree-shakes and there is one router on the page (docs/adr/0002-router-through-shared.md).',
};

const sharedWorkspaceRule = { group: ['@interim/*', '!@interim/shared'], message: 'shared depends on no other workspace package.' };

// Inside shared, a module with state (or React context), or one every page
// loads anyway (the route table in config), is imported by its
// package subpath: module federation shares each subpath once, while a
// relative import bundles a second copy into the importing subpath (a second
// Chakra context, API client configuration or session store).
/**
 * zod is shared whole by module federation (89 KB gzip, one long task to
 * evaluate at 4x CPU, docs/quality.md), so a value imported from the
 * contract's index or from zod by a shared module loads it on every page that
 * module is on. Shared modules take constants from
 * `@interim/shared/contract/labels` and types with `import type`; only the
 * modules in `schemaModules` build schemas.
 */
const noSchemaLibrary = [
  {
    name: '@interim/shared/contract',
    allowTypeImports: true,
    message: 'This loads zod on every page that uses this module: take constants from @interim/shared/contract/labels (or move them there), types with `import type`.',
  },
  { name: 'zod', allowTypeImports: true, message: 'Only the schema modules (validation, form resolvers) import zod at run time.' },
];
const schemaModules = ['shared/src/validation/**', 'shared/src/forms/resolvers.ts'];
const sharedSingletonRule = {
  regex: /^\.\.\/((ui|ui-overlays|api-client|analytics|routing|api|forms|harness|config)(\/.*)?|session)$/.source,
  message: 'Import it as @interim/shared/<subpath>: a relative path bundles a second copy of a shared singleton into this subpath.',
};

const apiImportPatterns = [
  {
    // The contract (zod schemas), the plain formatting helpers (dates, escaping) and the brand colours, no React.
    group: ['@interim/*', '!@interim/shared', '@interim/shared/*', '!@interim/shared/contract', '!@interim/shared/format', '!@interim/shared/format/*', '!@interim/shared/config', '!@interim/shared/config/palette'],
    message: 'api may import only @interim/shared/contract, @interim/shared/format and @interim/shared/config/palette (no React).',
  },
  { group: ['**/shared/src/**'], message: 'Import the contract as @interim/shared/contract.' },
];
// The config's index reads `window` (the brand a page configured): only its palette is for the API.
const apiImportPaths = [{ name: '@interim/shared/config', message: 'api may import only @interim/shared/config/palette of the config.' }];
const otherModulesRepository = {
  group: ['../*/*.repository', '../*/*.repository.js'],
  message: "Read another module's tables through its readers (<module>.readers.ts) or its service, never its repository (ADR 0025).",
};
const routesRepository = {
  group: ['./*.repository', './*.repository.js'],
  message: "Routes go through the module's service: move the repository call into <module>.service.ts (ADR 0025).",
};

function appBoundaries(app) {
  const others = APPS.filter((a) => a !== app);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            chakraRule,
            routerRule,
            {
              group: [...others.map((o) => `@interim/${o}`), ...others.map((o) => `@interim/${o}/*`), ...others.map((o) => `**/${o}/**`)],
              message: `${app} may import only @interim/shared. Remotes and the shell meet through module federation at run time; navigate by path from @interim/shared/config instead.`,
            },
            { group: ['@interim/api', '@interim/api/*', '**/api/src/**', '@interim/e2e'], message: `${app} may import only @interim/shared.` },
            {
              group: ['**/shared/src', '**/shared/src/**', '**/shared/build/**'],
              message: `Import shared code as @interim/shared/<subpath>: a relative path bundles a second copy of the module-federation singleton.`,
            },
          ],
        },
      ],
      'local/feature-boundaries': 'error',
    },
  };
}

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '.reports/**', 'shell/.prerender/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks, local: featureBoundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  { files: ['**/*.cjs', '**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...APPS.map(appBoundaries),
  {
    files: ['api/src/**/*.ts', 'api/bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiImportPatterns, paths: apiImportPaths }] },
  },
  {
    // ADR 0025: a module reads another module's tables through that module's readers (`<module>.readers.ts`) or service.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiImportPatterns, otherModulesRepository], paths: apiImportPaths }] },
  },
  {
    // ADR 0025: routes go through their module's service; only services (and other non-route files) call repositories.
    files: ['api/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiImportPatterns, otherModulesRepository, routesRepository], paths: apiImportPaths }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedWorkspaceRule, routerRule] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/**', 'shared/src/routing/**', 'shared/src/testing/**', 'shared/src/**/*.test.{ts,tsx}', ...schemaModules],
    rules: { 'no-restricted-imports': ['error', { paths: noSchemaLibrary, patterns: [sharedWorkspaceRule, routerRule, sharedSingletonRule] }] },
  },
  {
    // Loaded only when a form validates (lazyResolver) or by a form's own page: these may build schemas.
    files: schemaModules,
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedWorkspaceRule, routerRule, sharedSingletonRule] }] },
  },
  {
    // The one place that imports React Router.
    files: ['shared/src/routing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedWorkspaceRule] }] },
  },
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@chakra-ui/*', '@emotion/*', 'swr', 'node:*', 'fs', 'path', '../ui', '../ui/*', '../api-client', '../session', '../analytics'],
              message: 'The contract is zod only: no DOM, React or Node APIs (the API imports it).',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages arrive server-rendered and inert until hydration: the suite's test waits for it after every navigation.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: 'Import test and expect from e2e/fixtures/test.ts: its pages wait for hydration after each navigation.' }] },
      ],
    },
  },
);
