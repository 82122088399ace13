import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { nodeTypeName, restPath, type ContentModel, type ContentTypeModel } from './content-model';
import { documentNodes, mediaIdsIn, mediaUrl, type FieldMapping, type StrapiFile } from './entry-fields';
import { MEDIA_TYPE } from './graphql-schema';
import { populateFor } from './populate';
import type { QueryObject } from './query-string';
import { downloadError, type ContentVersion, type StrapiClient, type StrapiEntry } from './strapi-client';
import {
  changesSince,
  latestChangeOf,
  listingKind,
  mergeVersions,
  nothingRemoved,
  planSync,
  versionPopulate,
  versionsOf,
  type SyncState,
  type Versions,
} from './sync-plan';

export interface SourceSettings {
  client: StrapiClient;
  model: ContentModel;
  /** Where relative media URLs (`/uploads/…`) are downloaded from. */
  mediaBaseUrl: string;
  languages: readonly string[];
  fallbackLanguage: string;
  /** The CMS path that says when content and media last changed; without it every build lists every document. */
  contentVersionPath?: string;
  /** List every document this build, whatever the CMS says changed. */
  listEverything?: boolean;
}

/** What the last build saw (Gatsby's plugin cache, cleared with .cache). */
const STATE_KEY = 'sync-state';
/** Documents fetched in full per request when only some changed. */
const IDS_PER_REQUEST = 40;

async function createMediaNodes(files: Map<number, StrapiFile>, args: SourceNodesArgs, mediaBaseUrl: string): Promise<void> {
  const { actions, createNodeId, createContentDigest, getCache, reporter } = args;
  await Promise.all(
    [...files.values()].map(async (file) => {
      const id = createNodeId(`${MEDIA_TYPE}-${file.id}`);
      const url = mediaUrl(file.url, mediaBaseUrl);
      let localFile: string | null = null;
      if (url) {
        const fileNode = await createRemoteFileNode({
          url,
          parentNodeId: id,
          createNode: actions.createNode,
          createNodeId,
          getCache,
        }).catch((error: unknown) => {
          throw downloadError(url, error);
        });
        localFile = fileNode.id;
      } else {
        reporter.warn(`CMS media ${file.id} has an unusable URL and is skipped: ${file.url}`);
      }
      const fields = {
        strapiId: file.id,
        name: file.name ?? null,
        alternativeText: file.alternativeText ?? null,
        caption: file.caption ?? null,
        width: file.width ?? null,
        height: file.height ?? null,
        mime: file.mime ?? null,
        url: file.url,
        localFile,
      };
      await actions.createNode({ ...fields, id, internal: { type: MEDIA_TYPE, contentDigest: createContentDigest(fields) } });
    }),
  );
}

/**
 * Removes the StrapiMedia nodes no document links any more (a replaced cover, a deleted article)
 * with the File downloaded for each, and so the image nodes made from that File: the data layer
 * holds what the site shows. Returns how many were removed.
 */
function removeUnusedMedia(args: SourceNodesArgs, used: ReadonlySet<number>): number {
  const { actions, getNode, getNodesByType } = args;
  let removed = 0;
  for (const media of getNodesByType(MEDIA_TYPE)) {
    if (used.has(Number(media.strapiId))) continue;
    const file = typeof media.localFile === 'string' ? getNode(media.localFile) : undefined;
    // createRemoteFileNode made the File in gatsby-source-filesystem's name (the owner of the
    // File type), so it is removed in that name; Gatsby removes its children (ImageSharp) with it.
    if (file) actions.deleteNode(file, { name: 'gatsby-source-filesystem' });
    actions.deleteNode(media);
    removed += 1;
  }
  return removed;
}

/** A type's published entries in every language it has: all of them, or those of some documents. */
async function fetchEntries(
  client: StrapiClient,
  type: ContentTypeModel,
  locales: readonly string[],
  model: ContentModel,
  documentIds?: readonly string[],
): Promise<StrapiEntry[]> {
  const populate = populateFor(type.attributes, model.components);
  const perLocale = await Promise.all(
    locales.map(async (locale): Promise<StrapiEntry[]> => {
      if (type.kind === 'singleType') {
        const entry = await client.fetchSingle(restPath(type), { locale, populate });
        return entry ? [entry] : [];
      }
      if (!documentIds) return client.fetchCollection(restPath(type), { locale, populate });
      const entries: StrapiEntry[] = [];
      for (let start = 0; start < documentIds.length; start += IDS_PER_REQUEST) {
        const ids = documentIds.slice(start, start + IDS_PER_REQUEST);
        const filters = { documentId: { $in: Object.fromEntries(ids.map((id, index) => [String(index), id])) } };
        entries.push(...(await client.fetchCollection(restPath(type), { locale, populate, filters })));
      }
      return entries;
    }),
  );
  return perLocale.flat();
}

