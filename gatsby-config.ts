import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/i18n/languages';
import { SITE_NAME, siteUrl } from './src/site';
import { colors } from './src/theme/tokens';

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    siteUrl: siteUrl(),
  },
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
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
        i18nextOptions: {
          fallbackLng: DEFAULT_LANGUAGE,
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: false,
        },
      },
    },
    {
      resolve: 'gatsby-plugin-nprogress',
      options: { color: colors.primary, showSpinner: false },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: ['/404', '/en/404', '/404.html', '/en/404.html', '/dev-404-page'] },
    },
  ],
};

export default config;
