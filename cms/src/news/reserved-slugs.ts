import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import { editorLanguage } from '../editor-language';

const NEWS = 'api::news.news';

/** Why a news article may not have this slug, in the editor's language; null when it may. */
export function reservedSlugRefusal(slug: unknown, language: 'en' | 'id'): string | null {
  if (typeof slug !== 'string' || !RESERVED_NEWS_SLUGS.has(slug)) return null;
  return language === 'id'
    ? `"${slug}" tidak dapat menjadi slug artikel berita: /news/${slug} adalah bagian arsip berita situs, dan artikel ini tidak akan mendapat halaman. Pilih slug lain.`
    : `"${slug}" cannot be a news article's slug: /news/${slug} belongs to the site's news archive, and the article would get no page. Choose another slug.`;
}

/**
 * A news article's slug is its address (/news/<slug>): the slugs the archive's addresses use are
 * refused when an article is created, saved or published (a draft saved before the rule), so an
 * editor hears it at once instead of the site leaving the article out.
 */
export function refuseReservedNewsSlugs(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== NEWS) return next();
    const params = context.params as { documentId?: string; locale?: unknown; data?: Record<string, unknown> };
    if (['create', 'update', 'clone'].includes(context.action) && params.data) refuseReservedSlugs(strapi, [params.data.slug]);
    if (context.action === 'publish' && params.documentId)
      await refuseReservedDrafts(strapi, NEWS, params.documentId, params.locale);
    return next();
  });
}

/** The error code of the refusal (the scheduling panel shows its own text for it). */
const RESERVED_SLUG = 'reserved-slug';

/** Refuses (ValidationError, its code RESERVED_SLUG) the first of `slugs` the archive's addresses use. */
function refuseReservedSlugs(strapi: Core.Strapi, slugs: readonly unknown[]): void {
  for (const slug of slugs) {
    const refusal = reservedSlugRefusal(slug, editorLanguage(strapi));
    if (refusal) throw new errors.ValidationError(refusal, { code: RESERVED_SLUG });
  }
}

/**
 * Refuses a publish of `uid`'s document in `locale` (one, several, or `*`: every language) whose
 * drafts hold a reserved slug: news articles only, now or when a schedule is saved.
 */
export async function refuseReservedDrafts(strapi: Core.Strapi, uid: string, documentId: string, locale: unknown): Promise<void> {
  if (uid !== NEWS) return;
  refuseReservedSlugs(strapi, await draftSlugs(strapi, documentId, locale));
}

/** The slugs of a news document's drafts in `locale` (one, several, or `*`: every language). */
async function draftSlugs(strapi: Core.Strapi, documentId: string, locale: unknown): Promise<unknown[]> {
  const locales = Array.isArray(locale) ? locale : typeof locale === 'string' && locale !== '*' ? [locale] : null;
  const drafts = (await strapi.db.query(NEWS).findMany({
    where: { documentId, publishedAt: null, ...(locales ? { locale: { $in: locales } } : {}) },
    select: ['slug'],
  })) as Array<{ slug?: unknown }>;
  return drafts.map((draft) => draft.slug);
}
