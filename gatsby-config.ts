import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { FEED_SIZE, feedChannel, feedItems, feedPagesPattern, feedPath, type FeedArticle } from './src/feeds/news-feed';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './src/i18n/languages';
import { I18NEXT_OPTIONS } from './src/i18n/i18next-options';
import { nodeTypeName } from 'gatsby-source-strapi-i18n/content-model';
import { PAGE_ROUTES } from './src/page-routes';
import { PREVIEW_PAGES, languagePrefix } from '@site/contracts/site-paths';
import { CONTENT_VERSION_PATH } from '@site/contracts/build';
import { sitemapEntries } from './src/sitemap/sitemap-entries';
import { SITE_NAME } from './src/site';
import { buildEnvironment, siteUrl } from './src/build-environment';
import { buildToken } from '@site/contracts/build-token';
import { colors } from './src/theme/tokens';
import { localisedPath } from './src/i18n/localised-path';
import { SEARCH_PATH } from './src/routes';
import { siteRedirects } from './src/redirects/site-redirects';
import { originOf } from '@site/deploy/headers';
import type { DeployFilesOptions } from './plugins/gatsby-plugin-deploy-files/gatsby-node';
import type { XmlSitemapOptions } from './plugins/gatsby-plugin-xml-sitemap/gatsby-node';

/** The build's environment, read once: a wrong value stops the build here, in one line. */
const environment = buildEnvironment();
/** Where the build reads the CMS: STRAPI_URL, by default the local CMS of `npm start`. */
const strapiUrl = environment.STRAPI_URL;

/**
 * The CMS's read-only API token: a build-time secret (no GATSBY_ prefix, so never in the browser
 * bundle), by the one rule of contracts/src/build-token.ts.
 */
const strapiToken = (): string | undefined => buildToken(environment, __dirname);

/** The site's texts in a language (locales/<language>/common.json), for the manifest and the feeds. */
const texts = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'locales', language, 'common.json'), 'utf8')) as {
    site: { tagline: string };
    pages: { news: string };
    descriptions: { news: string };
  };
const tagline = (language: string): string => texts(language).site.tagline;

/**
 * A language's news feed (gatsby-plugin-feed): its latest articles written in that language (an
 * English page showing an Indonesian article is left out), announced in the head of that
 * language's pages.
 */
