/**
 * The environment each program reads, as zod schemas: every variable once, with its default and
 * what a wrong value is told. A program reads its environment once at start
 * (`readEnvironment`); a value that cannot be right stops it with one line naming each variable
 * and what it must be, instead of a port of NaN or an address that fails later.
 */
import { z } from 'zod';

/** An unset variable and an empty one (or one of spaces only) are the same: the default applies. */
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const PORT = 'must be a port number (1–65535)';
const port = (fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error: PORT }).int({ error: PORT }).min(1, { error: PORT }).max(65_535, { error: PORT }).default(fallback),
  );

/** What is wrong with an address for requests, or null: http(s), no user or password, no query, no fragment. */
function addressProblem(value: string): string | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'must be an http(s) address';
  if (url.username || url.password) return 'must not hold a user name or password';
  if (url.search || url.hash || value.includes('#')) return 'must not hold a query or a fragment';
  return null;
}

/** An http(s) address a program can send requests to, as written without its trailing slash. */
const address = z.string().transform((value, context) => {
  const problem = addressProblem(value);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
});
/** An optional address. */
const httpUrl = z.preprocess(unsetIfEmpty, address.optional());
/** An address with its default. */
const httpUrlOr = (fallback: string) => z.preprocess(unsetIfEmpty, address.default(fallback));

/** Where the site is served by default: npm start's server on SITE_PORT's default. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:9000';
/** Where the CMS answers by default: npm run cms on CMS_PORT's default. */
export const DEFAULT_CMS_URL = 'http://127.0.0.1:1337';
/** Where the CMS hands its build token to a build on the same machine, relative to the CMS's folder. */
export const DEFAULT_BUILD_TOKEN_FILE = '.tmp/build-token';

const WHOLE = (least: number) => `must be a whole number of at least ${least}`;
/** A whole number of at least `least` (a count, a limit, a duration). */
const count = (fallback: number, least = 1) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: WHOLE(least) })
      .int({ error: WHOLE(least) })
      .min(least, { error: WHOLE(least) })
      .default(fallback),
  );

const FLAG = 'must be true or false';
/** `true` or `false` in any case, nothing else (a typo is not silently "no"). */
const yesOrNo = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false'], { error: FLAG }).transform((value) => value === 'true'),
);
/** A yes-or-no setting with its default. */
const flag = (fallback: boolean) => z.preprocess(unsetIfEmpty, yesOrNo.default(fallback));
/** A yes-or-no setting that may be left to the program (undefined). */
const maybeFlag = z.preprocess(unsetIfEmpty, yesOrNo.optional());

/**
 * A list, written as Strapi's `env.array` reads one: `a,b` or `["a","b"]`; each item trimmed of
 * spaces and quotes, empty ones dropped.
 */
const list = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .transform((value) =>
      value
        .trim()
        .replace(/^\[(.*)\]$/s, '$1')
        .split(',')
        .map((item) =>
          item
            .trim()
            .replace(/^"(.*)"$/, '$1')
            .trim(),
        )
        .filter(Boolean),
    )
    .optional(),
);

/** The CMS's public address: an http(s) address, or a path under the site's origin (`/cms`), as Strapi takes it. */
const publicUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || addressProblem(value) === null, {
      error: 'must be an http(s) address or a path starting with /',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

/** One of a few words. */
const oneOf = <const Words extends readonly [string, ...string[]]>(words: Words, fallback: Words[number]) =>
  z.preprocess(unsetIfEmpty, z.enum(words, { error: `must be ${words.join(' or ')}` }).default(fallback));

/** Free text, trimmed; unset when empty. */
const text = z.preprocess(unsetIfEmpty, z.string().trim().optional());
const textOr = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().trim().default(fallback));

