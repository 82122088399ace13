import { useI18next } from 'gatsby-plugin-react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The language of the page being shown. */
export function useLanguage(): Language {
  const { language } = useI18next();
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
