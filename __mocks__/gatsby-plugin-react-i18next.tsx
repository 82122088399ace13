import { translator } from '../src/i18n/translator';
import id from '../locales/id/common.json';
import en from '../locales/en/common.json';

/**
 * The i18n plugin for unit tests: the real locale files, the language and page path set per test
 * through `setTestPage`.
 */
const state = { language: 'id', originalPath: '/' };
const messages = { id, en } as const;

export function setTestPage(language: 'id' | 'en', originalPath = '/'): void {
  state.language = language;
  state.originalPath = originalPath;
}

const t = (key: string, values?: Record<string, string | number>): string =>
  translator({
    edges: [{ node: { ns: 'common', data: JSON.stringify(messages[state.language as 'id' | 'en']), language: state.language } }],
  })(key, values);

export const useTranslation = () => ({ t, i18n: { language: state.language } });
export const useI18next = () => ({
  t,
  language: state.language,
  languages: ['id', 'en'],
  defaultLanguage: 'id',
  originalPath: state.originalPath,
  path: state.originalPath,
});
