import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { holdsNul, NUL_MESSAGE } from '../queries/nul-character';

/**
 * A request whose path, query or body holds a NUL character is a 400 with one line, on every route
 * (src/queries/nul-character.ts). After strapi::body, which parses the body.
 */
/** The path as a route reads it (`%00` decoded); a path that does not decode is the router's to refuse. */
const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const noNul: Core.MiddlewareFactory = () => async (context, next) => {
  const body = (context.request as { body?: unknown }).body;
  if (holdsNul(decodedPath(context.path)) || holdsNul(context.query) || holdsNul(body))
    throw new errors.ValidationError(NUL_MESSAGE);
  await next();
};

export default noNul;
