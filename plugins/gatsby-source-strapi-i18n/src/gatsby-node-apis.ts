import type { GatsbyNode, PluginOptions as GatsbyPluginOptions } from 'gatsby';
import { writeBuildOutcome } from '@site/contracts/build-outcome';
import { nodeTypeName, type ContentModel } from './content-model';
import { graphqlTypeDefs, nodesByIdsField } from './graphql-schema';
import type { PluginOptions } from './plugin-options';
import { readContentModel } from './read-content-model';
import { sourceCmsNodes } from './source-nodes';
import { retryTransientFailures } from './retry-requests';
import { CmsError, createStrapiClient } from './strapi-client';

/** Gatsby hands every API the validated options mixed into its own plugin options. */
const optionsOf = (options: GatsbyPluginOptions): PluginOptions => options as unknown as PluginOptions;

/** The content model is read once per process: every API below needs it. */
const models = new Map<string, ContentModel>();
const modelOf = ({ contentModelPath }: PluginOptions): ContentModel => {
  const model = models.get(contentModelPath) ?? readContentModel(contentModelPath);
  models.set(contentModelPath, model);
  return model;
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }, options) => {
  actions.createTypes(graphqlTypeDefs(modelOf(optionsOf(options))));
};

/**
 * `strapi<Type>ByIds(ids)` for every collection type: a page that lists nodes this way depends on
 * those nodes only (an `all<Type>` query depends on every node of the type).
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }, options) => {
  const fields = modelOf(optionsOf(options))
    .contentTypes.filter((type) => type.kind === 'collectionType')
    .map((type) => nodesByIdsField(nodeTypeName(type.singularName)));
  createResolvers({ Query: Object.assign({}, ...fields) });
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args, pluginOptions) => {
  const options = optionsOf(pluginOptions);
  const client = createStrapiClient({
    baseUrl: options.apiURL,
    token: options.accessToken,
    timeoutMs: options.timeoutMs,
    attempts: retryTransientFailures({ onRetry: (message) => args.reporter.warn(`[strapi] ${message}`) }),
  });
  try {
    await sourceCmsNodes(args, {
      client,
      model: modelOf(options),
      mediaBaseUrl: options.apiURL,
      languages: options.languages,
      fallbackLanguage: options.fallbackLanguage,
      contentVersionPath: options.contentVersionPath,
      listEverything: options.listEverything,
    });
  } catch (error) {
    if (error instanceof CmsError) {
      // The build hook reads why from here (contracts/src/build-outcome.ts), not from the console.
      writeBuildOutcome({ ok: false, code: error.code, message: `CMS: ${error.message}` });
      args.reporter.panic(`CMS: ${error.message}`);
    }
    throw error;
  }
};
