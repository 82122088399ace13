import { toQueryString, type QueryObject } from './query-string';

/** One document version as Strapi 5's REST API returns it (flat, no `attributes`). */
export interface StrapiEntry {
  id: number;
  documentId: string;
  locale?: string;
  publishedAt?: string | null;
  updatedAt?: string | null;
  [field: string]: unknown;
}

interface StrapiListResponse {
  data: StrapiEntry[];
  meta?: { pagination?: { page: number; pageCount: number } };
}

/** A failure that must stop the build, with a message that says what to do. */
export class CmsError extends Error {
  override name = 'CmsError';
}

export interface StrapiClientOptions {
  baseUrl: string;
  token?: string;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  pageSize?: number;
}

export function createStrapiClient({
  baseUrl,
  token,
  fetchImpl = fetch,
  timeoutMs = 30_000,
  pageSize = 100,
}: StrapiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function get<T>(path: string, query: QueryObject, { allowNotFound = false } = {}): Promise<T | null> {
    const url = `${base}${path}?${toQueryString(query)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new CmsError(`Cannot reach the CMS at ${base} (${reason}). Start it (npm start does) or set STRAPI_URL.`);
    }
    if (allowNotFound && response.status === 404) return null;
    if (response.status === 401 || response.status === 403) {
      throw new CmsError(
        `The CMS refused the request ${path} (HTTP ${response.status}). Set STRAPI_TOKEN to a read-only API token of this CMS.`,
      );
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new CmsError(`The CMS answered HTTP ${response.status} for ${path}: ${detail.slice(0, 300)}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new CmsError(`The CMS answered ${path} with something that is not JSON.`);
    }
  }

  return {
    /** Every published entry of a collection type in one locale, all pages. */
    async fetchCollection(path: string, locale: string, populate: QueryObject): Promise<StrapiEntry[]> {
      const entries: StrapiEntry[] = [];
      for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
        const body = await get<StrapiListResponse>(path, { locale, populate, pagination: { page, pageSize }, sort: 'id' });
        if (!body || !Array.isArray(body.data)) throw new CmsError(`The CMS answered ${path} without a data list.`);
        entries.push(...body.data);
        pageCount = body.meta?.pagination?.pageCount ?? 1;
      }
      return entries;
    },

    /** A single type in one locale, or null when it has no published version in that locale. */
    async fetchSingle(path: string, locale: string, populate: QueryObject): Promise<StrapiEntry | null> {
      const body = await get<{ data: StrapiEntry | null }>(path, { locale, populate }, { allowNotFound: true });
      return body?.data ?? null;
    },
  };
}

export type StrapiClient = ReturnType<typeof createStrapiClient>;
