import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { versionAccess } from '../../../permissions/document-access';
import { ACTION_UID, type ScheduleMode } from '../names';
import { claimDueAction } from './claims';
import { checkDocument } from '../../../publish-checks';
import { holdSchedulesOnUnreviewedChanges, missedPublish, publishSchedule } from './holds';
import type { ActionRow } from './check-schedule';
import { cmsEnvironment } from '../../../environment';

/**
 * The schedules of one document in one language, for the edit view's Schedule panel: the
 * publisher's own list cannot be asked by language (it keeps the language in a private field).
 */
async function listSchedules(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const { uid, documentId, locale } = ctx.query as Record<string, unknown>;
  if (typeof uid !== 'string' || typeof documentId !== 'string') {
    throw new errors.ValidationError('Name the content type (uid) and the document (documentId).');
  }
  const language = typeof locale === 'string' && locale ? locale : null;
  if ((await versionAccess(strapi, ctx.state.userAbility, { uid, documentId, locale: language })) === 'forbidden') {
    throw new errors.ForbiddenError('You may not read this document in this language.');
  }
  const rows = (await strapi.db.query(ACTION_UID).findMany({
    where: { entitySlug: uid, entityId: documentId, locale: language },
    orderBy: { executeAt: 'asc' },
  })) as ActionRow[];
  const missed = await missedPublish.get(strapi, { uid, documentId, locale: language });
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    data: rows.map(({ documentId: id, mode, executeAt, heldBy: hold }) => ({
      documentId: id,
      mode,
      executeAt,
      heldBy: hold ?? null,
    })),
    meta: { missedPublish: missed },
  };
}

/** The most schedules the list answers with (the content API's largest page). */
const LIST_LIMIT = 100;

/**
 * The publisher's list of schedules, as a caller may see it: the schedules of documents they may
 * read in their language, and nothing about the others — the list is asked for without the
 * caller's filters, sort or paging (which, run before the cut, would answer whether a schedule
 * they may not see exists, for which document, and when), and its count is of what is kept.
 */
const readableSchedules =
  (strapi: Core.Strapi) =>
  async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    ctx.querystring = `pagination[pageSize]=${LIST_LIMIT}&sort=executeAt:asc`;
    await next();
    const answer = ctx.body as { data?: Array<{ documentId?: string }> } | undefined;
    if (!Array.isArray(answer?.data)) return;
    const ids = answer.data.map(({ documentId }) => documentId).filter((id): id is string => typeof id === 'string');
    const rows = (await strapi.db.query(ACTION_UID).findMany({ where: { documentId: { $in: ids } } })) as ActionRow[];
    const readable = new Set<string>();
    for (const row of rows) {
      const access = await versionAccess(strapi, ctx.state.userAbility, {
        uid: row.entitySlug,
        documentId: row.entityId,
        locale: row.locale ?? null,
      });
      if (access === 'readable') readable.add(row.documentId);
    }
    const kept = answer.data.filter(({ documentId }) => documentId !== undefined && readable.has(documentId));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: kept, meta: { pagination: { page: 1, pageSize: LIST_LIMIT, pageCount: 1, total: kept.length } } };
  };

