import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { nodeTypeName, restPath, type ContentModel, type ContentTypeModel } from './content-model';
import { documentNodes, mediaUrl, type StrapiFile } from './entry-fields';
import { MEDIA_TYPE } from './graphql-schema';
import { populateFor } from './populate';
import type { StrapiClient, StrapiEntry } from './strapi-client';
import { planSync, versionPopulate, versionsOf, type Versions } from './sync-plan';

export interface SourceSettings {
  client: StrapiClient;
  model: ContentModel;
  /** Where relative media URLs (`/uploads/…`) are downloaded from. */
  mediaBaseUrl: string;
  languages: readonly string[];
  fallbackLanguage: string;
}

/** What the last build saw of each type's documents (Gatsby's plugin cache, cleared with .cache). */
const VERSIONS_KEY = 'document-versions';
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

/** A light listing of a type's documents: their `updatedAt`, their media's, their components. */
async function listEntries(client: StrapiClient, type: ContentTypeModel, locales: readonly string[], model: ContentModel) {
  const populate = versionPopulate(type.attributes, model.components);
  const perLocale = await Promise.all(
    locales.map(async (locale): Promise<StrapiEntry[]> => {
      const entries =
        type.kind === 'singleType'
          ? [await client.fetchSingle(restPath(type), { locale, populate })].filter((entry) => entry !== null)
          : await client.fetchCollection(restPath(type), { locale, populate, fields: ['updatedAt'] });
      // Each listing is of one language (a light one does not carry the locale field).
      return entries.map((entry) => ({ ...entry, locale }));
    }),
  );
  return perLocale.flat();
}

/**
 * Sources every published document of every type in every language: one node per document and
 * site language (the fallback language's version where a translation is missing), plus one
 * StrapiMedia node (with its downloaded File) per media-library file. After the first build it is
 * incremental, as upstream source plugins are: a light listing says which documents changed since
 * the last build; only those are fetched in full, and the nodes of the others are kept.
 */
export async function sourceCmsNodes(args: SourceNodesArgs, settings: SourceSettings): Promise<void> {
  const { actions, cache, createNodeId, createContentDigest, getNode, getNodesByType, reporter } = args;
  const { client, model, languages, fallbackLanguage } = settings;
  const previous = (await cache.get(VERSIONS_KEY)) as Record<string, Versions> | undefined;
  const files = new Map<number, StrapiFile>();
  const mapping = {
    components: model.components,
    media: (file: StrapiFile) => {
      files.set(file.id, file);
      return file.id;
    },
  };
  const activity = reporter.activityTimer('Sourcing content from the CMS');
  activity.start();

  const versions: Record<string, Versions> = {};
  let documents = 0;
  let fetched = 0;
  const localesOf = (type: ContentTypeModel) => (type.localized ? languages : [fallbackLanguage]);
  // The light listings of all types are asked for together: the CMS answers one while the next is on its way.
  const listings = await Promise.all(model.contentTypes.map((type) => listEntries(client, type, localesOf(type), model)));
  for (const [index, type] of model.contentTypes.entries()) {
    const typeName = nodeTypeName(type.singularName);
    const locales = localesOf(type);
    const nodeId = (documentId: string, language: string) => createNodeId(`${typeName}-${documentId}-${language}`);
    versions[type.uid] = versionsOf(listings[index], fallbackLanguage, createContentDigest);

    const { changed, unchanged } = planSync(previous?.[type.uid], versions[type.uid]);
    // A document whose nodes are gone (a build that stopped half way) is fetched again.
    const kept = unchanged.filter((documentId) => languages.every((language) => getNode(nodeId(documentId, language))));
    for (const documentId of kept) {
      for (const language of languages) {
        const node = getNode(nodeId(documentId, language));
        if (node) actions.touchNode(node);
      }
    }
    const keptIds = new Set(kept);
    const stale = [...changed, ...unchanged.filter((documentId) => !keptIds.has(documentId))];
    const entries = stale.length === 0 ? [] : await fetchEntries(client, type, locales, model, previous ? stale : undefined);
    for (const fields of documentNodes(entries, type.attributes, mapping, languages, fallbackLanguage)) {
      await actions.createNode({
        ...fields,
        id: nodeId(fields.documentId, fields.language),
        internal: { type: typeName, contentDigest: createContentDigest(fields) },
      });
    }
    documents += Object.keys(versions[type.uid]).length;
    fetched += new Set(entries.map((entry) => entry.documentId)).size;
  }

  // Media of kept documents keep their nodes and downloaded files; changed ones are made anew.
  for (const media of getNodesByType(MEDIA_TYPE)) {
    if (files.has(Number(media.strapiId))) continue;
    actions.touchNode(media);
    const localFile = typeof media.localFile === 'string' ? getNode(media.localFile) : undefined;
    if (localFile) actions.touchNode(localFile);
  }
  await createMediaNodes(files, args, settings.mediaBaseUrl);
  await cache.set(VERSIONS_KEY, versions);
  activity.end();
  reporter.info(
    `CMS: ${documents} documents in ${model.contentTypes.length} types; ${fetched} fetched in full${previous ? ' (changed since the last build)' : ''}, ${files.size} media files`,
  );
}
