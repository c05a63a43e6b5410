// One jest run over every package (tests live next to the code they test).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest.environment-dom.js',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // MSW (the tests' fetch mock) depends on packages that ship ESM only (.mjs files, until-async): swc makes them CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!.*(\\.mjs$|until-async/))'],
  // MSW's Node entry (msw/node) is hidden behind jsdom's default 'browser' export condition.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../jest.file-stub.js' },
});

/** The remotes' folders, from the one list of remotes. */
const REMOTE_FOLDERS = require('./remotes.config.json').remotes.map((remote) => remote.folder);

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    ...REMOTE_FOLDERS.map(browserProject),
    {
      // Repository tooling: lint boundaries, manifest contract check.
      displayName: 'tooling',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      // Sets a longer timeout: each suite starts its own embedded PostgreSQL.
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      // .cjs too: PGlite's CommonJS build calls import('fs'), which jest's VM
      // rejects unless swc turns it into require().
      // .mjs: pdf.js (CV text, ADR 0018) ships ES modules only.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc, '^.+\\.mjs$': swc },
      // api is an ES module package; its relative imports end in .js (NodeNext).
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
      // These ship ESM only or load ESM with import() (PGlite, content-disposition, cookie, @fastify/cookie, jose, pdf.js).
      transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(@electric-sql|kysely-pglite-dialect|content-disposition@|cookie@|@fastify\\+cookie@|jose@|pdfjs-dist@))'],
    },
  ],
};
