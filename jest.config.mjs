// @ts-check

/** Unit tests of the site, its local plugins and the CMS: pure logic and components, in jsdom, TypeScript transpiled by ts-jest. */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/cms/src', '<rootDir>/plugins'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { jsx: 'react', esModuleInterop: true, module: 'commonjs', isolatedModules: true, resolveJsonModule: true } },
    ],
  },
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/__mocks__/gatsby.tsx',
    '^gatsby-plugin-react-i18next$': '<rootDir>/__mocks__/gatsby-plugin-react-i18next.tsx',
  },
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '<rootDir>/cms/dist/'],
};

export default config;
