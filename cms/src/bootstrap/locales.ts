import type { Core } from '@strapi/strapi';

/**
 * The site's languages: Indonesian is the default (and fallback), English the second. Each is
 * named as its own speakers name it: the admin's language picker shows these names to every
 * editor, whatever language the admin is in.
 */
export const LOCALES = [
  { code: 'id', name: 'Bahasa Indonesia (id)' },
  { code: 'en', name: 'English (en)' },
] as const;
export const DEFAULT_LOCALE = 'id';

/** What an earlier version named a language. */
const FORMER_NAMES: Record<string, string> = { id: 'Indonesian (id)' };

export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of LOCALES) {
    const existing = (await locales.findByCode(code)) as { id: number; name: string } | null;
    if (!existing) {
      await locales.create({ code, name });
      strapi.log.info(`[bootstrap] created locale ${code}`);
    } else if (existing.name === FORMER_NAMES[code]) {
      // The name an earlier version gave it: renamed, as long as nobody renamed it since.
      await strapi.db.query('plugin::i18n.locale').update({ where: { id: existing.id }, data: { name } });
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
