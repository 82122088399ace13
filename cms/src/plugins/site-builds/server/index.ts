import type { Core } from '@strapi/strapi';
import controllers from './controllers';
import { trackContentVersion } from './content-version';
import { grantByDefault, registerPermissions } from './permissions';
import { createScheduledChanges, notifyBuildHookOfChanges, removeStoredBuildWebhook } from './publish-notifier';
import routes from './routes';
import { mediaSeenOnSite } from './visible-changes';
import { cmsEnvironment } from '../../../environment';

/**
 * The server side of Site builds: the content version every change of published content moves,
 * the build hook told of each publish, the admin API of the widget and its permissions.
 */
/** The changes schedules are making, for the announcements (one per CMS process). */
const scheduled = createScheduledChanges();

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    trackContentVersion(strapi);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await registerPermissions(strapi);
    // `npm run backup` / `restore` load the app only to move its data: nothing stored, nobody told.
    if (cmsEnvironment().CMS_DATA_TRANSFER) return;
    await removeStoredBuildWebhook(strapi);
    notifyBuildHookOfChanges(strapi, undefined, scheduled, { mediaSeen: mediaSeenOnSite(strapi) });
  },
  routes,
  controllers,
  services: {
    permissions: ({ strapi }: { strapi: Core.Strapi }) => ({ grantByDefault: () => grantByDefault(strapi) }),
    /** Scheduling marks a change it is about to make: the build hook is told it was scheduled. */
    announcements: () => ({ markScheduled: scheduled.mark }),
  },
};
