import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mediaIdsProblem } from '../upload/media-ids';

/**
 * The media library's routes take only ids a file or folder can have (src/upload/media-ids.ts):
 * anything else is a 400 with one line, never the database's 500. After strapi::body.
 */
const mediaIds: Core.MiddlewareFactory = () => async (context, next) => {
  const problem = mediaIdsProblem({
    path: context.path,
    query: context.query as Record<string, unknown>,
    body: (context.request as { body?: unknown }).body,
  });
  if (problem) throw new errors.ValidationError(problem);
  await next();
};

export default mediaIds;
