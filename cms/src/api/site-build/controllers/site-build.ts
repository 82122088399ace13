import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { contentVersion } from '../../../site-builds/content-version';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async contentVersion(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await contentVersion(strapi) };
  },
});
