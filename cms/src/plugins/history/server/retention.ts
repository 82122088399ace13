/**
 * Retention, as the environment contract sets it (HISTORY_VERSIONS_KEPT, HISTORY_DAYS,
 * ACTIVITY_LOG_DAYS): every night each instance removes the versions older than the days kept,
 * those beyond the number kept of each language's draft or published side (the newest stay), and
 * the log's lines older than the log's days. Removing what is already removed does nothing, so two
 * instances may both run it. Deleted documents can be recovered as long as their versions are kept.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnvironment } from '../../../environment';
import { ACTIVITY_MODEL, VERSION_MODEL } from '../names';
import { versionModel } from './models';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

export interface Retention {
  versionsKept: number;
  versionsBefore: Date;
  logBefore: Date;
}

/** What retention removes now: versions before a day, beyond a number; log lines before a day. */
export function retentionAt(now: Date, env = cmsEnvironment()): Retention {
  return {
    versionsKept: env.HISTORY_VERSIONS_KEPT,
    versionsBefore: new Date(now.getTime() - env.HISTORY_DAYS * DAY),
    logBefore: new Date(now.getTime() - env.ACTIVITY_LOG_DAYS * DAY),
  };
}

/** Removes rows of `uid` matching `where`, a thousand at a time. */
async function removeInBatches(strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = (await strapi.db.query(uid as never).findMany({ where, select: ['id'], limit: BATCH })) as Array<{ id: number }>;
    if (rows.length === 0) return removed;
    await strapi.db.query(uid as never).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

/** Applies retention once; answers how many versions and log lines went. */
export async function applyRetention(
  strapi: Core.Strapi,
  retention = retentionAt(new Date()),
): Promise<{ versions: number; lines: number }> {
  let versions = await removeInBatches(strapi, VERSION_MODEL, { createdAt: { $lt: retention.versionsBefore } });
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const crowded = (await (schema ? knex.withSchema(schema) : knex)
    .from(versionModel.tableName)
    .select('content_type', 'related_document_id', 'locale', 'status')
    .count({ total: 'id' })
    .groupBy('content_type', 'related_document_id', 'locale', 'status')
    .having(knex.raw('count(id) > ?', [retention.versionsKept]))) as Array<Record<string, string | null>>;
  for (const group of crowded) {
    const where = {
      contentType: group.content_type,
      relatedDocumentId: group.related_document_id,
      locale: group.locale,
      status: group.status,
    };
    const newest = (await strapi.db.query(VERSION_MODEL as never).findMany({
      where,
      select: ['id'],
      orderBy: { id: 'desc' },
      offset: retention.versionsKept - 1,
      limit: 1,
    })) as Array<{ id: number }>;
    if (newest[0]) versions += await removeInBatches(strapi, VERSION_MODEL, { ...where, id: { $lt: newest[0].id } });
  }
  const lines = await removeInBatches(strapi, ACTIVITY_MODEL, { createdAt: { $lt: retention.logBefore } });
  return { versions, lines };
}
