import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { grantPublicReadAccess } from './bootstrap/public-permissions';
import { ensureBuildToken, recordBuildToken } from './bootstrap/build-token';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { seedOnFirstBoot } from './bootstrap/seed';
import { contactMailer } from './contact/mail-queue';
import { ensureRateLimitTable } from './contact/rate-limit';
import { DatabaseUnreachableError, acquireStartupLock } from './database/startup-lock';
import { guardDrafts } from './drafts/guard';
import { grantSiteBuildsByDefault, registerSiteBuildsAdminApi } from './site-builds/admin-api';
import { trackContentVersion } from './site-builds/content-version';
import { notifyBuildHookOfChanges, removeStoredBuildWebhook } from './site-builds/publish-notifier';

/**
 * Everything a fresh checkout needs happens here, idempotently, on every boot:
 * locales, public permissions, the site's read-only build token, the first admin (from env),
 * the bilingual seed content (first boot only); publishing calls the site's build hook.
 */
let stopMailRetries: () => void = () => undefined;
let releaseStartupLock: () => Promise<void> = async () => undefined;

export default {
  /**
   * Drafts never leave through the content API, except to a preview link the CMS signed; every
   * change of published content moves the content version; the admin's Site builds API.
   */
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Instances starting together on one PostgreSQL database start one after the other.
    try {
      releaseStartupLock = await acquireStartupLock(strapi.log);
    } catch (error) {
      if (!(error instanceof DatabaseUnreachableError)) throw error;
      strapi.log.error(`✖ ${error.message}`);
      process.exit(1);
    }
    guardDrafts(strapi);
    trackContentVersion(strapi);
    await registerSiteBuildsAdminApi(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // `npm run backup` / `restore` load the app only to move its data: no seed, token file or
    // mail. A backup first writes the build token's value as it is now into the settings the
    // export copies; a restore writes nothing (a refused one must change nothing).
    const transfer = process.env.CMS_DATA_TRANSFER;
    if (transfer === 'export' || transfer === 'import') {
      try {
        if (transfer === 'export') await recordBuildToken(strapi);
        return;
      } finally {
        await releaseStartupLock();
      }
    }
    try {
      await ensureLocales(strapi);
      await grantPublicReadAccess(strapi);
      await ensureBuildToken(strapi);
      await ensureFirstAdmin(strapi);
      await seedOnFirstBoot(strapi);
      await removeStoredBuildWebhook(strapi);
      await grantSiteBuildsByDefault(strapi);
      await ensureRateLimitTable(strapi.db.connection);
      await contactMailer(strapi).adoptUnmarked();
    } finally {
      await releaseStartupLock();
    }
    notifyBuildHookOfChanges(strapi);
    stopMailRetries = contactMailer(strapi).start();
  },

  destroy() {
    stopMailRetries();
  },
};
