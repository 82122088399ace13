import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { ContentVersionAnswer } from '@site/contracts/build';
import { contentVersion } from './content-version';
import { createHookClient } from './hook-client';
import { editorName } from '../../../editor-name';

/** The build record and the rebuild button, through the build hook (routes.ts). */
const builds = ({ strapi }: { strapi: Core.Strapi }) => {
  const hook = createHookClient();
  return {
    async list(ctx: Context) {
      const answer = await hook.builds();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer.reachable ? { reachable: true, builds: answer.value.builds } : answer;
    },
    async rebuild(ctx: Context) {
      // Named, not by e-mail address: every admin who may see the builds (Authors too) reads it.
      const user = ctx.state.user as Parameters<typeof editorName>[0] | undefined;
      const by = user ? editorName(user) : 'an editor';
      const answer = await hook.rebuild(by);
      if (!answer.reachable) {
        ctx.status = 502;
        ctx.body = { error: { status: 502, name: 'BuildHookError', message: answer.reason } };
        return;
      }
      strapi.log.info(`[site-builds] rebuild requested by ${by}`);
      ctx.status = 202;
      ctx.body = { queued: true, id: answer.value.id };
    },
  };
};

/** When the published content last changed (routes.ts). */
const contentVersionController = ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await contentVersion(strapi) } satisfies ContentVersionAnswer;
  },
});

export default { builds, 'content-version': contentVersionController };
