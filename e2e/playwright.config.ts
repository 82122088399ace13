import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end specs on Playwright Test: the real CMS, a real build, Debian's Chromium. One stack per
 * run (global-setup.ts starts it, global-teardown.ts stops it), so a run is one pass:
 * - SQLite (the default): npm start's stack — SQLite, the Node server — and every spec but those
 *   of the folders postgres/ and nginx/;
 * - PostgreSQL + nginx (E2E_DATABASE=postgres E2E_SERVER=nginx): the CMS on a throwaway
 *   PostgreSQL cluster, the site behind nginx, and the specs whose promises depend on either.
 * `npm test` runs both, one after the other (scripts/test.ts).
 *
 * Within a pass, the specs that only read what the stack serves (pages, the CMS's answers, the
 * admin's screens) run first, two at a time (`readers`); then those that publish, stop or restart
 * parts of the stack, one at a time (`writers`: a reader beside a publish would see the CMS ahead
 * of the site). The Lighthouse budgets are a reader: what they fail on (accessibility, best
 * practices, SEO, layout shift) does not move with the machine's load (the performance score, which
 * does, is bench:lighthouse's, not CI's). Writers wait for the readers (Playwright's project
 * dependencies), so a failure among the readers leaves the writers not run: the run fails either
 * way, and says which did not run.
 */
const onPostgresNginx = process.env.E2E_DATABASE === 'postgres';

/** Specs that publish nothing and stop nothing: they may run beside each other. */
const READERS = [
  'accessibility',
  'admin-indonesian',
  'browser',
  'caching',
  'cms-access',
  'contact',
  'feeds',
  'lighthouse',
  'pages',
  'preview',
  'rich-results',
  'search',
  'visitor',
];

/**
 * Specs run in the PostgreSQL + nginx pass only. That pass runs beside the SQLite pass on the same
 * two cores, so a spec run in both costs its length twice; these run once:
 * - those whose promise is the database's answers (what each role may read and write, the query
 *   grammar, drafts, history): on production's database, the stricter of the two (a value no column
 *   can hold is an error there, where SQLite coerces it), as the PostgreSQL-only failures they found
 *   showed;
 * - one whose promise holds whatever the database and the server (the editors' live preview, shown
 *   on nginx's preview page as on Node's), here to even out the two passes' lengths (the layout and
 *   the other-language panels, the same kind, run in the SQLite pass, which waits less on schedules).
 * What stays in both passes is what the two stacks do differently: serving (pages, contact, caching,
 * preview, redirects, hostile requests), the CMS's files and backups (cms-access, backup).
 */
const POSTGRES_NGINX_ONLY = [
  'admin-routes',
  'content-api-contract',
  'drafts',
  'history',
  'languages',
  'ownership',
  'query-grammar',
  'upload-path',
  'live-preview',
];

/**
 * The specs of the PostgreSQL + nginx pass besides e2e/postgres and e2e/nginx: those whose promise
 * depends on the database or on the server in front of the site. Not those of the browser alone
 * (visitor, browser, search, accessibility, Lighthouse: the same files, whoever serves them), nor
 * those of npm start's stack (develop, publish, faults, the killed hook, the editors' console and
 * workplace, the checks before publishing, the Indonesian admin).
 */
const POSTGRES_NGINX_SPECS = [
  'pages',
  'contact',
  'cms-access',
  'preview',
  'hostile',
  'caching',
  'restarts',
  'backup',
  'redirects',
  ...POSTGRES_NGINX_ONLY,
];

const files = (names: readonly string[]) => names.map((name) => `${name}.spec.ts`);
const inPass = (names: readonly string[]) =>
  onPostgresNginx
    ? names.filter((name) => POSTGRES_NGINX_SPECS.includes(name))
    : names.filter((name) => !POSTGRES_NGINX_ONLY.includes(name));
const writers = onPostgresNginx
  ? ['postgres/**/*.spec.ts', 'nginx/**/*.spec.ts', ...files(POSTGRES_NGINX_SPECS.filter((name) => !READERS.includes(name)))]
  : '**/*.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: path.join(__dirname, 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'global-teardown.ts'),
  timeout: 90_000,
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  // A failed test keeps the trace of every page it opened: each action, with its timing and error,
  // the network and the console (npx playwright show-trace <outputDir>/…/trace.zip). Not the DOM
  // before and after each action, nor a screencast: recorded for every test, they cost about 7 % of
  // the CPU of the specs that drive the admin (four of them, with the stack's start: 363 CPU-s, 343 without).
  // For those, run the one spec again with `--trace on`.
  use: { trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false } },
  outputDir: path.join(__dirname, '..', '.run', 'e2e-results'),
  // The contracts, scripts/, deploy/, publisher/ and runtime/ are TypeScript ES modules that Node runs as they are (type
  // stripping): Node loads them, required or imported, rather than Playwright's CommonJS transform.
  build: { external: ['**/contracts/src/**', '**/scripts/**', '**/deploy/**', '**/publisher/src/**', '**/runtime/src/**'] },
  projects: [
    { name: 'readers', testMatch: files(inPass(READERS)), workers: 2 },
    {
      name: 'writers',
      testMatch: writers,
      testIgnore: onPostgresNginx ? [] : [...files(READERS), ...files(POSTGRES_NGINX_ONLY), 'postgres/**', 'nginx/**'],
      workers: 1,
      dependencies: ['readers'],
    },
  ],
});
