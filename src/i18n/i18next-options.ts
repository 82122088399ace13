import { DEFAULT_LANGUAGE } from './languages';

/**
 * The options gatsby-plugin-react-i18next gives i18next (gatsby-config). The browser bundle's
 * translator (src/bundle/i18next-lite.ts) implements exactly these: nested keys split on `.`, no
 * namespace prefix in keys, values inserted as they are (React escapes them).
 */
export const I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: false,
} as const;
