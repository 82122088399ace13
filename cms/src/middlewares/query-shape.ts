import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { filterShapeProblem } from '../queries/filter-shape';
import { queryValuesProblem, type GetModel, type Model, type ReadParams } from '../queries/query-values';

/** The Content Manager's documents of a type: its lists and entries, read before its sanitiser. */
const CONTENT_MANAGER = /^\/content-manager\/(?:collection-types|single-types)\/([^/]+)/i;

const decodedOrNothing = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
};

/**
 * Filters of a shape the query engine cannot take (`filters[$or][0]=1`), on any route — the
 * content API, the Content Manager, the media library, the schedules — are refused with one line
 * before any route reads them (src/queries/filter-shape.ts); the database layer failed on them
 * with a 500. The Content Manager's reads are held to their type's model here too: its sanitiser
 * walks a populate before the document service sees it (`populate[seo][on][x]=1` answered 500).
 * After strapi::query, which parses the nested query.
 */
const queryShape: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (context, next) => {
    const problem = filterShapeProblem((context.query as { filters?: unknown }).filters);
    if (problem) throw new errors.ValidationError(problem);
    const [, uid] = context.method === 'GET' ? (CONTENT_MANAGER.exec(context.path) ?? []) : [];
    const getModel: GetModel = (name) => strapi.getModel(name as UID.Schema) as Model | undefined;
    const model = uid ? getModel(decodedOrNothing(uid)) : undefined;
    if (model) {
      const invalid = queryValuesProblem(context.query as ReadParams, model, getModel, {
        jsonOperators: strapi.db.dialect.client !== 'sqlite',
      });
      if (invalid) throw new errors.ValidationError(invalid);
    }
    await next();
  };

export default queryShape;
