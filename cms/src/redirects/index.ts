import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTENT_TYPES } from '@site/contracts/content-types';
import { DOCUMENT_PAGES, hasDocumentPages } from '@site/contracts/document-pages';
import { isExternalAddress, normaliseSitePath, redirectRefusal } from '@site/contracts/redirects';
import { formerSlugsAfterPublish, publishedLocales, type AddressRow } from './publish-moves';
import { cmsEnvironment } from '../environment';

const REDIRECT = CONTENT_TYPES.redirect.uid;

/**
 * The types whose pages live at an address made of their fields (DOCUMENT_PAGES: a news article's
 * slug, a person's slug under their company), which a publish can move.
 */
const movableType = (uid: string): { company: boolean } | null =>
  hasDocumentPages(uid) ? { company: (DOCUMENT_PAGES[uid].fields as readonly string[]).includes('company') } : null;

/**
 * Publishing a news article or a person whose slug (or company) changed keeps the address the
 * published version had in `formerSlugs`, written into the drafts before they are published (so
 * the published versions carry it at once); each language compared with itself
 * (publish-moves.ts). The site's build turns them into redirects.
 */
async function keepFormerAddress(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  locale: unknown,
  withCompany: boolean,
): Promise<void> {
  const select = ['locale', 'publishedAt', 'slug', 'formerSlugs', ...(withCompany ? ['company'] : [])];
  const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, select })) as AddressRow[];
  const defaultLocale = await strapi.plugin('i18n').service('locales').getDefaultLocale();
  const former = formerSlugsAfterPublish(rows, publishedLocales(locale, defaultLocale));
  if (!former) return;
  await strapi.db.query(uid).updateMany({ where: { documentId, publishedAt: null }, data: { formerSlugs: former } });
  strapi.log.info(
    `[redirects] ${uid} ${documentId}: former addresses ${former.map(({ slug }) => slug).join(', ') || 'none'} will redirect`,
  );
}

/** Whether the live site has a page at `path` (a redirect there would hide it); unknown when it cannot be asked. */
async function isPageOfSite(path: string): Promise<boolean> {
  const siteUrl = cmsEnvironment().SITE_URL;
  try {
    const response = await fetch(`${siteUrl}${path}`, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(3000) });
    return response.status === 200;
  } catch {
    return false; // the site is down: the build still never lets a redirect hide a page
  }
}

/**
 * Why a redirect being saved is refused, or null; its addresses written in their normal form
 * (`/news/a/` → `/news/a`).
 */
async function checkRedirect(
  strapi: Core.Strapi,
  data: Record<string, unknown>,
  documentId: string | undefined,
): Promise<Record<string, unknown>> {
  const saved = documentId
    ? ((await strapi.db.query(REDIRECT).findOne({ where: { documentId, publishedAt: null }, select: ['from', 'to'] })) as {
        from?: string;
        to?: string;
      } | null)
    : null;
  const from = typeof data.from === 'string' ? data.from : saved?.from;
  const to = typeof data.to === 'string' ? data.to : saved?.to;
  if (typeof from !== 'string' || typeof to !== 'string') return data; // Strapi says what is missing
  // Drafts may be incomplete: one without both addresses leads nowhere yet.
  const others = (
    (await strapi.db.query(REDIRECT).findMany({
      where: documentId ? { documentId: { $ne: documentId } } : {},
      select: ['from', 'to'],
    })) as Array<{ from: unknown; to: unknown }>
  ).filter((other): other is { from: string; to: string } => typeof other.from === 'string' && typeof other.to === 'string');
  const refusal = redirectRefusal({ from, to }, others);
  if (refusal) throw new errors.ValidationError(refusal);
  const path = normaliseSitePath(from);
  if (await isPageOfSite(path)) throw new errors.ValidationError(`${path} is a page of the site: a redirect would hide it.`);
  return { ...data, from: path, to: isExternalAddress(to.trim()) ? to.trim() : normaliseSitePath(to) };
}

/** The field only the CMS writes: what a document's former addresses are. */
const FORMER_SLUGS = 'formerSlugs';

/**
 * Old addresses kept on publish, redirects checked on save (register phase). `formerSlugs` is the
 * CMS's to write: a create or update that comes in through a request (the Content Manager, the
 * content API) has it taken out, whatever the edit view shows (read-only there). The seed and a
 * restore, which run outside any request, keep theirs.
 */
export function manageRedirects(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { documentId?: string; locale?: unknown; data?: Record<string, unknown> };
    const movable = movableType(context.uid);
    if (context.action === 'publish' && movable && params.documentId) {
      await keepFormerAddress(strapi, context.uid, params.documentId, params.locale, movable.company);
    }
    if (movable && params.data && FORMER_SLUGS in params.data && strapi.requestContext.get()) {
      const { [FORMER_SLUGS]: _ignored, ...data } = params.data;
      params.data = data;
    }
    if (context.uid === REDIRECT && (context.action === 'create' || context.action === 'update') && params.data) {
      params.data = await checkRedirect(strapi, params.data, params.documentId);
    }
    return next();
  });
}
