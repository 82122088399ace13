import { restPath, type ContentModel, type ContentTypeModel } from 'gatsby-source-strapi-i18n/content-model';
import { documentNodes } from 'gatsby-source-strapi-i18n/entry-fields';
import { populateFor } from 'gatsby-source-strapi-i18n/populate';
import { CmsError, createStrapiClient, type StrapiEntry } from 'gatsby-source-strapi-i18n/strapi-client';
import { PREVIEW_TOKEN_HEADER } from 'cms/preview/previewable';
import type { Language } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import type { PreviewCredential } from './credential';
import { withFormValues } from './form-values';
import { fetchPageData, type PageData } from './page-data';
import { previewImage } from './preview-media';
import { previewTarget, type PreviewNode, type PreviewTarget } from './targets';

/** What the preview page can say instead of showing a document. */
export type PreviewProblem = 'no-credential' | 'expired' | 'invalid' | 'no-page' | 'not-found' | 'unreachable' | 'cms-error';

export type PreviewResult =
  | {
      ok: true;
      target: PreviewTarget;
      status: 'draft' | 'published';
      /** The template's page data with the previewed document under `target.dataKey`. */
      data: Record<string, unknown>;
      pageContext: Record<string, unknown>;
      title: string | null;
      /** What the preview fetched, to show again with the form's unsaved values (presentPreview). */
      loaded: LoadedPreview;
    }
  | { ok: false; problem: PreviewProblem };

/** A document the preview fetched, and its published page's data (null: no such page yet). */
export interface LoadedPreview {
  target: PreviewTarget;
  type: ContentTypeModel;
  status: 'draft' | 'published';
  entry: StrapiEntry;
  published: PageData | null;
}

/** What showing a fetched document needs of the preview's source. */
export type PresentSource = Pick<
  PreviewSource,
  'language' | 'fallbackLanguage' | 'model' | 'cmsUrl' | 'origin' | 'ownData' | 'ownContext'
>;

export interface PreviewSource {
  credential: PreviewCredential | null;
  /** The language of the preview page, which the document is shown in. */
  language: Language;
  fallbackLanguage: Language;
  /** The content model of the previewable types (from the preview page's context). */
  model: ContentModel;
  /** The CMS for the API call; '' is the site's own origin (which passes /api and /uploads on). */
  cmsUrl: string;
  /** Where relative media URLs resolve when cmsUrl is ''. */
  origin: string;
  /** The preview page's own query result (translations and footer), for pages not published yet. */
  ownData: object;
  ownContext: object;
  fetchImpl?: typeof fetch;
}

const problemOf = (error: unknown): PreviewProblem => {
  if (!(error instanceof CmsError)) return 'cms-error';
  if (error.status === undefined) return 'unreachable';
  if (error.status === 403 && (error.reason === 'expired' || error.reason === 'invalid')) return error.reason;
  return 'cms-error';
};

/**
 * Fetches one document as the credential allows (its draft, in its language or, where that has
 * no version, the fallback language's), turns it into the node the build would make — same
 * client, same mapping, same sanitiser — and places it in its public page's data.
 */
export async function loadPreview(source: PreviewSource): Promise<PreviewResult> {
  const { credential, language, fallbackLanguage, model, cmsUrl, fetchImpl = fetch } = source;
  if (!credential) return { ok: false, problem: 'no-credential' };
  const { claims, token } = credential;
  const target = previewTarget(claims.uid);
  const type = model.contentTypes.find((candidate) => candidate.uid === claims.uid);
  if (!target || !type) return { ok: false, problem: 'no-page' };

  const client = createStrapiClient({
    baseUrl: cmsUrl,
    headers: { [PREVIEW_TOKEN_HEADER]: token },
    fetchImpl,
    timeoutMs: 15_000,
  });
  const read = (locale: string): Promise<StrapiEntry | null> => {
    const options = { locale, populate: populateFor(type.attributes, model.components), status: claims.status };
    return type.kind === 'singleType'
      ? client.fetchSingle(restPath(type), options)
      : client.fetchDocument(restPath(type), claims.documentId, options);
  };

  let entry: StrapiEntry | null;
  try {
    entry = await read(claims.locale);
    if (!entry && claims.locale !== fallbackLanguage) entry = await read(fallbackLanguage);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  if (!entry || entry.documentId !== claims.documentId) return { ok: false, problem: 'not-found' };

  const node = nodeOf(entry, type, source);
  if (!node) return { ok: false, problem: 'not-found' };
  const pagePath = target.path(node);
  const published = pagePath ? await fetchPageData(localisedPath(pagePath, language), fetchImpl) : null;
  return shownIn({ target, type, status: claims.status, entry, published }, node, source);
}

/** The node the build would make of a version: same mapping, same sanitiser. */
function nodeOf(entry: StrapiEntry, type: ContentTypeModel, source: PresentSource): PreviewNode | undefined {
  const { language, fallbackLanguage, model, cmsUrl, origin } = source;
  const mapping = {
    components: model.components,
    media: (file: Parameters<typeof previewImage>[0]) => previewImage(file, cmsUrl || origin),
  };
  return documentNodes([entry], type.attributes, mapping, [language], fallbackLanguage)[0];
}

/**
 * A fetched document in its public page's data: as saved or, given the edit view's unsaved form
 * values (the live preview), as the editor sees it in the form. The page around it stays the one
 * the document had when it was fetched (a slug being typed moves no page).
 */
export function presentPreview(loaded: LoadedPreview, source: PresentSource, values?: unknown): PreviewResult {
  const { type, entry } = loaded;
  const shown =
    values === undefined ? entry : { ...entry, ...withFormValues(entry, values, type.attributes, source.model.components) };
  const node = nodeOf(shown, type, source);
  return node ? shownIn(loaded, node, source) : { ok: false, problem: 'not-found' };
}

/** A document's node placed in its public page's data and context, with its title. */
function shownIn(loaded: LoadedPreview, node: PreviewNode, source: PresentSource): PreviewResult {
  const { target, status, published } = loaded;
  const title = [node.title, node.name, node.heroTitle].find((value): value is string => typeof value === 'string') ?? null;
  return {
    ok: true,
    target,
    status,
    data: { ...source.ownData, ...published?.data, [target.dataKey]: node },
    pageContext: { ...source.ownContext, ...published?.pageContext, ...target.context(node), language: source.language },
    title,
    loaded,
  };
}
