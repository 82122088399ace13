// @ts-check

/** Unit tests: pure logic and components, in jsdom, TypeScript transpiled by ts-jest. */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react', esModuleInterop: true, module: 'commonjs', isolatedModules: true } }],
  },
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/__mocks__/gatsby.tsx',
    '^gatsby-plugin-react-i18next$': '<rootDir>/__mocks__/gatsby-plugin-react-i18next.tsx',
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '<rootDir>/cms/'],
};

export default config;
