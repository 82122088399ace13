/**
 * The checks before publishing (checks.ts), read from the CMS: each language version's draft with
 * its files and components, the other language's, and what pages the site has — its route table
 * (@site/contracts/site-paths PAGE_PATHS), every published article's and person's page, the news
 * archive's months, the redirects and former addresses. An error stops every publish: the admin's
 * button, its API, bulk publish and a schedule (a document service middleware, register phase);
 * the edit view's panel asks for them all (GET /publish-checks, admin/).
 */
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DOCUMENT_PAGES, documentPagePath, type DocumentPageType } from '@site/contracts/document-pages';
import { DEFAULT_LANGUAGE, LANGUAGES, languagePrefix, newsMonthPath, PAGE_PATHS, pathIn } from '@site/contracts/site-paths';
import { editorLanguage } from '../editor-language';
import { pathLabel } from '../plugins/field-guide/guide/path-label';
import { writeLocales } from '../i18n/write-locales';
import { cmsEnvironment } from '../environment';
import {
  externalLinks,
  languageName,
  publishChecks,
  searchSnippet,
  withFormValues,
  type Finding,
  type GetModel,
  type Snippet,
} from './checks';
import { CONTENT_TYPES } from '@site/contracts/content-types';

const NEWS = CONTENT_TYPES.news.uid;
const REDIRECT = CONTENT_TYPES.redirect.uid;

/** The CMS's content types and components by uid, as the checks read them. */
const modelsOf =
  (strapi: Core.Strapi): GetModel =>
  (name) =>
    strapi.getModel(name as UID.Schema) as ReturnType<GetModel>;

/** Every path the site has a page (or a redirect) at, with `also` (the pages a publish makes). */
async function sitePaths(strapi: Core.Strapi, also: readonly string[] = []): Promise<Set<string>> {
  const paths = new Set<string>(also);
  for (const language of LANGUAGES) for (const path of PAGE_PATHS) paths.add(pathIn(language, path));
  const published = { publishedAt: { $notNull: true } };
  // Each published document's page, and its former addresses (they redirect to it).
  for (const uid of Object.keys(DOCUMENT_PAGES) as DocumentPageType[]) {
    const rows = (await strapi.db.query(uid).findMany({
      where: published,
      select: ['locale', 'formerSlugs', ...DOCUMENT_PAGES[uid].fields, ...(uid === NEWS ? ['date'] : [])],
    })) as Array<Record<string, unknown> & { locale: string; formerSlugs?: unknown; date?: unknown }>;
    for (const row of rows) {
      const prefix = languagePrefix(row.locale);
      const formers = (Array.isArray(row.formerSlugs) ? row.formerSlugs : []).map(
        (former: unknown) => (former as { slug?: unknown })?.slug,
      );
      for (const slug of [row.slug, ...formers]) {
        const page = documentPagePath(uid, { ...row, slug });
        if (page) paths.add(`${prefix}${page}`);
      }
      if (typeof row.date === 'string') paths.add(`${prefix}${newsMonthPath(row.date.slice(0, 7))}`);
    }
  }
  const redirects = (await strapi.db.query(REDIRECT).findMany({ where: published, select: ['from'] })) as Array<{
    from?: string;
  }>;
  for (const { from } of redirects) if (typeof from === 'string') paths.add(from);
  return paths;
}

/** The page a version of a document will have once published (a single type's, a news article's, a person's). */
function ownPath(uid: string, row: Record<string, unknown>, locale: string): string[] {
  const page = documentPagePath(uid, row);
  return page ? [pathIn(locale, page)] : [];
}

/** What the checks read of a version: every attribute, files with their text and type, components to any depth. */
function checkPopulate(getModel: GetModel, uid: string): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(getModel(uid)?.attributes ?? {})) {
    if (attribute.type === 'media') populate[name] = { select: ['id', 'name', 'mime', 'alternativeText'] };
    if (attribute.type === 'component' && attribute.component)
      populate[name] = { populate: checkPopulate(getModel, attribute.component) };
  }
  return populate;
}

export interface VersionChecks {
  locale: string | null;
  findings: Finding[];
  /** What a search result or a shared card of its page will read. */
  snippet: Snippet;
  /** Its links to other sites (asked in the background by the panel, never at a publish). */
  links: Array<{ field: string; url: string }>;
}

