import type { Core } from '@strapi/strapi';
import { FORWARDED_HEADERS, forwardedHeadersTrust } from '../proxy/trusted-proxies';

/**
 * Drops X-Forwarded-For and its kin from every request that does not come from a trusted proxy
 * (src/proxy/trusted-proxies.ts), before Koa reads the client's address: the admin's login limit
 * and the contact form's count the address a caller really connects from.
 */
const forwardedHeaders: Core.MiddlewareFactory = () => {
  const trusts = forwardedHeadersTrust();
  return async (context, next) => {
    if (!trusts(context.req.socket.remoteAddress ?? '')) {
      for (const name of FORWARDED_HEADERS) delete context.req.headers[name];
    }
    await next();
  };
};

export default forwardedHeaders;
