import fs from 'node:fs';
import path from 'node:path';
import type { BuildErrorCode } from '@site/contracts/build-errors';
import { writeBuildOutcome } from '@site/contracts/build-outcome';
import type { GatsbyNode } from 'gatsby';
import { restPath } from './content-model';
import { readContentModel } from './read-content-model';
import { retryTransientFailures } from './retry-requests';
import { CmsError, createStrapiClient } from './strapi-client';

/** The options in gatsby-config.ts; `apiURL` and `accessToken` mean what they mean for gatsby-source-strapi. */
export interface PluginOptions {
  /** The Strapi server, e.g. http://127.0.0.1:1337. */
  apiURL: string;
  /** A read-only API token of that Strapi (a custom token with find/findOne on the published types). */
  accessToken?: string;
  /** The site's languages (Strapi locale codes): every document gets one node per language. */
  languages: string[];
  /** The language whose version a document shows where its translation is missing. */
  fallbackLanguage: string;
  /** The Strapi app whose `src/api` and `src/components` schema files define the content model. */
  contentModelPath: string;
  /** Milliseconds one request to Strapi may take. */
  timeoutMs: number;
  /**
   * A path of that Strapi answering when its content and media last changed
   * (`{ data: { changedAt, mediaChangedAt } }`): with it, a build lists only what was published
   * since the last one. Without it, every build lists every document.
   */
  contentVersionPath?: string;
  /** List every document this build, whatever the CMS says changed (the state is still kept). */
  listEverything?: boolean;
}

/**
 * A wrong option stops the build before any work, with a message saying what is wrong: the
 * shape of each option, a content model that can be read, and — checked against the server —
 * a Strapi that answers and accepts the token.
 */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    apiURL: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .required()
      .description('The Strapi server, e.g. http://127.0.0.1:1337'),
    accessToken: Joi.string().allow('').description('A read-only API token of that Strapi'),
    languages: Joi.array().items(Joi.string()).min(1).unique().required().description('Strapi locale codes of the site'),
    fallbackLanguage: Joi.string()
      .valid(Joi.in('languages'))
      .required()
      .messages({ 'any.only': '"fallbackLanguage" must be one of the languages' })
      .description('Shown where a translation is missing'),
    contentModelPath: Joi.string()
      .required()
      .custom((value: string, helpers) => {
        if (!fs.existsSync(path.join(value, 'src', 'api')))
          return helpers.message({ custom: `"contentModelPath" has no Strapi content types: ${value}/src/api does not exist` });
        return value;
      })
      .description('The Strapi app whose schema files define the content model'),
    timeoutMs: Joi.number().integer().min(1000).default(30_000),
    contentVersionPath: Joi.string()
      .pattern(/^\/[^?#\s]*$/)
      .messages({
        'string.pattern.base': '"contentVersionPath" must be a path of the CMS, e.g. /api/site-builds/content-version',
      })
      .description('Where the CMS says when content and media last changed'),
    listEverything: Joi.boolean().default(false).description('List every document, whatever changed'),
  }).external(checkAccess as (value: unknown) => unknown);

/** What Joi 17 hands an external rule (gatsby-plugin-utils types the rule with the value alone). */
interface ExternalHelpers {
  message(messages: Record<string, string>): unknown;
}

/** The external rule: runs once the options are well formed; a problem becomes a validation error. */
async function checkAccess(options: PluginOptions, helpers: ExternalHelpers): Promise<unknown> {
  const problem = await accessProblem(options);
  if (!problem) return undefined;
  // The build hook reads why from here (contracts/src/build-outcome.ts), not from the console.
  writeBuildOutcome({ ok: false, code: problem.code, message: problem.message });
  return helpers.message({ external: problem.message });
}

/** What keeps the build from reading the CMS, or null: one light request per check. */
export async function accessProblem(
  options: PluginOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<{ code: BuildErrorCode; message: string } | null> {
  const model = readContentModel(options.contentModelPath);
  const type = model.contentTypes.find((candidate) => candidate.kind === 'collectionType') ?? model.contentTypes[0];
  if (!type)
    return { code: 'build-failed', message: `The content model in ${options.contentModelPath} has no published content types` };
  const client = createStrapiClient({
    baseUrl: options.apiURL,
    token: options.accessToken,
    fetchImpl,
    timeoutMs: options.timeoutMs,
    // A blip is ridden out here too, but a CMS that is down is said within two seconds.
    attempts: retryTransientFailures({ retries: 2, minTimeoutMs: 500 }),
  });
  try {
    await client.probe(restPath(type), options.fallbackLanguage);
    return null;
  } catch (error) {
    if (error instanceof CmsError) return { code: error.code, message: error.message };
    throw error;
  }
}
