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

/** What the scripts read (npm start, the build hook, serve, develop, the benches): DESIGN.md's ports and addresses. */
export const ScriptsEnvironment = z.object({
  /** The build hook: how long publishing must be quiet before a build, how often it asks the CMS what changed. */
  BUILD_HOOK_DEBOUNCE_MS: count(500, 0),
  BUILD_HOOK_CATCH_UP_MS: count(30_000, 100),
  /** Where npm start keeps its releases and the build record. */
  SITE_RUN_DIR: text,
  /** Where the CMS writes the build token for a build on this machine, relative to cms/. */
  BUILD_TOKEN_FILE: textOr(DEFAULT_BUILD_TOKEN_FILE),
  /** `1`: npm start serves the last release instead of building first. */
  SKIP_BUILD: oneOf(['0', '1'], '0'),
  CMS_PORT: port(1337),
  SITE_PORT: port(9000),
  HOOK_PORT: port(9001),
  DEVELOP_PORT: port(8000),
  /** Where the build reads the CMS (default: the CMS on CMS_PORT). */
  STRAPI_URL: httpUrl,
  /** The site's public address (links in feeds, the sitemap, preview pages). */
  SITE_URL: httpUrl,
  /** The CMS's admin address where it is not STRAPI_URL (the site's policy lets it frame the preview). */
  CMS_ADMIN_URL: httpUrl,
  /** Where the browser reaches the CMS's runtime API (empty: the site's own origin). */
  GATSBY_CMS_URL: httpUrl,
});
export type ScriptsEnvironment = z.infer<typeof ScriptsEnvironment>;

/**
 * What the site's build reads (gatsby-config.ts and the build's plugins); every `GATSBY_` value
 * also reaches the visitors' browsers.
 */
export const SiteBuildEnvironment = z.object({
  /** Where the build reads the CMS. */
  STRAPI_URL: httpUrlOr(DEFAULT_CMS_URL),
  /** The build's read-only token; without it, the one the CMS wrote to STRAPI_TOKEN_FILE. */
  STRAPI_TOKEN: text,
  STRAPI_TOKEN_FILE: text,
  /** The site's public address (canonical links, the sitemap, the feeds). */
  SITE_URL: httpUrlOr(DEFAULT_SITE_URL),
  /** Where the browser reaches the CMS's runtime API (empty: the site's own origin). */
  GATSBY_CMS_URL: httpUrl,
  /** The CMS's admin address where it is not STRAPI_URL (the site's policy lets it frame the preview). */
  CMS_ADMIN_URL: httpUrl,
  /** Where the media live when not on the CMS (an S3 bucket or its CDN): the site's policy allows its images. */
  MEDIA_URL: httpUrl,
  GATSBY_RECAPTCHA_SITE_KEY: text,
  GATSBY_RECAPTCHA_VERSION: oneOf(['2', '3'], '3'),
  GATSBY_RECAPTCHA_MODE: oneOf(['base', 'enterprise'], 'base'),
  /** The build hook's per-build switches (scripts/lib/site-builder.ts): */
  /** `0`: leave src/gatsby-types.d.ts as it is (a publish changes content, not queries). */
  QUERY_TYPES_ON_BUILD: oneOf(['0', '1'], '1'),
  /** `1`: read every document from the CMS, not only what changed since the last build. */
  STRAPI_FULL_SYNC: oneOf(['0', '1'], '0'),
  /** `after-release`: leave the last search index in public/ (the hook indexes once the pages are live). */
  SITE_SEARCH_INDEX: oneOf(['in-build', 'after-release'], 'in-build'),
  /** Where the build writes which content pages it made (for the hook's record of what went live). */
  CONTENT_PAGES_FILE: text,
});
export type SiteBuildEnvironment = z.infer<typeof SiteBuildEnvironment>;

/** What the CMS reads (cms/config and cms/src), besides its secrets, which need only be set. */
export const CmsEnvironment = z.object({
  HOST: textOr('127.0.0.1'),
  PORT: port(1337),
  /** The CMS's public address, when it is not reached on HOST:PORT. */
  PUBLIC_URL: publicUrl,
  CMS_PUBLIC_DIR: textOr('./public'),
  SERVE_ADMIN_PANEL: flag(true),
  /** The site: where a preview opens, which origins may call the CMS from a browser. */
  SITE_URL: httpUrlOr(DEFAULT_SITE_URL),
  SITE_PORT: port(9000),
  DEVELOP_PORT: port(8000),
  /** The origins browsers may call the CMS from, instead of the site's (`a,b` or `["a","b"]`). */
  CORS_ORIGINS: list,
  TRUST_PROXY: flag(false),
  TRUSTED_PROXIES: text,
  DATABASE_CLIENT: oneOf(['sqlite', 'postgres'], 'sqlite'),
  DATABASE_FILENAME: textOr('.tmp/data.db'),
  DATABASE_SCHEMA: textOr('public'),
  DATABASE_SSL: flag(false),
  DATABASE_SSL_REJECT_UNAUTHORIZED: flag(true),
  DATABASE_POOL_MIN: count(0, 0),
  DATABASE_POOL_MAX: count(10),
  /** Contact messages each client address may send per window, counted across instances. */
  CONTACT_RATE_LIMIT: count(5),
  CONTACT_RATE_WINDOW_MS: count(10 * 60 * 1000),
  SMTP_HOST: text,
  SMTP_PORT: port(587),
  /** TLS from the start (port 465's way); unset: only on port 465. */
  SMTP_SECURE: maybeFlag,
  SMTP_USER: text,
  MAIL_FROM: textOr('Mercusuar Group website <no-reply@localhost>'),
  CONTACT_NOTIFY_TO: text,
  CONTACT_MAIL_RETRY_SECONDS: count(60),
  CONTACT_MAIL_MAX_ATTEMPTS: count(20),
  RECAPTCHA_VERIFY_URL: httpUrlOr('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a score from 0 to 1' })
      .min(0, { error: 'must be a score from 0 to 1' })
      .max(1, { error: 'must be a score from 0 to 1' })
      .default(0.5),
  ),
  PREVIEW_TOKEN_TTL: count(3600),
  SEED: flag(true),
  SEED_EXTRA_NEWS: count(0, 0),
  UPLOAD_PROVIDER: oneOf(['local', 's3'], 'local'),
  S3_BUCKET: text,
  S3_REGION: textOr('us-east-1'),
  S3_ENDPOINT: httpUrl,
  S3_FORCE_PATH_STYLE: flag(true),
  S3_PUBLIC_URL: httpUrl,
  S3_ROOT_PATH: text,
  S3_ACL: textOr('public-read'),
  /** The build hook's POST address (ours, or a static host's deploy hook, which may carry a query). */
  BUILD_HOOK_URL: text,
  BUILD_TOKEN_FILE: textOr(DEFAULT_BUILD_TOKEN_FILE),
  ADMIN_EMAIL: text,
  ADMIN_FIRSTNAME: textOr('Site'),
  ADMIN_LASTNAME: textOr('Editor'),
  /** Set by `npm run backup`/`restore` for the CMS they run: no seeding, scheduling or hooks. */
  CMS_DATA_TRANSFER: z.preprocess(
    unsetIfEmpty,
    z.enum(['export', 'import'], { error: 'must be export or import (npm run backup and restore set it)' }).optional(),
  ),
});
export type CmsEnvironment = z.infer<typeof CmsEnvironment>;

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
