import { errors } from '@strapi/utils';

/** The page sizes the media library offers (its own menu's). */
export const LIBRARY_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
const SETTINGS = new Set(['pageSize', 'sort']);

/** What the policy reads of the request (Strapi's policy context copies the request's own properties). */
interface SettingsRequest {
  request?: { body?: unknown };
}

/**
 * The media library's view (page size, sort) is one setting every admin's library and file picker
 * read: a value the library does not offer (a page size of -5) left every library answering 400,
 * and any other key was stored as given (the eighth attack). 400 with one line.
 */
export default (ctx: SettingsRequest): boolean => {
  const body = ctx.request?.body;
  const settings = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const unknown = Object.keys(settings).filter((key) => !SETTINGS.has(key));
  if (unknown.length > 0)
    throw new errors.ValidationError(`The media library's view takes pageSize and sort only, not ${unknown.join(', ')}.`);
  if (!LIBRARY_PAGE_SIZES.includes(settings.pageSize as number))
    throw new errors.ValidationError(`The media library shows ${LIBRARY_PAGE_SIZES.join(', ')} files a page.`);
  return true;
};
