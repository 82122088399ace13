import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnvironment } from '../../../environment';
import { PLUGIN_ID } from '../names';
import { createActivityService, recordAdminRoutes, recordEvents, type ActivityFilters } from './activity';
import type { HistoryTarget } from './access';
import { createHistoryService } from './history-service';
import { activityModel, versionModel } from './models';
import { markScheduledRun, recordVersions } from './recorder';
import { applyRetention } from './retention';
import { logBuilds } from './build-lines';

/** A whole number an id can be (a row's id), or a 400. */
function idOf(value: unknown): number {
  const text = String(value ?? '');
  if (!/^\d{1,9}$/.test(text)) throw new errors.ValidationError('Name a version by its number.');
  return Number(text);
}

/** The document a request names: a content type of the site, a documentId, a language (or none). */
function targetOf(source: Record<string, unknown> | undefined): HistoryTarget {
  const { uid, documentId, locale } = source ?? {};
  if (typeof uid !== 'string' || !/^api::[\w-]+\.[\w-]+$/.test(uid))
    throw new errors.ValidationError('Name the content type (uid).');
  if (typeof documentId !== 'string' || !/^[\w-]{1,64}$/.test(documentId))
    throw new errors.ValidationError('Name the document (documentId).');
  if (
    locale !== undefined &&
    locale !== null &&
    locale !== '' &&
    (typeof locale !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(locale))
  )
    throw new errors.ValidationError('Name the language (locale) by its code.');
  return { uid, documentId, locale: typeof locale === 'string' && locale ? locale : null };
}

/** A page number from the query (1 by default; at most 10,000). */
const pageOf = (value: unknown): number => Math.min(10_000, Math.max(1, Number.parseInt(String(value ?? '1'), 10) || 1));

const filtersOf = (query: Record<string, unknown>): ActivityFilters =>
  Object.fromEntries(
    ['kind', 'by', 'contentType', 'documentId', 'from', 'to']
      .filter((name) => typeof query[name] === 'string' && (query[name] as string).length <= 100)
      .map((name) => [name, query[name] as string]),
  );

const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
const admin = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { policies: ['admin::isAuthenticatedAdmin'] },
});

/**
 * History: every version of every document, compared and restored, a publish undone, deleted
 * documents recovered, and the activity log (docs/editors.md tells editors how; docs/architecture.md
 * where it fits). Register: the tables, the recorder (after the ownership rule, src/index.ts),
 * the route recorder. Bootstrap: Strapi's events into the log, the permission to read it all,
 * and retention at start and every night.
 */
export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    const models = strapi.get('models') as { add(model: unknown): void };
    models.add(versionModel);
    models.add(activityModel);
    recordVersions(strapi);
    strapi.server.use(recordAdminRoutes(strapi));
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await strapi
      .service('admin::permission')
      .actionProvider.registerMany([
        { uid: 'activity.read-all', displayName: 'Read the whole activity log', pluginName: PLUGIN_ID, section: 'plugins' },
      ]);
    recordEvents(strapi);
    if (cmsEnvironment().CMS_DATA_TRANSFER) return;
    const retain = async () => {
      const { versions, lines } = await applyRetention(strapi);
      if (versions || lines) strapi.log.info(`[history] retention removed ${versions} versions and ${lines} log lines`);
    };
    // At start (a lowered setting applies at once) and every night, in the background.
    setTimeout(() => void retain().catch((error) => strapi.log.error(`[history] retention: ${error}`)), 5_000).unref();
    strapi.cron.add({
      // The site's builds into the log, as the build hook records them.
      'history-builds': { task: () => logBuilds(strapi), options: { rule: '*/15 * * * * *' } },
      'history-retention': {
        task: retain,
        options: { rule: '0 30 2 * * *', tz: 'Asia/Jakarta' },
      },
    });
  },
  routes: {
    admin: {
      type: 'admin',
      routes: [
        admin('GET', '/versions', 'history.list'),
        admin('GET', '/versions/:id', 'history.read'),
        admin('POST', '/versions/:id/restore', 'history.restore'),
        admin('POST', '/undo-publish', 'history.undoPublish'),
        admin('GET', '/deleted', 'history.deleted'),
        admin('POST', '/deleted/:id/recover', 'history.recover'),
        admin('GET', '/activity', 'activity.page'),
        admin('GET', '/activity.csv', 'activity.csv'),
      ],
    } satisfies Core.RouterInput,
  },
  controllers: {
    history: ({ strapi }: { strapi: Core.Strapi }) => {
      const history = createHistoryService(strapi);
      return {
        async list(ctx: Context) {
          const query = ctx.query as Record<string, unknown>;
          noStore(ctx);
          ctx.body = await history.list(ctx.state.userAbility, targetOf(query), pageOf(query.page));
        },
        async read(ctx: Context) {
          const against = (ctx.query as Record<string, unknown>).compare;
          noStore(ctx);
          ctx.body = await history.read(
            ctx.state.userAbility,
            idOf(ctx.params.id),
            against === undefined ? undefined : idOf(against),
          );
        },
        async restore(ctx: Context) {
          ctx.body = await history.restore(ctx.state.userAbility, idOf(ctx.params.id));
        },
        async undoPublish(ctx: Context) {
          ctx.body = await history.undoPublish(
            ctx.state.userAbility,
            targetOf((ctx.request as { body?: Record<string, unknown> }).body),
          );
        },
        async deleted(ctx: Context) {
          noStore(ctx);
          ctx.body = await history.deleted(ctx.state.userAbility);
        },
        async recover(ctx: Context) {
          ctx.body = await history.recover(ctx.state.userAbility, idOf(ctx.params.id));
        },
      };
    },
    activity: ({ strapi }: { strapi: Core.Strapi }) => {
      const activity = createActivityService(strapi);
      return {
        async page(ctx: Context) {
          const query = ctx.query as Record<string, unknown>;
          const pageSize = Math.min(200, Math.max(10, Number.parseInt(String(query.pageSize ?? '50'), 10) || 50));
          noStore(ctx);
          ctx.body = await activity.page(ctx.state.userAbility, filtersOf(query), pageOf(query.page), pageSize);
        },
        async csv(ctx: Context) {
          noStore(ctx);
          ctx.set('Content-Type', 'text/csv; charset=utf-8');
          ctx.set('Content-Disposition', 'attachment; filename="aktivitas.csv"');
          ctx.body = await activity.csv(ctx.state.userAbility, filtersOf(ctx.query as Record<string, unknown>));
        },
      };
    },
  },
  services: {
    /** Scheduling marks each run it takes: the versions it makes are the schedule's. */
    schedule: () => ({ markRun: markScheduledRun }),
  },
};
