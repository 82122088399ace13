// @ts-check
/**
 * End-to-end specs: the real CMS, a real build, Debian's Chromium through playwright-core.
 * `npm test` runs two passes: SQLite with npm start's server (every spec but those in e2e/postgres
 * and e2e/nginx), then PostgreSQL behind nginx (E2E_DATABASE=postgres E2E_SERVER=nginx: the
 * visitor, page, contact, permission, draft, preview, hostile-input, content-API contract, routes and
 * languages specs, and those two folders).
 */
const onlyIn = {
  postgres: process.env.E2E_DATABASE === 'postgres',
  nginx: process.env.E2E_SERVER === 'nginx',
};

/** @type {import('jest').Config} */
const config = {
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: Object.entries(onlyIn)
    .filter(([, active]) => !active)
    .map(([folder]) => `/e2e/${folder}/`),
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { esModuleInterop: true, module: 'commonjs', isolatedModules: true, resolveJsonModule: true } },
    ],
    // The site's plain-JavaScript modules shared with Node (src/site-paths.mjs): ES modules, made CommonJS for Jest.
    '^.+\\.mjs$': ['babel-jest', { babelrc: false, configFile: false, plugins: ['@babel/plugin-transform-modules-commonjs'] }],
  },
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default config;
