/**
 * What the site's browser code uses of gatsby-plugin-react-i18next. The plugin's index is a
 * CommonJS barrel that re-exports all of react-i18next (Trans, withSSR, HTML parsing…), which
 * webpack cannot tree-shake; the browser build resolves the site's `gatsby-plugin-react-i18next`
 * imports to this module instead (see ./slim-modules.ts). A name missing here fails
 * slim-modules.test.ts.
 */
export { useTranslation } from './react-i18next-lite';
export { useI18next } from 'gatsby-plugin-react-i18next/dist/useI18next';
export { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
