/**
 * The history an editor asks for: a document's versions, one version and how it differs from
 * another, a restore, a publish undone, the deleted documents and their recovery. Each asks
 * `access.ts` first; each write goes through the document service as the editor's own save
 * would (the ownership rule, the slug and redirect checks, the build hook's announcement).
 */
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { editorLanguage } from '../../../editor-language';
import { VERSION_MODEL, type VersionAction, type VersionStatus, type VersionSummary } from '../names';
import { mayOnHistory, mayReadOwnedBy, readableOwners, type HistoryTarget } from './access';
import type { Text } from '../../field-guide/guide';
import { compareSnapshots, type FieldChange } from './compare';
import { pathLabel } from '../../field-guide/guide/path-label';
import { asHistoryWrite } from './recorder';
import { referencesOf, restoreData, type References } from './restore-data';
import { documentLabel, type GetModel, type Model, type Snapshot } from './snapshot';

interface VersionRow {
  id: number;
  contentType: string;
  relatedDocumentId: string;
  locale: string | null;
  status: VersionStatus;
  action: VersionAction;
  data?: Snapshot;
  ownerId?: number | null;
  byName: string;
  createdAt: string | Date;
}

const SUMMARY = ['id', 'contentType', 'relatedDocumentId', 'locale', 'status', 'action', 'byName', 'createdAt', 'ownerId'];
const PAGE_SIZE = 50;

const summary = (row: VersionRow): VersionSummary => ({
  id: row.id,
  action: row.action,
  status: row.status,
  locale: row.locale,
  by: row.byName,
  at: new Date(row.createdAt).toISOString(),
});

/** One message in the editor's language. */
const say = (strapi: Core.Strapi, id: string, en: string) => (editorLanguage(strapi) === 'id' ? id : en);