const newsFeed = (language: Language) => {
  const { pages, descriptions } = texts(language);
  const title = `${pages.news} — ${SITE_NAME}`;
  return {
    output: feedPath(language),
    title,
    match: feedPagesPattern(language),
    channel: feedChannel(language, siteUrl(), { title, description: descriptions.news }),
    // src/gatsby-node/news-resolvers.ts: the site's news order, articles that have a page.
    query: `{
    newsNewestFirst(language: "${language}", writtenInIt: true, limit: ${FEED_SIZE}) { title slug date excerpt }
  }`,
    serialize: ({ query }: { query: { newsNewestFirst: FeedArticle[] } }) =>
      feedItems(query.newsNewestFirst, language, siteUrl()),
  };
};

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    siteUrl: siteUrl(),
  },
  trailingSlash: 'never',
  // `gatsby develop` passes the browser's runtime calls (WhatsApp number, contact form, preview,
  // media) to the CMS, as npm start's server and nginx do.
  proxy: [
    { prefix: '/api', url: strapiUrl },
    { prefix: '/uploads', url: strapiUrl },
  ],
  // The page queries' types, committed. The build hook's publish builds skip them (QUERY_TYPES_ON_BUILD=0).
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: environment.QUERY_TYPES_ON_BUILD === '1' },
  plugins: [
    {
      // plugins/gatsby-source-strapi-i18n: one node per document and language, Indonesian fallback.
      resolve: 'gatsby-source-strapi-i18n',
      options: {
        apiURL: strapiUrl,
        accessToken: strapiToken(),
        languages: [...LANGUAGES],
        fallbackLanguage: DEFAULT_LANGUAGE,
        contentModelPath: path.join(__dirname, 'cms'),
        // cms/src/plugins/site-builds: lets a build list only what was published since the last one.
        contentVersionPath: CONTENT_VERSION_PATH,
        // The build hook sets it for "Rebuild now" and the first build of a run: every document is checked.
        listEverything: environment.STRAPI_FULL_SYNC === '1',
      },
    },
    {
      resolve: 'gatsby-plugin-styled-components',
      // Readable class names while developing; short ones (fewer bytes of JS and HTML) in builds.
      options: { displayName: process.env.NODE_ENV !== 'production', fileName: false },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: `${__dirname}/locales` },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        fallbackLanguage: DEFAULT_LANGUAGE,
        siteUrl: siteUrl(),
        trailingSlash: 'never',
        // Pages are created per language by gatsby-node; the only redirect (/ → /en for a stored
        // English preference) is the site's own.
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    {
      resolve: 'gatsby-plugin-nprogress',
      options: { color: colors.primary, showSpinner: false },
    },
    {
      // The web app manifest (gatsby-plugin-manifest's build-time half, plugins/
      // gatsby-plugin-web-manifest): icons drawn from the logo's mark (src/images/icon.svg; its
      // margin keeps it whole as a maskable icon). One manifest for both languages: the name is the
      // same in both, and an installed site opens at /, which sends a visitor who chose English
      // to /en (src/runtime/language-preference.ts).
      resolve: 'gatsby-plugin-web-manifest',
      options: {
        name: SITE_NAME,
        short_name: 'Mercusuar',
        description: tagline(DEFAULT_LANGUAGE),
        lang: DEFAULT_LANGUAGE,
        start_url: '/',
        background_color: colors.white,
        theme_color: colors.secondary,
        display: 'minimal-ui',
        icon: 'src/images/icon.svg',
        icon_options: { purpose: 'any maskable' },
        include_favicon: false, // static/favicon.svg (gatsby-ssr.tsx)
        theme_color_in_head: false, // the page head has it (src/components/seo.tsx)
        legacy: false,
      },
    },
    // The site search's index, per language (plugins/gatsby-plugin-site-search); the build hook
    // indexes once a publish's pages are live.
    {
      resolve: 'gatsby-plugin-site-search',
      options: { indexAfterRelease: environment.SITE_SEARCH_INDEX === 'after-release' },
    },
    {
      resolve: 'gatsby-plugin-feed',
      options: {
        query: '{ site { siteMetadata { siteUrl } } }',
        setup: ({ channel }: { channel: ReturnType<typeof feedChannel> }) => channel,
        feeds: LANGUAGES.map(newsFeed),
      },
    },
    {
      // Each page with its language alternates and the last update of what it shows (src/sitemap).
      resolve: 'gatsby-plugin-xml-sitemap',
      options: {
        siteUrl: siteUrl(),
        entries: (nodesOfType) =>
          sitemapEntries(nodesOfType, {
            siteUrl: siteUrl(),
            excludes: [
              ...LANGUAGES.flatMap((language) => [`${languagePrefix(language)}/404`, `${languagePrefix(language)}/404.html`]),
              '/dev-404-page',
              ...PREVIEW_PAGES,
            ],
            pageTypes: PAGE_ROUTES.flatMap((route) => (route.cmsPage ? [nodeTypeName(route.cmsPage)] : [])),
          }),
      } satisfies XmlSitemapOptions,
    },
    {
      // What a server or a static host needs beside the pages, from deploy/'s serving policy:
      // robots.txt, each page's security policy, _headers, the redirects (after the search index).
      resolve: 'gatsby-plugin-deploy-files',
      options: {
        siteUrl: siteUrl(),
        cmsOrigin: originOf(environment.GATSBY_CMS_URL),
        mediaOrigin: originOf(environment.MEDIA_URL),
        // The CMS's admin frames the preview: where it runs, else where the build read the CMS.
        adminOrigin: originOf(environment.CMS_ADMIN_URL || environment.GATSBY_CMS_URL || environment.STRAPI_URL),
        recaptcha: Boolean(environment.GATSBY_RECAPTCHA_SITE_KEY),
        // Pagefind compiles its WebAssembly on the search pages only.
        wasmPages: LANGUAGES.map((language) => localisedPath(SEARCH_PATH, language)),
        redirects: siteRedirects,
      } satisfies DeployFilesOptions,
    },
    // Last: the build's outcome for the build hook, once every other plugin's work is written
    // (plugins/gatsby-plugin-build-outcome).
    'gatsby-plugin-build-outcome',
  ],
};

export default config;
