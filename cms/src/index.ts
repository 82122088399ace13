import type { Core } from '@strapi/strapi';
import { letWritersWork } from './bootstrap/writer-permissions';
import { ensureLocales } from './bootstrap/locales';
import { grantPublicReadAccess } from './bootstrap/public-permissions';
import { ensureBuildToken, recordBuildToken } from './bootstrap/build-token';
import { removeDefaultApiTokens } from './bootstrap/default-api-tokens';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { seedOnFirstBoot } from './bootstrap/seed';
import { contactMailer } from './contact/mail-queue';
import { ensureRateLimitTable } from './contact/rate-limit';
import { DatabaseUnreachableError, acquireStartupLock } from './database/startup-lock';
import { guardDrafts } from './drafts/guard';
import { noMadeUpUids, shareUids } from './i18n/shared-uids';
import { refuseUnusableSlugs } from './page-slugs/page-slugs';
import { addRoutePolicies } from './permissions/route-policies';
import { enforceOwnership, trimAvailableLocales } from './permissions/document-ownership';
import { countWhatTheAdminMaySee } from './permissions/homepage-counts';
import { contactMessagesFromVisitorsOnly } from './contact/visitors-only';
import { refuseMalformedQueries } from './queries/refuse-malformed';
import { refuseWrongMediaTypes } from './upload/media-fields';
import { refuseBrokenPublishes } from './publish-checks';
import { manageRedirects } from './redirects';
import { cmsEnvironment } from './environment';
import { checkBucket } from './upload/bucket';
import { keepBucketRules } from './upload/bucket-provider';
import { uploadConfig } from './upload/settings';
import { ENVIRONMENT_REFUSED } from '@site/contracts/environment';

/**
 * Everything a fresh checkout needs happens here, idempotently, on every boot:
 * locales, public permissions, the site's read-only build token (and no other: Strapi's own
 * default tokens go), the first admin (from env), the bilingual seed content (first boot only).
 */
let stopMailRetries: () => void = () => undefined;
let releaseStartupLock: () => Promise<void> = async () => undefined;

export default {
  /**
   * Drafts never leave through the content API, except to a preview link the CMS signed; a
   * published slug that changes keeps its old address, a redirect is checked on save. (Site
   * builds, the content version and the build hook's announcements: src/plugins/site-builds.)
   */
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Media in a bucket: a bucket the CMS cannot store files in stops it here, in one line, as a
    // wrong setting does. `npm run backup` stores nothing (it reads the files' public addresses).
    const upload = uploadConfig();
    const transfer = cmsEnvironment().CMS_DATA_TRANSFER;
    if (upload.provider === 'aws-s3') {
      const problem = transfer === 'export' ? null : await checkBucket(upload.providerOptions);
      if (problem) {
        strapi.log.error(`✖ ${problem}`);
        process.exit(ENVIRONMENT_REFUSED);
      }
      keepBucketRules(strapi, upload, { restoring: transfer === 'import' });
    }
    // Instances starting together on one PostgreSQL database start one after the other.
    try {
      releaseStartupLock = await acquireStartupLock(strapi.log);
    } catch (error) {
      if (!(error instanceof DatabaseUnreachableError)) throw error;
      strapi.log.error(`✖ ${error.message}`);
      process.exit(1);
    }
    // The outermost of the project's document-service middlewares: a write it undoes takes the others' changes with it.
    enforceOwnership(strapi);
    trimAvailableLocales(strapi);
    countWhatTheAdminMaySee(strapi);
    refuseMalformedQueries(strapi);
    contactMessagesFromVisitorsOnly(strapi);
    refuseWrongMediaTypes(strapi);
    refuseBrokenPublishes(strapi);
    guardDrafts(strapi);
    manageRedirects(strapi);
    shareUids(strapi);
    noMadeUpUids(strapi);
    refuseUnusableSlugs(strapi);
    addRoutePolicies(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // `npm run backup` / `restore` load the app only to move its data: no seed, token file or
    // mail. A backup first writes the build token's value as it is now into the settings the
    // export copies; a restore writes nothing (a refused one must change nothing).
    const transfer = cmsEnvironment().CMS_DATA_TRANSFER;
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
      await removeDefaultApiTokens(strapi);
      await ensureFirstAdmin(strapi);
      await seedOnFirstBoot(strapi);
      await letWritersWork(strapi);
      // The admin creates its default roles after the plugins' bootstrap: their grants come here.
      await strapi.plugin('site-builds').service('permissions').grantByDefault();
      await ensureRateLimitTable(strapi.db.connection);
      await contactMailer(strapi).adoptUnmarked();
    } finally {
      await releaseStartupLock();
    }
    stopMailRetries = contactMailer(strapi).start();
  },

  destroy() {
    stopMailRetries();
  },
};
