import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { editorLanguage } from '../editor-language';
import { sharedUidAttributes } from '../i18n/shared-uids';
import { writeLocales } from '../i18n/write-locales';
import { contentManagerChecker, type PermissionChecker } from './document-access';
import { isHistoryWrite } from '../plugins/history/server/recorder';
import {
  documentIdFormMessage,
  documentIdFormProblem,
  documentMoveMessage,
  ownershipDecision,
  ownershipMessage,
  unknownDocumentIdMessage,
  WRITE_ACTIONS,
  type Right,
  type VersionRights,
  type WriteAction,
} from './ownership-rule';

/** What this rule reads of the request being served: an admin's request carries their ability. */
interface AdminRequest {
  state?: { userAbility?: unknown };
}

interface WriteParams {
  documentId?: unknown;
  locale?: unknown;
  data?: { documentId?: unknown };
}

interface VersionRow {
  id: number;
  locale?: string | null;
  publishedAt?: string | null;
  [attribute: string]: unknown;
}

// A refusal is a PolicyError: Strapi answers any other ForbiddenError with a bare "Forbidden",
// and the editor would not hear why.
const RIGHTS: readonly Right[] = ['read', 'create', 'update', 'delete', 'publish'];

/** The languages a write names: `*`, a list, or (none named) the default one; null for a type with one language. */
function namedLocales(locale: unknown, localized: boolean): readonly string[] | '*' | null {
  if (!localized) return null;
  return writeLocales(locale, DEFAULT_LOCALE) ?? '*';
}

/**
 * Every write the document service makes for an admin's request — the Content Manager's save,
 * a language added with PUT or POST, clone, publish, unpublish, discard, delete, bulk actions,
 * and any route a plugin adds later — passes the ownership rule (ownership-rule.ts) for each
 * existing version of the document, with the Content Manager's own permission checker (the
 * roles' conditions, an Author's "what they created", and languages). The seed, restores and
 * scheduled runs make no admin request and are not asked. Register phase: this middleware is the
 * outermost of the project's, so a write it undoes takes every other middleware's change with it.
 */
export function enforceOwnership(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!context.uid.startsWith('api::')) return next();
    // A save names its document in the route: a documentId in its data would move the version into
    // another document (Strapi follows it), past every check made on the first.
    const { documentId, data } = context.params as WriteParams;
    // A documentId in any other form than text (a list) named a document Strapi wrote into, past the check below.
    if (documentIdFormProblem(data?.documentId)) throw new errors.ValidationError(documentIdFormMessage(editorLanguage(strapi)));
    if (context.action === 'update' && data?.documentId !== undefined && data.documentId !== documentId)
      throw new errors.ValidationError(documentMoveMessage(editorLanguage(strapi)));
    const ability = (strapi.requestContext.get() as AdminRequest | undefined)?.state?.userAbility;
    if (!ability) return next();
    // A documentId no document has (a deleted one's) would hand its maker the history under it.
    if (context.action === 'create' && typeof data?.documentId === 'string' && !isHistoryWrite()) {
      const exists = await strapi.db
        .query(context.uid as UID.ContentType)
        .findOne({ where: { documentId: data.documentId }, select: ['id'] });
      if (!exists) throw new errors.ValidationError(unknownDocumentIdMessage(editorLanguage(strapi)));
    }
    const checker = contentManagerChecker(strapi, ability, context.uid);
    const result = WRITE_ACTIONS.has(context.action)
      ? await ownedWrite(strapi, context, checker, async () => next())
      : await next();
    return readableLocalizations(strapi, context.uid as UID.ContentType, checker, result);
  });
}

interface DocumentContext {
  uid: string;
  action: string;
  params: unknown;
  contentType: { options?: { draftAndPublish?: boolean }; attributes: Record<string, unknown> };
}

const i18n = (strapi: Core.Strapi) => strapi.plugin('i18n').service('content-types');

