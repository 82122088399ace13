import type { Core } from '@strapi/strapi';

interface EditorRequest {
  state?: { user?: { preferedLanguage?: string | null } };
  acceptsLanguages?: (...languages: string[]) => string | false;
}

/**
 * The language the CMS answers the editor behind the request in: the one they chose in their
 * profile; without a choice there (the admin's login page sets its language in the browser only),
 * the one their browser asks for first of the two.
 */
export function editorLanguage(strapi: Core.Strapi): 'en' | 'id' {
  const request = strapi.requestContext.get() as EditorRequest | undefined;
  const chosen = request?.state?.user?.preferedLanguage;
  if (chosen === 'id' || chosen === 'en') return chosen;
  return request?.acceptsLanguages?.('en', 'id') === 'id' ? 'id' : 'en';
}