/** A light listing's fields: a publish makes a new published entry, an edit of a type without drafts a new `updatedAt`. */
const LISTING_FIELDS = ['updatedAt', 'publishedAt'];

/** A light listing of a type's documents (or of those `filters` match): their times, their media's, their components. */
async function listEntries(
  client: StrapiClient,
  type: ContentTypeModel,
  locales: readonly string[],
  model: ContentModel,
  filters?: QueryObject,
): Promise<StrapiEntry[]> {
  const populate = versionPopulate(type.attributes, model.components);
  const perLocale = await Promise.all(
    locales.map(async (locale): Promise<StrapiEntry[]> => {
      const entries =
        type.kind === 'singleType'
          ? [await client.fetchSingle(restPath(type), { locale, populate })].filter((entry) => entry !== null)
          : await client.fetchCollection(restPath(type), { locale, populate, fields: LISTING_FIELDS, filters });
      // Each listing is of one language (a light one does not carry the locale field).
      return entries.map((entry) => ({ ...entry, locale }));
    }),
  );
  return perLocale.flat();
}

/** The settings as one type sees them: its languages, Gatsby's digest, where media ids are collected. */
interface TypeSettings extends SourceSettings {
  locales: readonly string[];
  digest: (entry: object) => string;
  mapping: FieldMapping;
}

interface Listing {
  entries: StrapiEntry[];
  versions: Versions;
  /** Whether every document was listed (not only those changed since the last build). */
  whole: boolean;
}

/**
 * A collection type's documents published or updated since `since`, merged into what the last
 * build saw; null when the CMS's counts show that some were unpublished or deleted since (only
 * a whole listing says which).
 */
async function listChanges(
  type: ContentTypeModel,
  settings: TypeSettings,
  previous: Versions,
  since: string,
): Promise<Listing | null> {
  const { client, locales } = settings;
  const filters = { $or: { '0': { updatedAt: { $gte: since } }, '1': { publishedAt: { $gte: since } } } };
  const [entries, totals] = await Promise.all([
    listEntries(client, type, locales, settings.model, filters),
    Promise.all(locales.map(async (locale) => [locale, await client.countCollection(restPath(type), locale)] as const)),
  ]);
  const versions = mergeVersions(previous, versionsOf(entries, settings.fallbackLanguage, settings.digest));
  return nothingRemoved(versions, Object.fromEntries(totals)) ? { entries, versions, whole: false } : null;
}

/** How this build learns a type's documents: not at all, by what changed, or every one (listingKind). */
async function listType(
  type: ContentTypeModel,
  previous: SyncState | undefined,
  contentVersion: ContentVersion | null,
  settings: TypeSettings,
): Promise<Listing> {
  const before = previous?.versions[type.uid];
  const kind = settings.listEverything ? 'whole' : listingKind(type, previous, contentVersion);
  if (before && kind === 'unchanged') return { entries: [], versions: before, whole: false };
  if (before && previous?.latestChange && kind === 'changes') {
    const changes = await listChanges(type, settings, before, changesSince(previous.latestChange));
    if (changes) return changes;
  }
  const entries = await listEntries(settings.client, type, settings.locales, settings.model);
  return { entries, versions: versionsOf(entries, settings.fallbackLanguage, settings.digest), whole: true };
}

/**
 * Brings a type's nodes in line with its listing, in one pass over them: the nodes of documents
 * gone from the CMS are removed; documents that changed, are new, or lost a node (a build that
 * stopped half way) are fetched in full and their nodes made anew. Returns the counts and the
 * media ids the kept nodes link (those of the fetched documents go through `mapping.media`).
 */
async function syncTypeNodes(
  args: SourceNodesArgs,
  settings: TypeSettings,
  type: ContentTypeModel,
  versions: Versions,
  previous: Versions | undefined,
): Promise<{ fetched: number; removed: number; keptMedia: number[] }> {
  const { actions, createNodeId, createContentDigest, getNodesByType } = args;
  const { client, model, languages, fallbackLanguage, locales } = settings;
  const typeName = nodeTypeName(type.singularName);
  const { changed, unchanged } = planSync(previous, versions);
  const languagesOf = new Map<string, Set<unknown>>();
  const kept: Array<Record<string, unknown>> = [];
  let removed = 0;
  for (const node of getNodesByType(typeName)) {
    const documentId = String(node.documentId);
    if (versions[documentId]) {
      languagesOf.set(documentId, (languagesOf.get(documentId) ?? new Set()).add(node.language));
      kept.push(node);
    } else {
      actions.deleteNode(node);
      removed += 1;
    }
  }
  const complete = (documentId: string) => languages.every((language) => languagesOf.get(documentId)?.has(language));
  const stale = [...changed, ...unchanged.filter((documentId) => !complete(documentId))];
  const entries = stale.length === 0 ? [] : await fetchEntries(client, type, locales, model, previous ? stale : undefined);
  for (const fields of documentNodes(entries, type.attributes, settings.mapping, languages, fallbackLanguage)) {
    await actions.createNode({
      ...fields,
      id: createNodeId(`${typeName}-${fields.documentId}-${fields.language}`),
      internal: { type: typeName, contentDigest: createContentDigest(fields) },
    });
  }
  const refetched = new Set(stale);
  const keptMedia = kept
    .filter((node) => !refetched.has(String(node.documentId)))
    .flatMap((node) => mediaIdsIn(node, type.attributes, model.components));
  return { fetched: new Set(entries.map((entry) => entry.documentId)).size, removed, keptMedia };
}

