import type { Core } from '@strapi/strapi';
import { applyFieldGuide } from './apply';
import { cmsEnvironment } from '../../../environment';

/**
 * The server side of the field guide: every field of every content type and component labelled
 * and explained in the Content Manager's configuration, at start (after the Content Manager has
 * synchronised its own).
 */
export default {
  register() {},
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // `npm run backup` / `restore` load the app only to move its data: nothing is written.
    if (cmsEnvironment().CMS_DATA_TRANSFER) return;
    await applyFieldGuide(strapi);
  },
};
