import type { Core } from '@strapi/strapi';
import { apiCacheControl, isApiPath } from '../caching/api-answers';
import { PREVIEW_TOKEN_HEADER } from '../preview/previewable';

interface RoutedState {
  route?: { info?: { type?: string } };
}

/**
 * Every content-API answer says how long it may be kept (src/caching/api-answers.ts): published
 * answers by any cache for a while, answers to a credential (the build token, a preview link,
 * which may hold a draft) by nobody. Caches key on the credential headers (Vary).
 *
 * What is a content-API answer is what Strapi's router served as one (the route's type), or,
 * for a request no route took, a path under the API prefix as the router compares it: in any
 * letter case (`/API/…` reaches the same route) and percent-decoded.
 */
const apiCaching: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  return async (context, next) => {
    const headersFor = (status: number) => {
      const routed = (context.state as RoutedState).route?.info?.type;
      if (routed ? routed !== 'content-api' : !isApiPath(context.path, prefix)) return;
      const credential = Boolean(context.get(PREVIEW_TOKEN_HEADER) || context.get('Authorization'));
      context.vary(PREVIEW_TOKEN_HEADER);
      context.vary('Authorization');
      context.set('Cache-Control', apiCacheControl({ method: context.method, status, credential }));
    };
    try {
      await next();
    } catch (error) {
      // strapi::errors, further out, answers it with these headers.
      headersFor(500);
      throw error;
    }
    headersFor(context.status);
  };
};

export default apiCaching;
