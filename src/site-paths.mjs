// @ts-check
/**
 * The site's paths that everything serving or linking it must agree on, in one module: the site
 * (src/i18n, src/routes.ts), its servers and hosts (deploy/headers.mjs, deploy/page-policies.mjs,
 * npm start's server, nginx's configuration) and gatsby-config. The CMS, deployed on its own,
 * builds preview links with the same rule (cms/src/preview/preview-url.ts; its test holds it to
 * this module). Plain JavaScript, so Node runs it without a compiler.
 */

/** The site's languages: Indonesian is the default and the fallback, with no prefix; English lives under /en. */
export const LANGUAGES = /** @type {const} */ (['id', 'en']);
/** @typedef {(typeof LANGUAGES)[number]} Language */
/** @type {Language} */
export const DEFAULT_LANGUAGE = 'id';

/** Editors' preview of a draft (noindex, never cached, never in the sitemap), in every language. */
export const PREVIEW_PATH = '/preview';

/** The path prefix of a language's pages: '' for Indonesian, `/en` for English. */
export const languagePrefix = (/** @type {string} */ language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The languages whose pages live under a prefix. */
const PREFIXED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The language a site path is in, from its prefix: `/en/news` → en, `/news` → id. */
export function languageOfPath(/** @type {string} */ pathname) {
  return PREFIXED.find((language) => pathname === `/${language}` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE;
}

/** The preview page in every language: `/preview`, `/en/preview`. */
export const PREVIEW_PAGES = LANGUAGES.map((language) => `${languagePrefix(language)}${PREVIEW_PATH}`);

/** Preview pages and their page data, in every language: `/preview`, `/en/preview/…`, `/page-data/en/preview/…`. */
export const PREVIEW_PATHS = new RegExp(
  `^(/page-data)?(${PREFIXED.map((language) => `/${language}`).join('|')})?${PREVIEW_PATH}(/|$)`,
);