/** What the scripts read (npm start, the build hook, serve, develop, the benches): the ports and addresses of docs/architecture.md. */
export const ScriptsEnvironment = z.object({
  BUILD_HOOK_DEBOUNCE_MS: count(500, 0).describe('How long publishing must be quiet before the build hook builds (ms).'),
  BUILD_HOOK_CATCH_UP_MS: count(30_000, 100).describe(
    'How often the build hook asks the CMS whether something changed that it was not told of (ms).',
  ),
  SITE_RUN_DIR: text.describe('Where npm start keeps its releases, the build record and runtime files (default `.run`).'),
  BUILD_TOKEN_FILE: textOr(DEFAULT_BUILD_TOKEN_FILE).describe(
    'Where the CMS writes the read-only build token for a build on this machine, relative to `cms/`.',
  ),
  SKIP_BUILD: oneOf(['0', '1'], '0').describe('`1`: npm start serves the last release instead of building first.'),
  CMS_PORT: port(1337).describe('The CMS’s port (npm start, npm run cms, npm run develop).'),
  SITE_PORT: port(9000).describe('The site’s port (npm start, npm run serve).'),
  HOOK_PORT: port(9001).describe('The build hook’s port (npm start, npm run build-hook).'),
  DEVELOP_PORT: port(8000).describe('The port of `gatsby develop` and its GraphiQL (npm run develop).'),
  STRAPI_URL: httpUrl.describe('Where the build reads the CMS (default: the CMS on CMS_PORT).'),
  SITE_URL: httpUrl.describe('The site’s public address (links in feeds, the sitemap, preview pages).'),
  CMS_ADMIN_URL: httpUrl.describe(
    'The CMS’s admin address where it is not STRAPI_URL: the only origin allowed to frame the preview.',
  ),
  GATSBY_CMS_URL: httpUrl.describe('Where the browser reaches the CMS’s runtime API (empty: the site’s own origin).'),
});
export type ScriptsEnvironment = z.infer<typeof ScriptsEnvironment>;

/**
 * What the site's build reads (gatsby-config.ts and the build's plugins); every `GATSBY_` value
 * also reaches the visitors' browsers.
 */
export const SiteBuildEnvironment = z.object({
  STRAPI_URL: httpUrlOr(DEFAULT_CMS_URL).describe('Where the build reads the CMS.'),
  STRAPI_TOKEN: text.describe(
    'The build’s read-only API token (a secret); without it, the one the CMS wrote to STRAPI_TOKEN_FILE. Set the same value on the CMS to pin it.',
  ),
  STRAPI_TOKEN_FILE: text.describe('Where the build reads its token when STRAPI_TOKEN is not set (default: BUILD_TOKEN_FILE).'),
  SITE_URL: httpUrlOr(DEFAULT_SITE_URL).describe(
    'The site’s public address (canonical links, hreflang, the sitemap, the feeds).',
  ),
  GATSBY_CMS_URL: httpUrl.describe('Where the browser reaches the CMS’s runtime API (empty: the site’s own origin).'),
  CMS_ADMIN_URL: httpUrl.describe(
    'The CMS’s admin address where it is not STRAPI_URL: the only origin allowed to frame the preview.',
  ),
  MEDIA_URL: httpUrl.describe(
    'Where the media live when not on the CMS (a bucket or its CDN): the site’s policy allows its images.',
  ),
  GATSBY_RECAPTCHA_SITE_KEY: text.describe('The contact form’s reCAPTCHA site key (public; empty: no captcha).'),
  GATSBY_RECAPTCHA_VERSION: oneOf(['2', '3'], '3').describe('The reCAPTCHA version of that key.'),
  GATSBY_RECAPTCHA_MODE: oneOf(['base', 'enterprise'], 'base').describe('reCAPTCHA or reCAPTCHA Enterprise.'),
  QUERY_TYPES_ON_BUILD: oneOf(['0', '1'], '1').describe(
    '`0`: leave src/gatsby-types.d.ts as it is (the build hook sets it: a publish changes content, not queries).',
  ),
  STRAPI_FULL_SYNC: oneOf(['0', '1'], '0').describe(
    '`1`: read every document from the CMS, not only what changed since the last build.',
  ),
  SITE_SEARCH_INDEX: oneOf(['in-build', 'after-release'], 'in-build').describe(
    '`after-release`: leave the last search index in public/ (the build hook indexes once the pages are live).',
  ),
  CONTENT_PAGES_FILE: text.describe(
    'Where the build writes which content pages it made (the build hook’s record of what went live).',
  ),
  IMAGE_CACHE_DIR: text.describe(
    'A folder where the build keeps the images it encodes, by what they are made from: a build without Gatsby’s cache (a fresh checkout, a second one beside it) copies them instead of encoding again, and two builds at once encode each image once. npm test sets it; empty: none.',
  ),
});
export type SiteBuildEnvironment = z.infer<typeof SiteBuildEnvironment>;

