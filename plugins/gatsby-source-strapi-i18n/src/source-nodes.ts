import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { nodeTypeName, restPath, type ContentModel, type ContentTypeModel } from './content-model';
import { documentNodes, mediaUrl, type StrapiFile } from './entry-fields';
import { MEDIA_TYPE } from './graphql-schema';
import { populateFor } from './populate';
import type { StrapiClient, StrapiEntry } from './strapi-client';

export interface SourceSettings {
  client: StrapiClient;
  model: ContentModel;
  /** Where relative media URLs (`/uploads/…`) are downloaded from. */
  mediaBaseUrl: string;
  languages: readonly string[];
  fallbackLanguage: string;
}

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

/** Every published entry of a type, in every language it has. */
async function fetchEntries(client: StrapiClient, type: ContentTypeModel, locales: readonly string[], model: ContentModel) {
  const populate = populateFor(type.attributes, model.components);
  const perLocale = await Promise.all(
    locales.map(async (locale): Promise<StrapiEntry[]> => {
      if (type.kind === 'collectionType') return client.fetchCollection(restPath(type), locale, populate);
      const entry = await client.fetchSingle(restPath(type), { locale, populate });
      return entry ? [entry] : [];
    }),
  );
  return perLocale.flat();
}

/**
 * Fetches every published document of every type in every language, and creates one node per
 * document and site language (falling back to the fallback language's version), plus one
 * StrapiMedia node (with its downloaded File) per media-library file.
 */
export async function sourceCmsNodes(args: SourceNodesArgs, settings: SourceSettings): Promise<void> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const { client, model, languages, fallbackLanguage } = settings;
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

  let documents = 0;
  for (const type of model.contentTypes) {
    const entries = await fetchEntries(client, type, type.localized ? languages : [fallbackLanguage], model);
    const typeName = nodeTypeName(type.singularName);
    for (const fields of documentNodes(entries, type.attributes, mapping, languages, fallbackLanguage)) {
      await actions.createNode({
        ...fields,
        id: createNodeId(`${typeName}-${fields.documentId}-${fields.language}`),
        internal: { type: typeName, contentDigest: createContentDigest(fields) },
      });
    }
    documents += new Set(entries.map((entry) => entry.documentId)).size;
  }

  await createMediaNodes(files, args, settings.mediaBaseUrl);
  activity.end();
  reporter.info(`CMS: ${documents} documents in ${model.contentTypes.length} types, ${files.size} media files`);
}