/** A write, checked and made as the ownership rule says. */
async function ownedWrite<Result>(
  strapi: Core.Strapi,
  context: DocumentContext,
  checker: PermissionChecker,
  next: () => Promise<Result>,
): Promise<Result> {
  const params = context.params as WriteParams;
  const documentId = params.documentId ?? params.data?.documentId;
  if (typeof documentId !== 'string' || !documentId) return next(); // a new document: Strapi's create check
  const uid = context.uid as UID.ContentType;
  const localized = i18n(strapi).isLocalizedContentType(context.contentType) === true;
  const draftAndPublish = context.contentType.options?.draftAndPublish === true;
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId, ...(draftAndPublish ? { publishedAt: null } : {}) },
    select: ['id', 'documentId', ...(localized ? ['locale'] : [])],
    populate: { createdBy: { select: ['id'] } },
  })) as VersionRow[];
  const versions: VersionRights[] = rows.map((row) => ({
    id: row.id,
    locale: localized ? (row.locale ?? null) : null,
    may: Object.fromEntries(RIGHTS.map((right) => [right, checker.can[right](row)])) as Record<Right, boolean>,
  }));
  const decision = ownershipDecision(
    context.action as WriteAction,
    namedLocales(params.locale, localized),
    versions,
    checker.can.create(),
  );
  if (decision.refused) throw new errors.PolicyError(ownershipMessage(decision.refused, editorLanguage(strapi)));
  // Deleting a published version takes it off the site, as unpublishing does: the right to publish it too.
  if (context.action === 'delete' && draftAndPublish) {
    const named = namedLocales(params.locale, localized);
    const published = (await strapi.db.query(uid).findMany({
      where: {
        documentId,
        publishedAt: { $notNull: true },
        ...(Array.isArray(named) ? { locale: { $in: named } } : {}),
      },
      select: ['id', 'documentId', ...(localized ? ['locale'] : [])],
      populate: { createdBy: { select: ['id'] } },
    })) as VersionRow[];
    const unpublishable = published.find((row) => !checker.can.publish(row));
    if (unpublishable)
      throw new errors.PolicyError(
        ownershipMessage({ right: 'publish', locale: unpublishable.locale ?? null }, editorLanguage(strapi)),
      );
  }
  if (decision.guarded.length === 0) return next();

  // Other languages' versions this admin may not change: the write is made in a transaction
  // (the document service's own joins it) and undone if any of them changed, drafts and
  // published versions alike (Strapi's i18n copies shared fields into both).
  const populate = localized ? (i18n(strapi).getNestedPopulateOfNonLocalizedAttributes(uid) as string[]) : [];
  const uids = sharedUidAttributes(context.contentType.attributes);
  const guardedLocales = rows.filter((row) => decision.guarded.includes(row.id)).map((row) => row.locale);
  const snapshot = async () => {
    const current = (await strapi.db.query(uid).findMany({
      where: { documentId, locale: { $in: guardedLocales } },
      populate,
      orderBy: { id: 'asc' },
    })) as VersionRow[];
    return current.map((row) => ({
      id: row.id,
      shared: i18n(strapi).copyNonLocalizedAttributes(context.contentType, row) as unknown,
      uids: uids.map((name) => row[name]),
    }));
  };
  return strapi.db.transaction(async () => {
    const before = await snapshot();
    const result = await next();
    if (!isDeepStrictEqual(before, await snapshot()))
      throw new errors.PolicyError(ownershipMessage('shared-fields', editorLanguage(strapi)));
    return result;
  });
}

/** What an admin is told of a language version they may not read: that it exists, and its state. */
const VERSION_METADATA = ['id', 'documentId', 'locale', 'publishedAt', 'updatedAt', 'createdAt', 'status'];

/** `versions` (of `uid`, by row id) with each one the admin may not read reduced to what says it exists. */
async function readableVersions(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  checker: PermissionChecker,
  versions: Array<Record<string, unknown>>,
): Promise<Array<Record<string, unknown>>> {
  if (versions.length === 0) return versions;
  const rows = (await strapi.db.query(uid).findMany({
    where: { id: { $in: versions.map((version) => version.id) } },
    select: ['id', 'documentId', 'locale'],
    populate: { createdBy: { select: ['id'] } },
  })) as VersionRow[];
  const readable = new Set(rows.filter((row) => checker.can.read(row)).map((row) => row.id));
  return versions.map((version) =>
    readable.has(version.id as number)
      ? version
      : Object.fromEntries(Object.entries(version).filter(([key]) => VERSION_METADATA.includes(key))),
  );
}

/**
 * The Content Manager answers a document with its other languages' versions (`localizations`,
 * their fields in full, for publishing several languages at once). A version the admin may not
 * read keeps only what says it exists.
 */
async function readableLocalizations<Result>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  checker: PermissionChecker,
  result: Result,
): Promise<Result> {
  const container = result as { entries?: unknown } | null;
  const documents = (Array.isArray(result) ? result : Array.isArray(container?.entries) ? container.entries : [result]) as Array<{
    localizations?: Array<Record<string, unknown>>;
  } | null>;
  for (const document of documents) {
    if (Array.isArray(document?.localizations))
      document.localizations = await readableVersions(strapi, uid, checker, document.localizations);
  }
  return result;
}

interface DocumentMetadata {
  getAvailableLocales(uid: string, version: unknown, allVersions: unknown): Promise<Array<Record<string, unknown>>>;
}

/**
 * The edit view's list of a document's languages (`meta.availableLocales`) carries each other
 * version's shared fields, to fill a new language in; it is answered even for a language the
 * document lacks. A version the admin may not read keeps only what says it exists.
 */
export function trimAvailableLocales(strapi: Core.Strapi): void {
  const metadata = strapi.plugin('content-manager').service('document-metadata') as DocumentMetadata;
  const available = metadata.getAvailableLocales.bind(metadata);
  metadata.getAvailableLocales = async (uid, version, allVersions) => {
    const locales = await available(uid, version, allVersions);
    const ability = (strapi.requestContext.get() as AdminRequest | undefined)?.state?.userAbility;
    if (!ability || !uid.startsWith('api::')) return locales;
    return readableVersions(strapi, uid as UID.ContentType, contentManagerChecker(strapi, ability, uid), locales);
  };
}
