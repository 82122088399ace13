import type { Core, UID } from '@strapi/strapi';
import { abilityOfRequest, permittedWhere, unconditional, type Ability } from './permitted-where';

/**
 * The admin's homepage counts (the "key statistics" widget and the documents' states) count what
 * the person asking may see, not the whole CMS: an Author was told how many admins, API tokens and
 * webhooks there are, how many files everyone uploaded and how many documents everyone wrote. A
 * count an admin may not read is null, and the widget leaves it out (its own rule for null).
 */

interface KeyStatistics {
  assets: number | null;
  admins: number | null;
  webhooks: number | null;
  apiTokens: number | null;
  [other: string]: unknown;
}

interface DocumentCounts {
  draft: number;
  published: number;
  modified: number;
}

const FILE = 'plugin::upload.file';
const READ = 'plugin::content-manager.explorer.read';

/** The statistics only some roles may read, and the permission each asks for. */
const SETTINGS_COUNTS = {
  admins: 'admin::users.read',
  webhooks: 'admin::webhooks.read',
  apiTokens: 'admin::api-tokens.read',
} as const;

/** How many documents of `uid` the admin may read are drafts never published, published as they are, or changed since. */
async function countReadable(strapi: Core.Strapi, ability: Ability, uid: UID.ContentType): Promise<DocumentCounts> {
  const counts: DocumentCounts = { draft: 0, published: 0, modified: 0 };
  const where = permittedWhere(strapi, ability, READ, uid);
  if (!where) return counts;
  const rows = (await strapi.db.query(uid).findMany({ where, select: ['documentId', 'publishedAt', 'updatedAt'] })) as Array<{
    documentId: string;
    publishedAt: string | null;
    updatedAt: string;
  }>;
  const byDocument = new Map<string, typeof rows>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
  const versioned = strapi.contentTypes[uid].options?.draftAndPublish === true;
  for (const versions of byDocument.values()) {
    const latest = (published: boolean) =>
      Math.max(0, ...versions.filter((row) => Boolean(row.publishedAt) === published).map((row) => Date.parse(row.updatedAt)));
    if (!versioned) counts.published += 1;
    else if (!versions.some((row) => row.publishedAt)) counts.draft += 1;
    else if (latest(false) === latest(true)) counts.published += 1;
    else counts.modified += 1;
  }
  return counts;
}

export function countWhatTheAdminMaySee(strapi: Core.Strapi): void {
  const statistics = strapi.service('admin::homepage') as { getKeyStatistics(): Promise<KeyStatistics> };
  const keyStatistics = statistics.getKeyStatistics.bind(statistics);
  statistics.getKeyStatistics = async () => {
    const all = await keyStatistics();
    const ability = abilityOfRequest(strapi);
    if (!ability) return all;
    const seen: KeyStatistics = { ...all };
    for (const [count, action] of Object.entries(SETTINGS_COUNTS)) if (!ability.can(action)) seen[count] = null;
    if (!unconditional(ability, 'plugin::upload.read', FILE)) {
      const where = permittedWhere(strapi, ability, 'plugin::upload.read', FILE);
      seen.assets = where ? await strapi.db.query(FILE).count({ where }) : null;
    }
    return seen;
  };

  const documents = strapi.plugin('content-manager').service('homepage') as { getCountDocuments(): Promise<DocumentCounts> };
  const countDocuments = documents.getCountDocuments.bind(documents);
  documents.getCountDocuments = async () => {
    const ability = abilityOfRequest(strapi);
    const types = Object.values(strapi.contentTypes).filter((type) => type.uid.startsWith('api::'));
    if (!ability || types.every((type) => !ability.can(READ, type.uid) || unconditional(ability, READ, type.uid)))
      return countDocuments();
    const total: DocumentCounts = { draft: 0, published: 0, modified: 0 };
    for (const type of types) {
      const counts = await countReadable(strapi, ability, type.uid);
      total.draft += counts.draft;
      total.published += counts.published;
      total.modified += counts.modified;
    }
    return total;
  };
}
