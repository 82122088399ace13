import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import slugify from '@sindresorhus/slugify';
import { DOCUMENT_PAGES, hasDocumentPages } from '@site/contracts/document-pages';
import { MAX_SLUG_LENGTH, PAGE_SLUG } from '@site/contracts/site-paths';

// The types whose slug is the last segment of a page's address are those of DOCUMENT_PAGES. A
// business unit's slug only names its place on the business units page: no rule.
import { editorLanguage } from '../editor-language';

/** The error codes of the refusals (the scheduling panel shows its own text for each). */
export type SlugRefusalCode = 'slug-form' | 'reserved-slug';

/**
 * A slug of PAGE_SLUG's form close to `slug`, to suggest: made as Strapi makes one from a title
 * (the same library: lower case, accents dropped, anything else one `-`), cut to the longest
 * allowed at a hyphen; '' when nothing is left.
 */
export function slugSuggestion(slug: string): string {
  const made = slugify(slug);
  if (made.length <= MAX_SLUG_LENGTH) return made;
  const cut = made.slice(0, MAX_SLUG_LENGTH);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/**
 * Why a document of `uid` may not have this slug, in the editor's language, with its code; null
 * when it may (or when the type's slug is no address, or the slug is empty: Strapi requires one).
 */
export function slugRefusal(
  uid: string,
  slug: unknown,
  language: 'en' | 'id',
): { code: SlugRefusalCode; message: string } | null {
  const rule = hasDocumentPages(uid) ? DOCUMENT_PAGES[uid] : undefined;
  if (!rule || typeof slug !== 'string' || slug === '') return null;
  if (!PAGE_SLUG.test(slug)) {
    const suggestion = slugSuggestion(slug);
    const example = suggestion ? (language === 'id' ? ` Misalnya: ${suggestion}` : ` For example: ${suggestion}`) : '';
    // A long slug is named by its start: the message stays one readable line.
    const named = slug.length > 60 ? `${slug.slice(0, 60)}…` : slug;
    const message =
      slug.length > MAX_SLUG_LENGTH
        ? language === 'id'
          ? `"${named}" terlalu panjang untuk slug: paling banyak ${MAX_SLUG_LENGTH} karakter, slug ini ${slug.length}.${example}`
          : `"${named}" is too long for a slug: at most ${MAX_SLUG_LENGTH} characters, this one has ${slug.length}.${example}`
        : language === 'id'
          ? `"${named}" tidak dapat menjadi slug: slug adalah bagian alamat halaman (${rule.shown('…')}), jadi hanya boleh berisi huruf tanpa aksen (a–z), angka, tanda hubung (-), garis bawah (_) dan tilde (~), tanpa titik atau spasi.${example}`
          : `"${named}" cannot be a slug: a slug is part of the page's address (${rule.shown('…')}), so it may hold only letters without accents (a–z), digits, hyphens (-), underscores (_) and tildes (~), no dots or spaces.${example}`;
    return { code: 'slug-form', message };
  }
  if (rule.reservedSlugs.has(slug)) {
    const message =
      language === 'id'
        ? `"${slug}" tidak dapat menjadi slug artikel berita: ${rule.shown(slug)} adalah bagian arsip berita situs, dan artikel ini tidak akan mendapat halaman. Pilih slug lain.`
        : `"${slug}" cannot be a news article's slug: ${rule.shown(slug)} belongs to the site's news archive, and the article would get no page. Choose another slug.`;
    return { code: 'reserved-slug', message };
  }
  return null;
}

/**
 * A slug that is a page's address is refused when its document is created, saved, cloned or
 * published (a draft saved before the rule) if it cannot be one: not of PAGE_SLUG's form, or an
 * address of the news archive. The editor hears why at once, in their language, instead of the
 * site leaving the page out (or, for `..`, putting it over another page).
 */
export function refuseUnusableSlugs(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!hasDocumentPages(context.uid)) return next();
    const params = context.params as {
      documentId?: string;
      locale?: unknown;
      status?: unknown;
      data?: Record<string, unknown>;
    };
    if (['create', 'update', 'clone'].includes(context.action) && params.data)
      refuseSlugs(strapi, context.uid, [params.data.slug]);
    // A publish, or an update that publishes (the content API's `?status=published`) the draft's own slug.
    const publishes =
      context.action === 'publish' ||
      (context.action === 'update' && params.status === 'published' && params.data?.slug === undefined);
    if (publishes && params.documentId) await refuseUnusableDrafts(strapi, context.uid, params.documentId, params.locale);
    return next();
  });
}

/** Refuses (ValidationError, with the refusal's code) the first of `slugs` a document of `uid` may not have. */
function refuseSlugs(strapi: Core.Strapi, uid: string, slugs: readonly unknown[]): void {
  for (const slug of slugs) {
    const refusal = slugRefusal(uid, slug, editorLanguage(strapi));
    if (refusal) throw new errors.ValidationError(refusal.message, { code: refusal.code });
  }
}

/**
 * Refuses a publish of `uid`'s document in `locale` (one, several, or `*`: every language) whose
 * drafts hold a slug that cannot be its address: now, or when a schedule is saved.
 */
export async function refuseUnusableDrafts(strapi: Core.Strapi, uid: string, documentId: string, locale: unknown): Promise<void> {
  if (!hasDocumentPages(uid)) return;
  refuseSlugs(strapi, uid, await draftSlugs(strapi, uid, documentId, locale));
}

/** The slugs of a document's drafts in `locale` (one, several, or `*`: every language). */
async function draftSlugs(strapi: Core.Strapi, uid: string, documentId: string, locale: unknown): Promise<unknown[]> {
  const locales = Array.isArray(locale) ? locale : typeof locale === 'string' && locale !== '*' ? [locale] : null;
  const drafts = (await strapi.db.query(uid as UID.ContentType).findMany({
    where: { documentId, publishedAt: null, ...(locales ? { locale: { $in: locales } } : {}) },
    select: ['slug'],
  })) as Array<{ slug?: unknown }>;
  return drafts.map((draft) => draft.slug);
}
