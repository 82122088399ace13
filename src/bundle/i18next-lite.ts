/**
 * What the browser bundle runs in i18next's place (16 KiB gzip of a first load; issue 37):
 * gatsby-plugin-react-i18next's wrapPageElement makes an instance per page, hands it the page's
 * UI strings and reads `language` back; the site's components only call `t()`. That `t()` is the
 * site's translator, which answers what i18next answers for every string of both languages
 * (src/i18n/translator.equivalence.test.ts). The HTML renderer keeps i18next itself, so a string
 * that rendered differently would show in the hydration test as well.
 */
import { translate, type Messages, type Translate } from '../i18n/translator';

/** The options wrapPageElement passes to `init` (gatsby-config's i18nextOptions and the page's strings). */
export interface InitOptions {
  readonly resources?: Readonly<Record<string, Readonly<Record<string, Messages>>>>;
  readonly lng?: string;
  readonly fallbackLng?: string | false;
  readonly defaultNS?: string;
  readonly fallbackNS?: string | readonly string[] | false;
}

/** The part of an i18next instance the plugin and react-i18next's hooks use. */
export interface I18nLite {
  language: string;
  t: Translate;
  init(options: InitOptions): I18nLite;
  changeLanguage(language: string): Promise<Translate>;
}

const list = <T>(value: T | readonly T[] | false | undefined): T[] =>
  value === undefined || value === false ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T];

function createInstance(): I18nLite {
  let options: InitOptions = {};
  const build = (language: string): Translate => {
    const resources = options.resources ?? {};
    const languages = [...new Set([language, ...list(options.fallbackLng)])];
    const namespaces = [options.defaultNS ?? 'translation', ...list(options.fallbackNS)];
    return translate(
      namespaces.flatMap((ns) => languages.flatMap((code) => (resources[code]?.[ns] ? [resources[code][ns]] : []))),
      language,
    );
  };
  const instance: I18nLite = {
    language: '',
    t: (key) => key,
    init(given) {
      options = given;
      instance.language = given.lng ?? '';
      instance.t = build(instance.language);
      return instance;
    },
    changeLanguage(language) {
      instance.language = language;
      instance.t = build(language);
      return Promise.resolve(instance.t);
    },
  };
  return instance;
}

export default { createInstance };
