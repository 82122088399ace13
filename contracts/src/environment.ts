/**
 * The environment each program reads, as zod schemas: every variable once, with its default and
 * what a wrong value is told. A program reads its environment once at start
 * (`readEnvironment`); a value that cannot be right stops it with one line naming each variable
 * and what it must be, instead of a port of NaN or an address that fails later.
 */
import { z } from 'zod';

/** An unset variable and an empty one are the same: the default applies. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const PORT = 'must be a port number (1–65535)';
const port = (fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error: PORT }).int({ error: PORT }).min(1, { error: PORT }).max(65_535, { error: PORT }).default(fallback),
  );

/** An http(s) address a program can send requests to, without its trailing slash: no user or password, no query, no fragment. */
/** What is wrong with an address for requests, or null: http(s), no user or password, no query, no fragment. */
function addressProblem(value: string): string | null {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'must be an http(s) address';
  if (url.username || url.password) return 'must not hold a user name or password';
  if (url.search || url.hash || value.includes('#')) return 'must not hold a query or a fragment';
  return null;
}

/** An http(s) address a program can send requests to, without its trailing slash. */
const httpUrl = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .transform((value, context) => {
      const problem = addressProblem(value);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      const url = new URL(value);
      return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    })
    .optional(),
);

/** What the scripts read (npm start, the build hook, serve, develop, the benches): DESIGN.md's ports and addresses. */
export const ScriptsEnvironment = z.object({
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

/** A refused value as the message shows it: quoted on one line, a password hidden, a long one cut. */
function shown(value: string): string {
  const hidden = value.replace(/\/\/[^/@\s]*@/, '//…@');
  return JSON.stringify(hidden.length > 80 ? `${hidden.slice(0, 79)}…` : hidden);
}

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
    return `${name} ${issue.message}, not ${shown(env[name] ?? '')}`;
  });
  throw new EnvironmentError(`The environment is not usable: ${problems.join('; ')}.`);
}