/** What the CMS reads (cms/config and cms/src), besides its secrets (SecretsEnvironment). */
export const CmsEnvironment = z.object({
  HOST: textOr('127.0.0.1').describe('The address the CMS listens on.'),
  PORT: port(1337).describe('The CMS’s port. npm start and npm run cms set it from CMS_PORT: set CMS_PORT there.'),
  PUBLIC_URL: publicUrl.describe(
    'The CMS’s public address, when it is not reached on HOST:PORT (`https://cms.example.co.id`, or `/cms`).',
  ),
  CMS_PUBLIC_DIR: textOr('./public').describe('The folder the CMS serves, with its `uploads/`.'),
  SERVE_ADMIN_PANEL: flag(true).describe('`false`: this instance serves the API only, no admin panel.'),
  SITE_URL: httpUrlOr(DEFAULT_SITE_URL).describe('The site: where a preview opens; its origin may call the CMS from a browser.'),
  SITE_PORT: port(9000).describe('The site’s port on this machine (its origin may call the CMS).'),
  DEVELOP_PORT: port(8000).describe('The port of `gatsby develop` on this machine (its origin may call the CMS).'),
  CORS_ORIGINS: list.describe('The origins browsers may call the CMS from, instead of the site’s (`a,b` or `["a","b"]`).'),
  TRUST_PROXY: flag(false).describe('`true` behind a proxy (nginx): the visitor’s address comes from X-Forwarded-For.'),
  TRUSTED_PROXIES: text.describe('Which proxies’ X-Forwarded-For to believe (addresses or ranges; default: loopback).'),
  DATABASE_CLIENT: oneOf(['sqlite', 'postgres'], 'sqlite').describe('The CMS’s database.'),
  DATABASE_URL: text.describe(
    'PostgreSQL’s address, `postgres://user:password@host:5432/database` (a secret: it holds a password).',
  ),
  DATABASE_FILENAME: textOr('.tmp/data.db').describe('SQLite’s file, relative to `cms/`.'),
  DATABASE_SCHEMA: textOr('public').describe('The PostgreSQL schema the CMS’s tables live in.'),
  DATABASE_SSL: flag(false).describe('`true`: connect to PostgreSQL over TLS.'),
  DATABASE_SSL_REJECT_UNAUTHORIZED: flag(true).describe('`false`: accept a PostgreSQL certificate no known authority signed.'),
  DATABASE_POOL_MIN: count(0, 0).describe('Connections to PostgreSQL kept open at least.'),
  DATABASE_POOL_MAX: count(10).describe('Connections to PostgreSQL open at most.'),
  CONTACT_RATE_LIMIT: count(5).describe('Contact messages each client address may send per window, counted across instances.'),
  CONTACT_RATE_WINDOW_MS: count(10 * 60 * 1000).describe('That window (ms).'),
  SMTP_HOST: text.describe('The mail server that sends contact notifications (empty: none sent).'),
  SMTP_PORT: port(587).describe('Its port.'),
  SMTP_SECURE: maybeFlag.describe('TLS from the start (port 465’s way); unset: only on port 465.'),
  SMTP_USER: text.describe('The mail server’s user name (with SMTP_PASSWORD).'),
  MAIL_FROM: textOr('Mercusuar Group website <no-reply@localhost>').describe('The sender of contact notifications.'),
  CONTACT_NOTIFY_TO: text.describe('Who receives contact notifications.'),
  CONTACT_MAIL_RETRY_SECONDS: count(60).describe('How long a failed notification waits before it is sent again (s).'),
  CONTACT_MAIL_MAX_ATTEMPTS: count(20).describe('How often a notification is tried before it is given up.'),
  RECAPTCHA_VERIFY_URL: httpUrlOr('https://www.google.com/recaptcha/api/siteverify').describe(
    'Where captcha answers are verified.',
  ),
  RECAPTCHA_MIN_SCORE: z
    .preprocess(
      unsetIfEmpty,
      z.coerce
        .number({ error: 'must be a score from 0 to 1' })
        .min(0, { error: 'must be a score from 0 to 1' })
        .max(1, { error: 'must be a score from 0 to 1' })
        .default(0.5),
    )
    .describe('The lowest reCAPTCHA v3 score a contact message may have.'),
  HISTORY_VERSIONS_KEPT: count(500).describe(
    'The versions kept of each document in each language (the oldest beyond go; the published one stays).',
  ),
  HISTORY_DAYS: count(365).describe('How long versions, and deleted documents to recover, are kept (days).'),
  ACTIVITY_LOG_DAYS: count(730, 365).describe('How long the activity log keeps an entry (days; a year at least).'),
  LINK_CHECK: flag(true).describe(
    '`false`: the checks before publishing do not ask other sites whether an article’s links to them answer.',
  ),
  LINK_CHECK_ALLOW: list.describe(
    'Hosts on a private network the link check may ask anyway, as `host:port` (an intranet’s site; the tests). Others it never asks.',
  ),
  PREVIEW_TOKEN_TTL: count(3600).describe('How long a preview link opens its draft (s).'),
  SEED: flag(true).describe('`false`: an empty database stays empty (no example content on first boot).'),
  SEED_EXTRA_NEWS: count(0, 0).describe('Extra generated news articles per language the seed adds (benchmarks: 10000).'),
  UPLOAD_PROVIDER: oneOf(['local', 's3'], 'local').describe(
    'Where uploads go: `public/uploads`, or an S3-compatible bucket (several CMS machines need one).',
  ),
  S3_BUCKET: text.describe('The bucket’s name.'),
  S3_REGION: textOr('us-east-1').describe('The bucket’s region.'),
  S3_ENDPOINT: httpUrl.describe('The S3 API’s address for R2, MinIO and the like (empty: AWS).'),
  S3_FORCE_PATH_STYLE: flag(true).describe('Address the bucket in the path, not the host name (MinIO needs it).'),
  S3_PUBLIC_URL: httpUrl.describe('The address browsers fetch media from (a CDN or the public bucket).'),
  S3_ROOT_PATH: text.describe('A folder in the bucket the media go under.'),
  S3_ACL: textOr('public-read').describe('The ACL put on each file (`none` for buckets without ACLs).'),
  BUILD_HOOK_URL: text.describe(
    'The build hook the CMS calls on a publish: ours (npm start sets it), or a static host’s deploy hook, which may carry a query.',
  ),
  BUILD_TOKEN_FILE: textOr(DEFAULT_BUILD_TOKEN_FILE).describe(
    'Where the CMS writes the read-only build token for a build on this machine, relative to `cms/`.',
  ),
  ADMIN_EMAIL: text.describe(
    'The first admin, made on a boot that finds none (with ADMIN_PASSWORD; otherwise register at /admin).',
  ),
  ADMIN_FIRSTNAME: textOr('Site').describe('That admin’s first name.'),
  ADMIN_LASTNAME: textOr('Editor').describe('That admin’s last name.'),
  CMS_DATA_TRANSFER: z
    .preprocess(
      unsetIfEmpty,
      z.enum(['export', 'import'], { error: 'must be export or import (npm run backup and restore set it)' }).optional(),
    )
    .describe('Set by npm run backup and restore for the CMS they run: no seeding, scheduling or hooks. Never set it yourself.'),
});
export type CmsEnvironment = z.infer<typeof CmsEnvironment>;

