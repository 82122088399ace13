import type { SourceNodesArgs } from 'gatsby';
import { createRemoteFileNode } from 'gatsby-source-filesystem';
import { localiseDocuments } from '../locale-fallback';
import { nodeTypeName, restPath, type ContentModel } from './content-model';
import { entryFields, entryMeta, type StrapiFile } from './entry-to-node';
import { MEDIA_TYPE } from './graphql-schema';
import { populateFor } from './populate';
import type { StrapiClient } from './strapi-client';

export interface SourceSettings {
  client: StrapiClient;
  model: ContentModel;
  /** Where relative media URLs (`/uploads/…`) are downloaded from. */
  mediaBaseUrl: string;
  languages: readonly string[];
  fallbackLanguage: string;
}

/** Only http(s) media is downloaded; relative URLs come from the CMS itself. */
export function mediaUrl(url: string, baseUrl: string): string | null {
  try {
    const absolute = new URL(url, `${baseUrl.replace(/\/+$/, '')}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
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

/**
 * Fetches every published document of every type in every language, and creates one node per
 * document and site language (falling back to the default language's version), plus one
 * StrapiMedia node (with its downloaded File) per media-library file.
 */
export async function sourceCmsNodes(args: SourceNodesArgs, settings: SourceSettings): Promise<void> {
  const { actions, createNodeId, createContentDigest, reporter } = args;
  const { client, model, languages, fallbackLanguage } = settings;
  const files = new Map<number, StrapiFile>();
  const activity = reporter.activityTimer('Sourcing content from the CMS');
  activity.start();

  let documents = 0;
  for (const type of model.contentTypes) {
    const populate = populateFor(type.attributes, model);
    const locales = type.localized ? languages : [fallbackLanguage];
    const perLocale = await Promise.all(
      locales.map(async (locale) => {
        if (type.kind === 'singleType') {
          const entry = await client.fetchSingle(restPath(type), locale, populate);
          return entry ? [entry] : [];
        }
        return client.fetchCollection(restPath(type), locale, populate);
      }),
    );
    const entries = perLocale.flat().map((entry) => ({
      ...entryMeta(entry),
      locale: entry.locale || fallbackLanguage,
      ...entryFields(entry, type.attributes, model, (file) => files.set(file.id, file)),
    }));

    const typeName = nodeTypeName(type.singularName);
    for (const node of localiseDocuments(entries, languages, fallbackLanguage)) {
      const { locale: _locale, ...fields } = node;
      await actions.createNode({
        ...fields,
        id: createNodeId(`${typeName}-${node.documentId}-${node.language}`),
        internal: { type: typeName, contentDigest: createContentDigest(fields) },
      });
    }
    documents += new Set(entries.map((entry) => entry.documentId)).size;
  }

  await createMediaNodes(files, args, settings.mediaBaseUrl);
  activity.end();
  reporter.info(`CMS: ${documents} documents in ${model.contentTypes.length} types, ${files.size} media files`);
}
