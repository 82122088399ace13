import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { filterShapeProblem } from '../queries/filter-shape';

/**
 * Filters of a shape the query engine cannot take (`filters[$or][0]=1`), on any route — the
 * content API, the Content Manager, the media library, the schedules — are refused with one line
 * before any route reads them (src/queries/filter-shape.ts); the database layer failed on them
 * with a 500. After strapi::query, which parses the nested query.
 */
const queryShape: Core.MiddlewareFactory = () => async (context, next) => {
  const problem = filterShapeProblem((context.query as { filters?: unknown }).filters);
  if (problem) throw new errors.ValidationError(problem);
  await next();
};

export default queryShape;
