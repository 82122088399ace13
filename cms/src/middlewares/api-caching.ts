import type { Core } from '@strapi/strapi';
import { apiCacheControl } from '../caching/api-answers';
import { PREVIEW_TOKEN_HEADER } from '../preview/previewable';

/**
 * Every content-API answer says how long it may be kept (src/caching/api-answers.ts): published
 * answers by any cache for a while, answers to a credential (the build token, a preview link,
 * which may hold a draft) by nobody. Caches key on the credential headers (Vary).
 */
const apiCaching: Core.MiddlewareFactory = () => async (context, next) => {
  if (!context.path.startsWith('/api/')) return next();
  const credential = Boolean(context.get(PREVIEW_TOKEN_HEADER) || context.get('Authorization'));
  context.vary(PREVIEW_TOKEN_HEADER);
  context.vary('Authorization');
  const cacheControl = (status: number) => apiCacheControl({ method: context.method, status, credential });
  // Stays on an error thrown below (strapi::errors answers it with these headers).
  context.set('Cache-Control', cacheControl(500));
  await next();
  context.set('Cache-Control', cacheControl(context.status));
};

export default apiCaching;
