import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'src/gatsby-types.d.ts',
      'cms/dist/',
      'cms/build/',
      'cms/.tmp/',
      'cms/.strapi/',
      'cms/types/',
      'cms/public/',
      'bench/results/',
      'e2e/results/',
      '.run/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // React's rules where React runs: the site, its plugins, the CMS admin (not scripts/, bench/,
    // deploy/, publisher/, runtime/, e2e/ or contracts/, Node programs whose `use…` functions are no hooks).
    files: ['{src,plugins,cms,__mocks__}/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS on purpose: the Node check runs before any module of the project links (on a Node
    // too old to strip types), and Strapi require()s a local plugin's strapi-server.js.
    files: ['**/*.cjs', 'cms/src/plugins/*/strapi-server.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Jest's globals where Jest runs (the unit tests); scripts/, bench/, deploy/, publisher/, runtime/ and
    // contracts/
    // test with Node's runner, which imports what it uses.
    files: ['{src,plugins,cms}/**/*.test.{ts,tsx}', '__mocks__/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
