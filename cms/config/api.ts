import type { Core } from '@strapi/strapi';

const config: Core.Config.Api = {
  // strictParams: a content-API query parameter Strapi does not know is refused (400), not
  // passed on to the document service (`?documentId=` reached findMany's params).
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true, strictParams: true },
};

export default config;