/**
 * Sources every published document of every type in every language: one node per document and
 * site language (the fallback language's version where a translation is missing), plus one
 * StrapiMedia node (with its downloaded File) per media-library file.
 *
 * After the first build it is incremental, as upstream source plugins are. The CMS says when each
 * type and its media last changed: a type unchanged since the last build is not asked for; a
 * changed collection type is listed light by what was published since, with a count per language
 * that reveals an unpublish or delete (then, as after a media edit or when the CMS cannot say,
 * every document is listed). Only documents whose listing differs are fetched in full. The plugin
 * is stateful: nodes stay until it removes them (those of documents gone from the CMS), so Gatsby
 * neither touches nor sweeps thousands of kept nodes.
 */
export async function sourceCmsNodes(args: SourceNodesArgs, settings: SourceSettings): Promise<void> {
  const { actions, cache, createContentDigest, getNodesByType, reporter } = args;
  const { client, model, languages, fallbackLanguage } = settings;
  // Gatsby 5.12 and later; the plugin removes its own nodes, so an older Gatsby is not supported.
  if (!actions.enableStatefulSourceNodes) throw new Error('gatsby-source-strapi-i18n needs Gatsby 5.12 or later');
  actions.enableStatefulSourceNodes();
  const previous = (await cache.get(STATE_KEY)) as SyncState | undefined;
  const files = new Map<number, StrapiFile>();
  const mapping: FieldMapping = {
    components: model.components,
    media: (file: StrapiFile) => {
      files.set(file.id, file);
      return file.id;
    },
  };
  const activity = reporter.activityTimer('Sourcing content from the CMS');
  activity.start();

  const contentVersion = settings.contentVersionPath ? await client.fetchContentVersion(settings.contentVersionPath) : null;
  const typeSettings: TypeSettings[] = model.contentTypes.map((type) => ({
    ...settings,
    digest: createContentDigest,
    mapping,
    locales: type.localized ? languages : [fallbackLanguage],
  }));
  // The listings of all types are asked for together: the CMS answers one while the next is on its way.
  const listings = await Promise.all(
    model.contentTypes.map((type, index) => listType(type, previous, contentVersion, typeSettings[index])),
  );

  const nodeTypes = model.contentTypes.map((type) => nodeTypeName(type.singularName));
  for (const typeName of previous?.nodeTypes ?? []) {
    if (nodeTypes.includes(typeName)) continue;
    for (const node of getNodesByType(typeName)) actions.deleteNode(node);
  }
  const versions: Record<string, Versions> = {};
  let fetched = 0;
  let removed = 0;
  const usedMedia = new Set<number>();
  for (const [index, type] of model.contentTypes.entries()) {
    versions[type.uid] = listings[index].versions;
    const counts = await syncTypeNodes(args, typeSettings[index], type, versions[type.uid], previous?.versions[type.uid]);
    fetched += counts.fetched;
    removed += counts.removed;
    for (const id of counts.keptMedia) usedMedia.add(id);
  }
  for (const id of files.keys()) usedMedia.add(id);

  const unusedMedia = removeUnusedMedia(args, usedMedia);
  // Media of changed documents are made anew (unchanged ones keep their nodes and downloaded files).
  await createMediaNodes(files, args, settings.mediaBaseUrl);
  const state: SyncState = {
    versions,
    nodeTypes,
    latestChange: listings.reduce((latest, listing) => latestChangeOf(listing.entries, latest), previous?.latestChange ?? null),
    mediaChangedAt: contentVersion?.mediaChangedAt ?? null,
    typesChangedAt: contentVersion?.types ?? null,
  };
  await cache.set(STATE_KEY, state);
  activity.end();
  const documents = Object.values(versions).reduce((sum, typeVersions) => sum + Object.keys(typeVersions).length, 0);
  const whole = listings.filter((listing) => listing.whole).length;
  const listed =
    whole === listings.length ? 'all listed' : `${whole} listed whole, the others by what changed since the last build`;
  reporter.info(
    `CMS: ${documents} documents in ${model.contentTypes.length} types (${listed}); ${fetched} fetched in full, ${removed} nodes removed, ${files.size} media files fetched, ${unusedMedia} no longer used removed`,
  );
}
