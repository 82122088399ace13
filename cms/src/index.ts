import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { grantPublicReadAccess } from './bootstrap/public-permissions';
import { ensureBuildToken } from './bootstrap/build-token';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { seedOnFirstBoot } from './bootstrap/seed';

/**
 * Everything a fresh checkout needs happens here, idempotently, on every boot:
 * locales, public permissions, the site's read-only build token, the first admin (from env)
 * and the bilingual seed content (first boot only).
 */
export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await grantPublicReadAccess(strapi);
    await ensureBuildToken(strapi);
    await ensureFirstAdmin(strapi);
    await seedOnFirstBoot(strapi);
  },
};