export function createHistoryService(strapi: Core.Strapi) {
  const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema) as unknown as Model | undefined;
  const versions = () => strapi.db.query(VERSION_MODEL);

  const refuse = (): never => {
    throw new errors.ForbiddenError(say(strapi, 'Anda tidak boleh membuka riwayat ini.', 'You may not open this history.'));
  };

  /**
   * The published version an undo of the last publish puts back: the one published before the
   * live one. None while nothing is live, before a second publish, or right after an undo (a
   * second undo would put the wrong publish back).
   */
  async function undoable(target: HistoryTarget): Promise<VersionRow | null> {
    const published = (await versions().findMany({
      where: {
        contentType: target.uid,
        relatedDocumentId: target.documentId,
        locale: target.locale,
        status: 'published',
        action: { $ne: 'delete' },
      },
      orderBy: { id: 'desc' },
      limit: 2,
    })) as VersionRow[];
    if (published.length < 2 || published[0].action === 'undo-publish') return null;
    const live = await strapi.db.query(target.uid as UID.ContentType).findOne({
      where: {
        documentId: target.documentId,
        ...(target.locale ? { locale: target.locale } : {}),
        publishedAt: { $notNull: true },
      },
      select: ['id'],
    });
    return live ? published[1] : null;
  }

  /** A kept version the admin may read (404 for one that does not exist, 403 for one they may not read). */
  async function readable(ability: unknown, id: number): Promise<VersionRow> {
    const row = (await versions().findOne({ where: { id } })) as VersionRow | null;
    if (!row) throw new errors.NotFoundError(say(strapi, 'Versi ini tidak ada.', 'There is no such version.'));
    const target = { uid: row.contentType, documentId: row.relatedDocumentId, locale: row.locale };
    if (!(await mayOnHistory(strapi, ability, target, 'read'))) refuse();
    if (!mayReadOwnedBy(strapi, ability, row.contentType, row.ownerId, row.locale)) refuse();
    return row;
  }

  /** The files and documents of `data` that still exist. */
  async function existing(uid: string, data: Snapshot): Promise<References> {
    const named = referencesOf(getModel, uid, data);
    const media = named.media.size
      ? ((await strapi.db
          .query('plugin::upload.file')
          .findMany({ where: { id: { $in: [...named.media] } }, select: ['id'] })) as Array<{ id: number }>)
      : [];
    const documents = new Map<string, Set<string>>();
    for (const [target, ids] of named.documents) {
      const rows = (await strapi.db.query(target as UID.ContentType).findMany({
        where: { documentId: { $in: [...ids] } },
        select: ['documentId'],
      })) as Array<{ documentId: string }>;
      documents.set(target, new Set(rows.map((row) => row.documentId)));
    }
    return { media: new Set(media.map((file) => file.id)), documents };
  }

  return {
    /** A language version's versions, newest first, a page of 50. */
    async list(ability: unknown, target: HistoryTarget, page: number) {
      if (!(await mayOnHistory(strapi, ability, target, 'read'))) refuse();
      const document = { contentType: target.uid, relatedDocumentId: target.documentId, locale: target.locale };
      const owners = (await versions().findMany({ where: document, select: ['ownerId', 'locale'] })) as VersionRow[];
      const where = { $and: [document, readableOwners(strapi, ability, target.uid, owners)] };
      const [rows, total, mayRestore, mayPublish, previous] = await Promise.all([
        versions().findMany({
          where,
          select: SUMMARY,
          orderBy: { id: 'desc' },
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
        }),
        versions().count({ where }),
        mayOnHistory(strapi, ability, target, 'update'),
        mayOnHistory(strapi, ability, target, 'publish'),
        undoable(target),
      ]);
      return {
        data: (rows as VersionRow[]).map(summary),
        // mayUndo: an earlier published version to put back, for an admin who may publish.
        meta: { page, pageSize: PAGE_SIZE, total, mayRestore, mayPublish, mayUndo: mayPublish && previous !== null },
      };
    },

    /** One version with its data; with `against`, how it differs from that one (before → this). */
    async read(
      ability: unknown,
      id: number,
      against?: number,
    ): Promise<{ version: VersionSummary; data: Snapshot; changes?: Array<FieldChange & { label: Text }> }> {
      const row = await readable(ability, id);
      const data = row.data ?? {};
      if (against === undefined) return { version: summary(row), data };
      const other = await readable(ability, against);
      if (other.contentType !== row.contentType || other.relatedDocumentId !== row.relatedDocumentId)
        throw new errors.ValidationError(
          say(
            strapi,
            'Hanya versi dari dokumen yang sama yang dapat dibandingkan.',
            'Only versions of one document can be compared.',
          ),
        );
      const changes = compareSnapshots(getModel, row.contentType, other.data ?? {}, data).map((change) => ({
        ...change,
        label: pathLabel(getModel, row.contentType, change.path),
      }));
      return { version: summary(row), data, changes };
    },

    /** Makes the version the draft of its language (that language made anew if it was deleted). */
    async restore(ability: unknown, id: number): Promise<{ missing: string[] }> {
      const row = await readable(ability, id);
      return writeBack(
        ability,
        row,
        'restore',
        say(strapi, 'Anda tidak boleh mengubah dokumen ini.', 'You may not change this document.'),
      );
    },

    /** Puts the previously published version back on the site; the draft stays as it is. */
    async undoPublish(ability: unknown, target: HistoryTarget): Promise<{ restored: number }> {
      if (!(await mayOnHistory(strapi, ability, target, 'publish')))
        throw new errors.ForbiddenError(
          say(strapi, 'Anda tidak boleh menerbitkan dokumen ini.', 'You may not publish this document.'),
        );
      const previous = await undoable(target);
      if (!previous)
        throw new errors.ValidationError(
          say(
            strapi,
            'Tidak ada versi terbit sebelumnya untuk dikembalikan (atau terbitan terakhir sudah dibatalkan).',
            'There is no earlier published version to put back (or the last publish was undone already).',
          ),
        );
      const uid = target.uid as UID.ContentType;
      const draft = (await versions().findOne({
        where: { contentType: target.uid, relatedDocumentId: target.documentId, locale: target.locale, status: 'draft' },
        orderBy: { id: 'desc' },
      })) as VersionRow | null;
      const back = restoreData(getModel, uid, previous.data ?? {}, await existing(uid, previous.data ?? {}));
      await asHistoryWrite({ action: 'undo-publish', quietDrafts: true }, async () => {
        await write(uid, target.documentId, target.locale, back.data);
        // A type with drafts (one with a published version): the document service publishes it.
        const documents = strapi.documents(uid) as unknown as { publish(params: Record<string, unknown>): Promise<unknown> };
        await documents.publish({ documentId: target.documentId, ...(target.locale ? { locale: target.locale } : {}) });
        if (draft?.data) {
          const kept = restoreData(getModel, uid, draft.data, await existing(uid, draft.data));
          await write(uid, target.documentId, target.locale, kept.data);
        }
      });
      return { restored: previous.id };
    },

    /** Documents deleted within the retention period that the admin may read, newest first. */
    async deleted(ability: unknown) {
      const rows = (await versions().findMany({
        where: { action: 'delete', status: 'draft' },
        select: SUMMARY,
        orderBy: { id: 'desc' },
        limit: 500,
      })) as VersionRow[];
      const seen = new Set<string>();
      const listed: Array<VersionSummary & { contentType: string; documentId: string; title: string }> = [];
      for (const row of rows) {
        const key = `${row.contentType} ${row.relatedDocumentId} ${row.locale}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const uid = row.contentType as UID.ContentType;
        if (!strapi.contentTypes[uid]) continue;
        const there = await strapi.db.query(uid).findOne({
          where: { documentId: row.relatedDocumentId, ...(row.locale ? { locale: row.locale } : {}) },
          select: ['id'],
        });
        if (there) continue; // recovered, or made again in that language
        if (!(await mayOnHistory(strapi, ability, { uid, documentId: row.relatedDocumentId, locale: row.locale }, 'read')))
          continue;
        if (!mayReadOwnedBy(strapi, ability, uid, row.ownerId, row.locale)) continue;
        const full = (await versions().findOne({ where: { id: row.id }, select: ['data'] })) as { data?: Snapshot } | null;
        listed.push({
          ...summary(row),
          contentType: uid,
          documentId: row.relatedDocumentId,
          title: documentLabel(getModel, uid, full?.data ?? {}, row.relatedDocumentId),
        });
        if (listed.length >= 100) break;
      }
      return { data: listed };
    },

    /** Brings a deleted language version back as a draft, under its own documentId (its history with it). */
    async recover(ability: unknown, id: number): Promise<{ documentId: string; missing: string[] }> {
      const row = await readable(ability, id);
      if (row.action !== 'delete')
        throw new errors.ValidationError(
          say(strapi, 'Versi ini bukan dari dokumen yang dihapus.', 'This version is not of a deleted document.'),
        );
      const { missing } = await writeBack(
        ability,
        row,
        'recover',
        say(strapi, 'Anda tidak boleh membuat dokumen ini.', 'You may not create this document.'),
      );
      return { documentId: row.relatedDocumentId, missing };
    },
  };

  /** Writes a kept version back as its language's draft, for an admin who may update it (`refusal` otherwise). */
  async function writeBack(
    ability: unknown,
    row: VersionRow,
    action: 'restore' | 'recover',
    refusal: string,
  ): Promise<{ missing: string[] }> {
    const target = { uid: row.contentType, documentId: row.relatedDocumentId, locale: row.locale };
    if (!(await mayOnHistory(strapi, ability, target, 'update'))) throw new errors.ForbiddenError(refusal);
    const snapshot = row.data ?? {};
    const { data, missing } = restoreData(getModel, row.contentType, snapshot, await existing(row.contentType, snapshot));
    await asHistoryWrite({ action }, () => write(row.contentType, row.relatedDocumentId, row.locale, data));
    return { missing };
  }

  /** Writes a language's draft: the document's save (its language added, or the document made anew if it is gone). */
  async function write(uid: string, documentId: string, locale: string | null, data: Record<string, unknown>): Promise<void> {
    const documents = strapi.documents(uid as UID.ContentType);
    const exists = await strapi.db.query(uid as UID.ContentType).findOne({ where: { documentId }, select: ['id'] });
    const language = locale ? { locale } : {};
    if (exists) await documents.update({ documentId, ...language, data } as never);
    else await documents.create({ ...language, data: { ...data, documentId } } as never);
  }
}
