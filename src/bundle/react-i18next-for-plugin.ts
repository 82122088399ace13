/**
 * What gatsby-plugin-react-i18next's browser runtime uses of react-i18next (wrapPageElement: the
 * provider; useI18next: the hook). The plugin `require()`s react-i18next, which would keep every
 * export; through this ES re-export webpack keeps only these two.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
