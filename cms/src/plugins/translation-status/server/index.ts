import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { contentManagerChecker, type PermissionChecker } from '../../../permissions/document-access';
import { fieldStandings } from './field-standings';
import { translationStatus, type ReadCheck } from './status';

/** The editor's read permission per content type, through the Content Manager's own checker. */
function readCheck(strapi: Core.Strapi, userAbility: unknown): ReadCheck {
  const checkers = new Map<string, PermissionChecker>();
  const checker = (uid: string): PermissionChecker => {
    let found = checkers.get(uid);
    if (!found) {
      found = contentManagerChecker(strapi, userAbility, uid);
      checkers.set(uid, found);
    }
    return found;
  };
  return {
    canReadType: (uid) => checker(uid).can.read(),
    canRead: (uid, version) => checker(uid).can.read(version),
  };
}

/**
 * The server side of Translations: GET /translation-status on the admin API (any signed-in
 * editor), answering what needs translating among the content types that editor may read; GET
 * /translation-status/fields, which fields of one language the other language changed since.
 */
export default {
  register() {},
  bootstrap() {},
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/', handler: 'status.read', config: { policies: ['admin::isAuthenticatedAdmin'] } },
        { method: 'GET', path: '/fields', handler: 'status.fields', config: { policies: ['admin::isAuthenticatedAdmin'] } },
      ],
    } satisfies Core.RouterInput,
  },
  controllers: {
    status: ({ strapi }: { strapi: Core.Strapi }) => ({
      async read(ctx: Context) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await translationStatus(strapi, readCheck(strapi, ctx.state.userAbility));
      },
      fields: (ctx: Context) => fieldStandings(strapi, ctx),
    }),
  },
};