/**
 * The secrets: read where they are used, never shown (a refused value is hidden), never sent to a
 * browser. Where one is not set, the CMS generates it once into `cms/.tmp/secrets.json` and npm
 * start into `.run/`: set them in production, the same on every instance.
 */
export const SecretsEnvironment = z.object({
  APP_KEYS: text.describe('The CMS’s session keys, `key1,key2`.'),
  API_TOKEN_SALT: text.describe('The salt of the CMS’s API tokens.'),
  ADMIN_JWT_SECRET: text.describe('Signs the admins’ sessions.'),
  TRANSFER_TOKEN_SALT: text.describe('The salt of the CMS’s data transfer tokens.'),
  JWT_SECRET: text.describe('Signs the users-permissions plugin’s tokens.'),
  ENCRYPTION_KEY: text.describe(
    'Encrypts what the CMS keeps readable for the admin (the build token); the same on every instance.',
  ),
  PREVIEW_SECRET: text.describe('Signs preview links; the same on every instance.'),
  ADMIN_PASSWORD: text.describe('The first admin’s password (with ADMIN_EMAIL).'),
  BUILD_HOOK_SECRET: text.describe('What the CMS and the build hook prove themselves with; the same on both.'),
  RECAPTCHA_SECRET: text.describe('The contact form’s reCAPTCHA secret key (empty: messages accepted without captcha).'),
  SMTP_PASSWORD: text.describe('The mail server’s password (with SMTP_USER).'),
  S3_ACCESS_KEY_ID: text.describe('The bucket’s access key.'),
  S3_SECRET_ACCESS_KEY: text.describe('Its secret.'),
  BACKUP_KEY: text.describe(
    'npm run backup and restore: the key backups are encrypted with (16+ characters; keep it apart from the backups).',
  ),
});