/**
 * The checks of a document's drafts in `locales` (null: every language it has); `unsaved`, the edit
 * view's form in one language, over that language's saved draft.
 */
export async function checkDocument(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locales: readonly string[] | null,
  unsaved?: Record<string, unknown>,
): Promise<VersionChecks[]> {
  const getModel = modelsOf(strapi);
  const contentType = strapi.contentTypes[uid as UID.ContentType];
  if (!contentType) return [];
  const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(contentType) === true;
  const versioned = contentType.options?.draftAndPublish === true;
  // Every version of the document at once: its drafts, and (two languages) the published ones,
  // whose pages show the fields both languages share.
  const versions = (await strapi.db.query(uid as UID.ContentType).findMany({
    where: { documentId },
    populate: checkPopulate(getModel, uid),
  })) as Array<Record<string, unknown> & { locale?: string | null; publishedAt?: unknown }>;
  const drafts = versioned ? versions.filter((version) => version.publishedAt == null) : versions;
  const published = versioned && localized ? versions.filter((version) => version.publishedAt != null) : [];
  const named = drafts
    .filter((draft) => !localized || !locales || locales.includes(String(draft.locale)))
    .map((draft) => (unsaved && locales?.length === 1 ? withFormValues(getModel, uid, draft, unsaved) : draft));
  // A language version the editor is making, not saved yet: the form is all there is of it.
  if (named.length === 0 && unsaved && localized && locales?.length === 1 && drafts.length > 0)
    named.push(withFormValues(getModel, uid, { locale: locales[0] }, unsaved));
  if (named.length === 0) return [];
  const paths = await sitePaths(
    strapi,
    named.flatMap((draft) => ownPath(uid, draft, String(draft.locale ?? DEFAULT_LANGUAGE))),
  );
  const siteOrigin = cmsEnvironment().SITE_URL.replace(/\/+$/, '');
  return named.map((draft) => {
    const locale = localized ? String(draft.locale) : DEFAULT_LANGUAGE;
    const other = localized ? (drafts.find((each) => each.locale !== draft.locale) ?? null) : null;
    const otherLive = published.find((each) => each.locale !== draft.locale);
    const page = ownPath(uid, draft, locale)[0] ?? (languagePrefix(locale) || '/');
    return {
      locale: localized ? locale : null,
      findings: publishChecks(getModel, draft, {
        uid,
        locale,
        other,
        otherPublished: otherLive ? { locale: String(otherLive.locale), data: otherLive } : null,
        siteOrigin,
        pageExists: (path) => paths.has(path),
      }),
      snippet: searchSnippet(draft, `${siteOrigin}${page}`),
      links: externalLinks(getModel, uid, draft, siteOrigin),
    };
  });
}

/** Refuses a publish whose checks found an error, with the reason in the editor's language (register phase). */
export function refuseBrokenPublishes(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish' || !context.uid.startsWith('api::')) return next();
    const params = context.params as { documentId?: unknown; locale?: unknown };
    if (typeof params.documentId !== 'string') return next();
    const defaultLocale = (await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string;
    const checked = await checkDocument(strapi, context.uid, params.documentId, writeLocales(params.locale, defaultLocale));
    const language = editorLanguage(strapi);
    const errorsFound = checked.flatMap(({ locale, findings }) =>
      findings.filter((finding) => finding.level === 'error').map((finding) => ({ locale, finding })),
    );
    if (errorsFound.length > 0) {
      const [{ locale, finding }] = errorsFound;
      // Where, as the editor reads it: the language's name and the field's label in the edit view.
      const label = pathLabel(modelsOf(strapi), context.uid, finding.field.split('.'))[language];
      const where = ` (${[locale ? languageName(locale)[language] : null, label].filter(Boolean).join(', ')})`;
      throw new errors.ValidationError(
        `${language === 'id' ? 'Belum dapat diterbitkan' : 'Not published'}${where}: ${finding.message[language]}`,
        { checks: errorsFound.map(({ locale: code, finding: each }) => ({ locale: code, ...each })) },
      );
    }
    return next();
  });
}
