import type { Core } from '@strapi/strapi';

/** The language the editor behind the request chose in their profile (the admin's, not the site's): what the CMS answers them in. */
export function editorLanguage(strapi: Core.Strapi): 'en' | 'id' {
  const context = strapi.requestContext.get() as { state?: { user?: { preferedLanguage?: string | null } } } | undefined;
  return context?.state?.user?.preferedLanguage === 'id' ? 'id' : 'en';
}
