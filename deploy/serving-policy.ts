/**
 * How the built site is served, declared once: which paths go to the CMS and on what terms, which
 * methods a path takes, which not-found page each language has, which files are hashed assets.
 * npm start's Node server (scripts/lib/static-server.ts) follows it as it answers, and nginx's
 * configuration is rendered from it (deploy/nginx.conf, scripts/lib/nginx.ts); the headers of
 * each answer come from deploy/headers.ts, the redirects from deploy/redirects.ts (both servers:
 * only where no file answers). scripts/lib/serving-parity.test.ts asks both servers the same
 * requests, every row generated from what is declared here, and expects the same answers.
 */
import { LANGUAGES, languageOfPath, languagePrefix } from '@site/contracts/site-paths';
import { API_BODY_LIMIT_BYTES } from './limits.ts';
import { NGINX_REDIRECT_MAP, NGINX_REDIRECT_SIZES, REDIRECTS_JSON } from './redirects.ts';

/** A path prefix the site's server passes to the CMS. */
export type CmsRoute = {
  /** e.g. `/api/`: every path that starts with it. */
  prefix: string;
  /** Why the site passes it on. */
  purpose: string;
  /** The methods passed on; any other is answered 405 by the site's server. Null: every method. */
  methods: readonly string[] | null;
  /** The largest request body passed on; a larger one is answered 413 and never reaches the CMS. */
  maxBodyBytes: number;
  /** How long the CMS may take to answer, in seconds; then the visitor gets 502/504. */
  timeoutSeconds: number;
  /**
   * Whether the server may keep published answers as long as the CMS's Cache-Control says, and
   * serve them while the CMS cannot answer (nginx's proxy cache; npm start's server keeps none).
   */
  cached: boolean;
};

/** The methods that read: every path outside the CMS routes takes these only. */
export const READING_METHODS = ['GET', 'HEAD'] as const;

/** Seconds a server waits for a connection to the CMS. */
export const CMS_CONNECT_TIMEOUT_SECONDS = 5;

export const CMS_ROUTES: readonly CmsRoute[] = [
  {
    prefix: '/api/',
    purpose: 'The CMS’s runtime API: the WhatsApp number, the contact form, the editors’ preview',
    methods: null,
    // A contact message is a few kilobytes (deploy/limits.ts).
    maxBodyBytes: API_BODY_LIMIT_BYTES,
    timeoutSeconds: 15,
    cached: true,
  },
  {
    prefix: '/uploads/',
    purpose: 'The CMS’s media, for the editors’ preview (published pages use the build’s own images)',
    methods: READING_METHODS,
    maxBodyBytes: API_BODY_LIMIT_BYTES,
    timeoutSeconds: 30,
    cached: false,
  },
];

/**
 * The path a request names, as nginx reads it ($uri): the part before `?`, percent-decoded, runs
 * of slashes merged, `.` and `..` resolved. Every rule here is asked of this path, by both servers:
 * `/%61pi/x`, `//api/x` and `/uploads/../api/x` are `/api/x` to each. Null when the encoding is
 * broken (both answer 400).
 */
export function requestPath(url: string): string | null {
  const raw = url.split('?')[0].split('#')[0] || '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /\/\.{0,2}$/.test(decoded) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/**
 * A path a server and the CMS could read as different paths: an encoded slash, backslash or dot,
 * a backslash, or a `.` or `..` segment (browsers resolve those before they ask). A server picks
 * the route by the resolved path but passes the CMS the path as written (nginx does, with
 * `proxy_pass http://cms;`), so `/content-manager/x/..%2f..%2fapi%2fx` was taken for /api and
 * reached an admin route through the site. Both servers answer such a path 400.
 */
const AMBIGUOUS_PATH_SOURCE = String.raw`(?:%2[fe]|%5c|\x5c|/\.{1,2}(?:/|$))`;
const AMBIGUOUS_PATH = new RegExp(AMBIGUOUS_PATH_SOURCE, 'i');
/** Whether a request's address (path and query) has such a path. */
export const isAmbiguousPath = (url: string): boolean => AMBIGUOUS_PATH.test(url.split('?')[0].split('#')[0]);
/** The same, as an nginx regular expression over `$request_uri` (matched case-insensitively: `~*`). */
export const AMBIGUOUS_REQUEST_URI = `^[^?]*${AMBIGUOUS_PATH_SOURCE.replace('(?:/|$)', String.raw`(?:/|\?|$)`)}`;

/** The CMS route a path belongs to, if any. */
export const cmsRouteOf = (pathname: string): CmsRoute | undefined =>
  CMS_ROUTES.find((route) => pathname.startsWith(route.prefix));

/** The methods a path takes: those of its CMS route (null: every one), else the reading ones. */
export const methodsTaken = (route: CmsRoute | undefined): readonly string[] | null => (route ? route.methods : READING_METHODS);

/** Each language's pages: under its prefix (none for the default language), with a not-found page of its own. */
export const LANGUAGE_SITES = LANGUAGES.map((language) => ({
  language,
  prefix: languagePrefix(language),
  notFoundPage: `${languagePrefix(language)}/404.html`,
}));

/** The not-found page for a path no file answers: its language's (English under /en). */
export const notFoundPageOf = (pathname: string) =>
  LANGUAGE_SITES.find((site) => site.language === languageOfPath(pathname))?.notFoundPage ?? '/404.html';

/** Whether a path is a not-found page itself: asked for by name, it is answered as a path no file answers (404). */
export const isNotFoundPage = (pathname: string) => LANGUAGE_SITES.some((site) => site.notFoundPage === pathname);

/** Files under this prefix have content-hashed names (Gatsby's static folder): cached for a year. */
export const STATIC_PREFIX = '/static/';

/** Webpack's bundles: named with their content hash, cached for a year. */
export const HASHED_BUNDLE = /-[0-9a-f]{16,}\.(js|css)$/;

/**
 * The build's own files, which no page asks for: webpack's statistics and chunk map, source maps,
 * the static hosts' rule files and the redirect maps nginx reads from the disk, and Gatsby's slice
 * fragments (HTML stitched into pages at build time, without a page's policy). Both servers answer
 * them as a path no file answers (404).
 */
const INTERNAL_FILES = [
  'webpack.stats.json',
  'chunk-map.json',
  '_headers',
  '_redirects',
  REDIRECTS_JSON,
  NGINX_REDIRECT_MAP,
  NGINX_REDIRECT_SIZES,
];
const literally = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const BUILD_INTERNALS = new RegExp(`^/(${INTERNAL_FILES.map(literally).join('|')})$|\\.map$|^/_gatsby/`);

/** Whether a path is one of the build's own files (BUILD_INTERNALS), however many slashes end it (a file server ignores them). */
export const isBuildInternal = (pathname: string) => BUILD_INTERNALS.test(pathname.replace(/\/+$/, ''));

/** Whether a path is a content-hashed file, which never changes under its name. */
export const isHashedAsset = (pathname: string) => pathname.startsWith(STATIC_PREFIX) || HASHED_BUNDLE.test(pathname);
