import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../../../bootstrap/locales';
import { versionAccess } from '../../../permissions/document-access';
import { ACTION_UID } from '../names';
import { editorName } from '../../../editor-name';
import { changedLanguages } from './review-rule';
import { versionsShowingInText } from '../../../upload/text-uses';

/**
 * A scheduled publish publishes what an editor allowed to publish has seen (review-rule.ts):
 * - a draft saved after it was scheduled, by someone who may not publish that version, holds the
 *   schedule (its `heldBy` names them); a save by someone who may, or the schedule set again,
 *   lifts the hold;
 * - a schedule still held when it falls due publishes nothing: it is taken off, and the panel
 *   says it did not publish, and why, until the version is published or scheduled again.
 */

/** The column strapi-plugin-publisher's actions get for it (src/extensions/publisher). */
export const HOLD_FIELD = 'heldBy';

/** A publish that fell due while held: who changed the draft, and when it was to publish. */
export interface MissedPublish {
  by: string;
  executeAt: string;
  /** Refused by the checks before publishing (a link to a page the site does not have), in both languages. */
  refused?: { id: string; en: string };
}

interface AdminUser {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

interface AdminRequest {
  state?: { user?: AdminUser; userAbility?: unknown };
}

interface HeldRow {
  id: number;
  locale?: string | null;
  heldBy?: string | null;
  executeAt?: string;
}

/** One version of a document, as the schedules name it. */
export interface ScheduledVersion {
  uid: string;
  documentId: string;
  locale: string | null;
}

const store = (strapi: Core.Strapi) => strapi.store({ type: 'plugin', name: 'scheduling' });
const missedKey = ({ uid, documentId, locale }: ScheduledVersion): string => `missed:${uid}:${documentId}:${locale ?? '-'}`;

export const missedPublish = {
  async get(strapi: Core.Strapi, version: ScheduledVersion): Promise<MissedPublish | null> {
    return ((await store(strapi).get({ key: missedKey(version) })) as MissedPublish | null) ?? null;
  },
  async set(strapi: Core.Strapi, version: ScheduledVersion, missed: MissedPublish): Promise<void> {
    await store(strapi).set({ key: missedKey(version), value: missed });
  },
  async clear(strapi: Core.Strapi, version: ScheduledVersion): Promise<void> {
    await store(strapi).delete({ key: missedKey(version) });
  },
};

/** The publish schedule of `version`, if it has one (with its hold: whoever changed its draft unseen). */
export const publishSchedule = async (strapi: Core.Strapi, version: ScheduledVersion): Promise<HeldRow | null> =>
  (await strapi.db.query(ACTION_UID).findOne({
    where: { entitySlug: version.uid, entityId: version.documentId, mode: 'publish', locale: version.locale },
  })) as HeldRow | null;

/**
 * Holds `schedule` when `editor` may not publish its version; with `mayLift` (a save of the draft
 * itself: they saw it), lifts its hold when they may.
 */
async function reviewSchedule(
  strapi: Core.Strapi,
  schedule: HeldRow,
  document: { uid: string; documentId: string },
  editor: { user: AdminUser; ability: unknown },
  { mayLift }: { mayLift: boolean },
): Promise<void> {
  const version = { ...document, locale: schedule.locale ?? null };
  const mayPublish = (await versionAccess(strapi, editor.ability, version, 'publish')) === 'readable';
  if (mayPublish && !mayLift) return;
  const hold = mayPublish ? null : editorName(editor.user);
  if ((schedule.heldBy ?? null) === hold) return;
  await strapi.db.query(ACTION_UID).update({ where: { id: schedule.id }, data: { [HOLD_FIELD]: hold } });
  strapi.log.info(
    `[scheduling] publish of ${document.uid} ${document.documentId} (${schedule.locale ?? '-'}): ${
      hold ? `held, changed by ${hold} who may not publish it` : 'hold lifted by a save of someone who may publish it'
    }`,
  );
}

/** A version that uses a file, as the media library's `related` lists it (a document's row, or a component's). */
interface FileUse {
  __type?: string;
  id?: number;
  documentId?: string;
  locale?: string | null;
  publishedAt?: string | null;
}

/** The drafts that show a use: the draft itself, or the drafts holding the component (one level deep). */
async function draftsShowing(
  strapi: Core.Strapi,
  use: FileUse,
): Promise<Array<{ uid: string; documentId: string; locale: string | null }>> {
  const type = use.__type ?? '';
  if (type.startsWith('api::'))
    return !use.publishedAt && use.documentId ? [{ uid: type, documentId: use.documentId, locale: use.locale ?? null }] : [];
  if (!strapi.components[type as UID.Component] || use.id === undefined) return [];
  const found: Array<{ uid: string; documentId: string; locale: string | null }> = [];
  for (const contentType of Object.values(strapi.contentTypes)) {
    if (!contentType.uid.startsWith('api::') || contentType.options?.draftAndPublish !== true) continue;
    for (const [name, attribute] of Object.entries(contentType.attributes)) {
      const { type: kind, component } = attribute as { type: string; component?: string };
      if (kind !== 'component' || component !== type) continue;
      const rows = (await strapi.db.query(contentType.uid).findMany({
        where: { publishedAt: null, [name]: { id: use.id } },
        select: ['documentId', 'locale'],
      })) as Array<{ documentId: string; locale?: string | null }>;
      found.push(...rows.map((row) => ({ uid: contentType.uid, documentId: row.documentId, locale: row.locale ?? null })));
    }
  }
  return found;
}

/**
 * A file replaced or its information changed is a change of every draft that shows it: the publish
 * schedules of those drafts are held when the admin who changed it may not publish them (an Author
 * swapping the picture of an article an Editor scheduled).
 */
export async function holdSchedulesShowingFiles(strapi: Core.Strapi, fileIds: ReadonlyArray<number | string>): Promise<void> {
  const request = strapi.requestContext.get() as AdminRequest | undefined;
  const user = request?.state?.user;
  const ability = request?.state?.userAbility;
  if (!user || !ability || fileIds.length === 0) return;
  const files = (await strapi.db.query('plugin::upload.file').findMany({
    where: { id: { $in: [...fileIds] } },
    select: ['id', 'hash'],
    populate: { related: true },
  })) as Array<{ hash?: string | null; related?: FileUse[] }>;
  const inFields = await Promise.all(files.flatMap((file) => file.related ?? []).map((use) => draftsShowing(strapi, use)));
  // A picture a draft's text shows by its address is shown as well (a replaced file keeps it).
  const hashes = files.map((file) => file.hash).filter((hash): hash is string => Boolean(hash));
  const inTexts = await versionsShowingInText(strapi, hashes, 'draft');
  for (const draft of [...inFields.flat(), ...inTexts]) {
    const schedule = await publishSchedule(strapi, draft);
    if (schedule) await reviewSchedule(strapi, schedule, draft, { user, ability }, { mayLift: false });
  }
}

/** Holds or releases the publish schedules an admin's save touches; forgets missed publishes of what they publish. */
export function holdSchedulesOnUnreviewedChanges(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!context.uid.startsWith('api::')) return result;
    if (context.action === 'delete') {
      // A document deleted takes its schedules with it (they waited for whoever made its documentId again).
      const { documentId, locale } = context.params as { documentId?: unknown; locale?: unknown };
      const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(context.contentType) === true;
      const language = localized && locale !== '*' ? (typeof locale === 'string' && locale ? locale : DEFAULT_LOCALE) : null;
      if (typeof documentId === 'string')
        await strapi.db.query(ACTION_UID).deleteMany({
          where: { entitySlug: context.uid, entityId: documentId, ...(language ? { locale: language } : {}) },
        });
      return result;
    }
    const request = strapi.requestContext.get() as AdminRequest | undefined;
    const user = request?.state?.user;
    const ability = request?.state?.userAbility;
    if (!user || !ability) return result; // the seed, a restore, a schedule running: nobody to hold for
    const params = context.params as { documentId?: unknown; locale?: unknown; data?: unknown };
    const documentId = params.documentId ?? (result as { documentId?: unknown } | null)?.documentId;
    if (typeof documentId !== 'string') return result;
    const uid = context.uid;
    const i18n = strapi.plugin('i18n').service('content-types');
    const localized = i18n.isLocalizedContentType(context.contentType) === true;
    const locale = localized ? (params.locale ?? DEFAULT_LOCALE) : '*';
    if (context.action === 'publish') {
      const published = locale === '*' || Array.isArray(locale) ? [] : [locale];
      for (const code of published)
        if (typeof code === 'string') await missedPublish.clear(strapi, { uid, documentId, locale: code });
      return result;
    }
    const schedules = (await strapi.db
      .query(ACTION_UID)
      .findMany({ where: { entitySlug: uid, entityId: documentId, mode: 'publish' } })) as HeldRow[];
    if (!schedules.length) return result;
    const data = params.data && typeof params.data === 'object' ? params.data : {};
    const scheduled = schedules.map((schedule) => schedule.locale ?? '-');
    const changed = changedLanguages(
      { action: context.action, locale, fields: Object.keys(data) },
      localized ? (i18n.getNonLocalizedAttributes(context.contentType) as string[]) : [],
      scheduled,
    );
    // Seen is only the language saved: a save of the English version (whose form always carries
    // the shared fields) lifted the hold on an Indonesian text it never showed (the sixth attack).
    const saved = changedLanguages({ action: context.action, locale, fields: [] }, [], scheduled);
    for (const schedule of schedules)
      if (changed.includes(schedule.locale ?? '-'))
        await reviewSchedule(
          strapi,
          schedule,
          { uid, documentId },
          { user, ability },
          { mayLift: saved.includes(schedule.locale ?? '-') },
        );
    return result;
  });
}
