/**
 * The History plugin's tables. Internal models (as Strapi's own history and audit logs are):
 * no content API, no GraphQL type, no Content Manager list — only this plugin's admin routes read
 * them, and no route writes or deletes a row but the recorder and retention.
 */
import { ACTIVITY_MODEL, VERSION_MODEL } from '../names';

export const versionModel = {
  uid: VERSION_MODEL,
  tableName: 'site_history_versions',
  singularName: 'version',
  attributes: {
    id: { type: 'increments' },
    contentType: { type: 'string', column: { notNullable: true } },
    relatedDocumentId: { type: 'string' },
    locale: { type: 'string' },
    status: { type: 'string' },
    action: { type: 'string' },
    data: { type: 'json' },
    /** Who created the document's version (an Author's "what they created" judges a deleted one by it). */
    ownerId: { type: 'integer' },
    byId: { type: 'integer' },
    byName: { type: 'string' },
    createdAt: { type: 'datetime' },
  },
  // What the history list and retention read by.
  indexes: [
    { name: 'site_history_versions_document', columns: ['related_document_id', 'content_type', 'locale'] },
    { name: 'site_history_versions_created', columns: ['created_at'] },
  ],
};

export const activityModel = {
  uid: ACTIVITY_MODEL,
  tableName: 'site_activity_log',
  singularName: 'activity',
  attributes: {
    id: { type: 'increments' },
    kind: { type: 'string' },
    action: { type: 'string' },
    byId: { type: 'integer' },
    byName: { type: 'string' },
    contentType: { type: 'string' },
    relatedDocumentId: { type: 'string' },
    locale: { type: 'string' },
    subject: { type: 'string' },
    /** Who had created the document's version a content line is about (judged as its version is). */
    ownerId: { type: 'integer' },
    /** A line written once whichever instance writes it first (a build's start or end), by this key. */
    onceKey: { type: 'string' },
    createdAt: { type: 'datetime' },
  },
  indexes: [
    { name: 'site_activity_log_created', columns: ['created_at'] },
    { name: 'site_activity_log_document', columns: ['related_document_id'] },
    { name: 'site_activity_log_once', columns: ['once_key'], type: 'unique' as const },
  ],
};
