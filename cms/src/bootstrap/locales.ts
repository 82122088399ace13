import type { Core } from '@strapi/strapi';

/** The site's languages: Indonesian is the default (and fallback), English the second. */
export const LOCALES = [
  { code: 'id', name: 'Indonesian (id)' },
  { code: 'en', name: 'English (en)' },
] as const;
export const DEFAULT_LOCALE = 'id';

export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of LOCALES) {
    if (!(await locales.findByCode(code))) {
      await locales.create({ code, name });
      strapi.log.info(`[bootstrap] created locale ${code}`);
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
