import type { Core } from '@strapi/strapi';
import { PREVIEW_TOKEN_HEADER } from '../preview/previewable';

/**
 * Content-API answers depend on the preview credential header: a cache must key on it (Vary),
 * and an answer to a request that carries one (which may hold a draft) is kept by nobody
 * (`private, no-store`) — not a CDN, not nginx, not the browser's disk.
 */
const draftAnswers: Core.MiddlewareFactory = () => async (context, next) => {
  await next();
  if (!context.path.startsWith('/api/')) return;
  context.vary(PREVIEW_TOKEN_HEADER);
  if (context.get(PREVIEW_TOKEN_HEADER)) context.set('Cache-Control', 'private, no-store');
};

export default draftAnswers;