/** Carries out what is due and was not carried out at its time (this instance was down, or another made it). */
async function runOverdue(strapi: Core.Strapi): Promise<void> {
  const due = (await strapi.db.query(ACTION_UID).findMany({ where: { executeAt: { $lte: new Date() } } })) as ActionRow[];
  for (const action of due) {
    const what = `${action.mode} of ${action.entitySlug} ${action.entityId} (${action.locale ?? '-'})`;
    strapi.log.info(`[scheduling] ${what} is overdue since ${action.executeAt}: carrying it out`);
    try {
      await strapi.plugin('publisher').service('publicationService').toggle(action, action.mode);
      strapi.log.info(`[scheduling] ${what}: handled`);
    } catch (error) {
      strapi.log.error(`[scheduling] ${what}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/**
 * The server side of Scheduling, around strapi-plugin-publisher (its server keeps and runs the
 * schedules; src/extensions/publisher adds the permission check to its routes):
 * - a schedule is checked when saved: a clear refusal for a time in the past, a type without
 *   draft & publish, nothing to publish, or a second one of the same kind;
 * - every 15 seconds each instance carries out what is overdue;
 * - a publish schedule publishes what an editor who may publish has seen: a later change by
 *   someone who may not holds it (holds.ts);
 * - whatever runs a schedule first takes it (`runs.take`, the publisher's before-hooks in
 *   config/plugins.ts): one instance publishes, and the Site builds record says it was scheduled.
 */
export default {
  // The checks of a schedule being saved are registered before the publisher's own
  // (src/extensions/publisher): a refusal says what is wrong before anything else looks at it.
  register({ strapi }: { strapi: Core.Strapi }) {
    holdSchedulesOnUnreviewedChanges(strapi);
  },
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/schedules', handler: 'schedules.find', config: { policies: ['admin::isAuthenticatedAdmin'] } },
      ],
    } satisfies Core.RouterInput,
  },
  controllers: {
    schedules: ({ strapi }: { strapi: Core.Strapi }) => ({ find: (ctx: Context) => listSchedules(strapi, ctx) }),
  },
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    if (cmsEnvironment().CMS_DATA_TRANSFER) return;
    // Every 15 seconds (a cron rule with seconds): a schedule missed at its time runs soon after.
    strapi.cron.add({ 'scheduling-overdue': { task: () => runOverdue(strapi), options: { rule: '*/15 * * * * *' } } });
  },
  policies: {
    /**
     * Only an editor who may publish that version (the document, in that language: the roles'
     * creator and language conditions count) schedules, changes or cancels it; the publisher's
     * own routes check nothing. A list (GET) is open to every admin: it is cut to what the caller
     * may read (`readable-schedules`).
     */
    // Strapi's policy context holds the request's own properties (koa's getters, such as
    // ctx.method, are not copied): ctx.request, ctx.params, ctx.state.
    'can-schedule': async (ctx: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
      if (ctx.request.method === 'GET') return true;
      const body = (ctx.request as { body?: { data?: Partial<ActionRow> } }).body?.data;
      const id = (ctx.params as { id?: string } | undefined)?.id;
      const saved = id ? ((await strapi.db.query(ACTION_UID).findOne({ where: { documentId: id } })) as ActionRow | null) : null;
      // What the schedule is about now and, for a change, what it will be about.
      const versions = [saved, saved || body ? { ...saved, ...body } : null];
      for (const version of versions) {
        const { entitySlug: uid, entityId: documentId, locale } = version ?? {};
        // Nothing named (an unknown schedule, a body without its document): the publisher answers
        // 404, the check on save 400 with the reason.
        if (typeof uid !== 'string' || typeof documentId !== 'string') continue;
        const access = await versionAccess(
          strapi,
          ctx.state.userAbility,
          { uid, documentId, locale: typeof locale === 'string' ? locale : null },
          'publish',
        );
        // A document that does not exist (yet) in that language: the check on save says so (400).
        if (access === 'forbidden') return false;
      }
      return true;
    },
  },
  middlewares: {
    /** The publisher's list of schedules, cut to those whose document (in its language) the caller may read. */
    'readable-schedules': (_config: unknown, { strapi }: { strapi: Core.Strapi }) => readableSchedules(strapi),
  },
  services: {
    runs: ({ strapi }: { strapi: Core.Strapi }) => ({
      /** Whether this instance carries out the due `mode` of `entity` (false: another took it, or nothing is due). */
      async take(
        mode: ScheduleMode,
        uid: string,
        entity: { documentId?: string; locale?: string | null } | null,
      ): Promise<boolean> {
        if (!entity?.documentId) return false;
        const version = { uid, documentId: entity.documentId, locale: entity.locale ?? null };
        const due = mode === 'publish' ? await publishSchedule(strapi, version) : null;
        const hold = due?.heldBy;
        if (hold) {
          // Changed unseen since it was scheduled: taken off, not published; the panel says so.
          if (await claimDueAction(strapi, { mode, ...version })) {
            await missedPublish.set(strapi, version, { by: hold, executeAt: due?.executeAt ?? new Date().toISOString() });
            strapi.log.warn(
              `[scheduling] publish of ${uid} ${version.documentId} (${version.locale ?? '-'}) not carried out: ${hold} changed the draft after it was scheduled and may not publish it`,
            );
          }
          return false;
        }
        // A publish the checks would refuse (a link to a page the site does not have): taken off,
        // not published, and the panel says why (the publisher would only have logged it).
        const refused =
          mode === 'publish'
            ? (await checkDocument(strapi, uid, entity.documentId, entity.locale ? [entity.locale] : null))
                .flatMap(({ findings }) => findings)
                .find((finding) => finding.level === 'error')
            : undefined;
        if (refused) {
          if (await claimDueAction(strapi, { mode, ...version }))
            await missedPublish.set(strapi, version, {
              by: '',
              executeAt: due?.executeAt ?? new Date().toISOString(),
              refused: refused.message,
            });
          strapi.log.warn(
            `[scheduling] publish of ${uid} ${version.documentId} (${version.locale ?? '-'}) refused: ${refused.message.en}`,
          );
          return false;
        }
        const taken = await claimDueAction(strapi, { mode, uid, documentId: entity.documentId, locale: entity.locale ?? null });
        if (taken) {
          strapi
            .plugin('site-builds')
            .service('announcements')
            .markScheduled(uid, entity.documentId, entity.locale ?? null);
          // The versions this run makes are the schedule's (src/plugins/history).
          strapi
            .plugin('history')
            .service('schedule')
            .markRun(uid, entity.documentId, entity.locale ?? null);
        } else
          strapi.log.info(
            `[scheduling] ${mode} of ${uid} ${entity.documentId} (${entity.locale ?? '-'}): already carried out elsewhere`,
          );
        return taken;
      },
    }),
  },
};
