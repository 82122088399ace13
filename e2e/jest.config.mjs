// @ts-check
/** End-to-end specs: the real CMS, a real build, Debian's Chromium through playwright-core. */
/** @type {import('jest').Config} */
const config = {
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { esModuleInterop: true, module: 'commonjs', isolatedModules: true, resolveJsonModule: true } },
    ],
  },
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default config;