/** What the tests, CI and the benches read; never the site's programs. */
export const ToolingEnvironment = z.object({
  CHROMIUM_PATH: text.describe(
    'The Chromium the end-to-end tests, the Lighthouse budget and the benches drive (default: the first one found).',
  ),
  TEST_POSTGRES_ON_NODE: text.describe(
    'npm test: the Node major version the PostgreSQL + nginx pass (its CMS, builds, site and specs) runs on (`22`; default: npm test’s).',
  ),
  CI: text.describe('Set by CI: Playwright refuses `test.only`, npm test fails a step whose Debian packages are missing.'),
  NGINX: text.describe('The nginx binary npm run serve:nginx and the tests use (default: `/usr/sbin/nginx`).'),
});

/** Every program's environment, as the configuration reference (docs/configuration.md) lists it. */
export const ENVIRONMENTS = [
  {
    name: 'The scripts',
    programs: 'npm start, npm run develop, build, serve, build-hook, backup, restore',
    schema: ScriptsEnvironment,
  },
  {
    name: 'The site’s build',
    programs: 'gatsby build, as npm run build and the build hook run it',
    schema: SiteBuildEnvironment,
  },
  { name: 'The CMS', programs: 'npm run cms, and the CMS npm start and npm run develop start', schema: CmsEnvironment },
  { name: 'Secrets', programs: 'the CMS, the build hook, backup and restore', schema: SecretsEnvironment },
  { name: 'Tests and benchmarks', programs: 'npm test, the end-to-end tests, bench/', schema: ToolingEnvironment },
] as const;

/** Variables whose value is never shown, even refused. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|SALT/;

/** A refused value as the message shows it: quoted on one line, a password hidden, a long one cut. */
function shown(name: string, value: string): string {
  if (SECRET_NAME.test(name)) return '(hidden)';
  // Whatever stands between // and the last @ may be a user and password (which may hold / or @).
  const hidden = value.replace(/\/\/.*@/s, '//…@');
  return JSON.stringify(hidden.length > 80 ? `${hidden.slice(0, 79)}…` : hidden);
}

/**
 * The exit code of a program that refused its environment (BSD's EX_CONFIG): whoever started it
 * knows the program has said why, in its one line, and adds none of its own.
 */
export const ENVIRONMENT_REFUSED = 78;

/** The environment refused, in one line: every variable that is wrong and what it must be. */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

/** The environment as `schema` reads it, or an EnvironmentError naming each wrong variable and its value. */
export function readEnvironment<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  env: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<Shape>> {
  const result = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name]])));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message}, not ${shown(name, env[name] ?? '')}`;
  });
  throw new EnvironmentError(`The environment is not usable: ${problems.join('; ')}.`);
}

/**
 * The environment as `schema` reads it, for a program at start: a value that cannot be right stops
 * it with its one line, exiting with `exitCode`.
 */
export function environmentOrExit<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  { env = process.env, exitCode = 1 }: { env?: Record<string, string | undefined>; exitCode?: number } = {},
): z.infer<z.ZodObject<Shape>> {
  try {
    return readEnvironment(schema, env);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(`✖ ${error.message}`);
    return process.exit(exitCode);
  }
}
