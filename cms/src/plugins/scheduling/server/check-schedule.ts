import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ACTION_UID } from '../names';
import { HOLD_FIELD, missedPublish } from './holds';
import { scheduleRefusal, scheduleTime, type ScheduleRequest } from './schedule-rules';
import { refuseUnusableDrafts } from '../../../page-slugs/page-slugs';

/** A type editors can schedule: our content with draft & publish. Its name, else null. */
function scheduledTypeName(strapi: Core.Strapi, uid: string): string | null {
  const type = uid.startsWith('api::') ? strapi.contentTypes[uid as UID.ContentType] : undefined;
  return type?.options?.draftAndPublish === true ? type.info.displayName : null;
}

export interface ActionRow {
  documentId: string;
  mode: string;
  executeAt: string;
  entitySlug: string;
  entityId: string;
  locale?: string | null;
  /** Who changed the draft since it was scheduled, without the right to publish it (holds.ts). */
  heldBy?: string | null;
}

/** Checks a schedule being saved against the rules (server/schedule-rules.ts); refuses with the reason and its code. */
async function checkSchedule(strapi: Core.Strapi, data: Record<string, unknown>, documentId: string | undefined): Promise<void> {
  const saved = documentId ? ((await strapi.db.query(ACTION_UID).findOne({ where: { documentId } })) as ActionRow | null) : null;
  const request: ScheduleRequest = { ...saved, ...data } as ScheduleRequest;
  const uid = typeof request.entitySlug === 'string' ? request.entitySlug : '';
  const entityId = typeof request.entityId === 'string' ? request.entityId : '';
  const locale = typeof request.locale === 'string' && request.locale ? request.locale : null;
  const named = scheduledTypeName(strapi, uid);
  const version = async (published: boolean) =>
    named && entityId
      ? strapi.db.query(uid as UID.ContentType).findOne({
          where: { documentId: entityId, publishedAt: published ? { $notNull: true } : null, ...(locale ? { locale } : {}) },
          select: ['id'],
        })
      : null;
  const other = (await strapi.db.query(ACTION_UID).findOne({
    where: {
      entitySlug: uid,
      entityId,
      mode: request.mode,
      locale,
      ...(documentId ? { documentId: { $ne: documentId } } : {}),
    },
  })) as ActionRow | null;
  const refusal = scheduleRefusal(request, {
    now: new Date(),
    scheduledTypeName: (candidate) => scheduledTypeName(strapi, candidate),
    hasDraft: Boolean(await version(false)),
    isPublished: Boolean(await version(true)),
    otherScheduleAt: other ? scheduleTime(other.executeAt) : null,
  });
  if (refusal) throw new errors.ValidationError(refusal.message, { code: refusal.code });
  // A publish that would be refused when it falls due is refused now, while the editor is here:
  // at that time nobody would hear it (cms/src/page-slugs/page-slugs.ts).
  if (request.mode === 'publish' && entityId) await refuseUnusableDrafts(strapi, uid, entityId, locale ?? '*');
}

/**
 * Checks every schedule being saved (strapi-plugin-publisher's actions, created or changed), through
 * the document service: a refusal says why, with its code, before the publisher's own checks run.
 */
export function checkSchedulesOnSave(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (context.uid !== ACTION_UID || (context.action !== 'create' && context.action !== 'update') || !params.data) return next();
    await checkSchedule(strapi, params.data, params.documentId);
    // A schedule set again is the editor's decision about the draft as it is now: no hold, and no
    // earlier missed publish to tell of.
    params.data[HOLD_FIELD] = null;
    const result = await next();
    const saved = result as Partial<ActionRow> | null;
    if (saved?.mode === 'publish' && saved.entitySlug && saved.entityId)
      await missedPublish.clear(strapi, { uid: saved.entitySlug, documentId: saved.entityId, locale: saved.locale ?? null });
    return result;
  });
}
