import { ContentVersionAnswer, type ContentVersion } from '@site/contracts/build';
import { isTransient, type BuildErrorCode } from '@site/contracts/build-errors';
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
  meta?: { pagination?: { page: number; pageCount: number; total?: number } };
}

/** When the CMS says its published content, each content type and its media files last changed: the build contract's. */
export type { ContentVersion };

/** What Strapi says in an error answer: `{ error: { name, message, details } }`. */
interface StrapiErrorBody {
  error?: { name?: string; message?: string; details?: { reason?: string } };
}

/** A failure that must stop the build, with a message that says what to do and its code (contracts/src/build.ts). */
export class CmsError extends Error {
  override name = 'CmsError';
  /** Why, for the build hook: whether the build is tried again depends on it, not on the message. */
  readonly code: CmsErrorCode;
  /** The HTTP status the CMS answered, when it answered. */
  readonly status?: number;
  /** Strapi's `error.details.reason`, when it gave one. */
  readonly reason?: string;

  constructor(message: string, code: CmsErrorCode, status?: number, reason?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.reason = reason;
  }
}

export interface StrapiClientOptions {
  baseUrl: string;
  token?: string;
  /** Sent with every request (the preview page sends its credential this way). */
  headers?: Record<string, string>;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  pageSize?: number;
  /**
   * Runs each request, and may run it again (src/retry-requests.ts for builds); by default once:
   * the preview page in a browser says at once that the CMS cannot be reached.
   */
  attempts?: Attempts;
}

/** Runs `request` until it succeeds or a rule says stop; resolves or rejects as the last run did. */
export type Attempts = <T>(request: () => Promise<T>) => Promise<T>;

const once: Attempts = (request) => request();

/** The build error codes a request to the CMS can fail with. */
export type CmsErrorCode = Extract<BuildErrorCode, `cms-${string}` | 'token-refused'>;

/** Answers that may be different a moment later: the CMS or a proxy before it restarting, overloaded, slow (any 5xx, 408, 429). */
const mayChange = (status: number): boolean => status >= 500 || status === 408 || status === 429;

/** The code of an error answer: unavailable (may pass), the token refused, or the request refused. */
export const codeOfStatus = (status: number, reason?: string): CmsErrorCode =>
  mayChange(status) ? 'cms-unavailable' : status === 401 || (status === 403 && !reason) ? 'token-refused' : 'cms-refused';

/** The first line of what went wrong, short enough for a build record. */
const firstLine = (message: string): string => (message.split('\n')[0] ?? '').trim().slice(0, 200);

/**
 * A media file that could not be downloaded from the CMS (gatsby-source-filesystem's download
 * failed), as a CmsError: an error answer (got's HTTPError: a status of 400 or more) by its status
 * — a refusal is the request's, not the token's, which downloads do not send — and anything else
 * that went wrong on the way (a system error code, an answer cut short, Gatsby's stall timeout,
 * which rejects with a bare string) as the CMS unreachable. An error of another kind (the disk, a
 * file the library cannot read) is left as it is.
 */
export function downloadError(url: string, error: unknown): unknown {
  if (typeof error === 'string')
    return new CmsError(`Cannot reach the CMS for the media file ${url} (${firstLine(error)}).`, 'cms-unreachable');
  if (!(error instanceof Error)) return error;
  const { response, code } = error as Error & { response?: { statusCode?: unknown }; code?: unknown };
  const status = typeof response?.statusCode === 'number' ? response.statusCode : undefined;
  if (status !== undefined && status >= 400)
    return new CmsError(
      `The CMS answered HTTP ${status} for the media file ${url}.`,
      mayChange(status) ? 'cms-unavailable' : 'cms-refused',
      status,
    );
  if ((typeof code === 'string' && /^(E[A-Z_]+|UND_ERR_[A-Z_]+)$/.test(code)) || status !== undefined)
    return new CmsError(`Cannot reach the CMS for the media file ${url} (${firstLine(error.message)}).`, 'cms-unreachable');
  return error;
}

/** Whether a failed request may succeed when sent again unchanged (an error that is not the CMS's: it may). */
export const mayPass = (error: unknown): boolean => !(error instanceof CmsError) || isTransient(error.code);

/** Which version to read; Strapi's default (and the only one the content API grants) is published. */
export interface ReadOptions {
  locale: string;
  populate: QueryObject;
  status?: 'draft' | 'published';
}

/** A collection read: which entries (`filters`) and, for a light listing, which fields only. */
export interface ListOptions {
  locale: string;
  populate?: QueryObject;
  filters?: QueryObject;
  fields?: string[];
}

/** How many pages of one listing are asked for at once (the CMS answers one while others travel). */
const PAGES_AT_ONCE = 4;

export function createStrapiClient({
  baseUrl,
  token,
  headers = {},
  fetchImpl = fetch,
  timeoutMs = 30_000,
  pageSize = 100,
  attempts = once,
}: StrapiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  const get = <T>(path: string, query: QueryObject, options: { allowNotFound?: boolean } = {}) =>
    attempts(() => getOnce<T>(path, query, options));

  async function getOnce<T>(path: string, query: QueryObject, { allowNotFound = false } = {}): Promise<T | null> {
    const url = `${base}${path}?${toQueryString(query)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: 'application/json', ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new CmsError(
        `Cannot reach the CMS at ${base} (${reason}). Start it (npm start does) or set STRAPI_URL.`,
        'cms-unreachable',
      );
    }
    if (allowNotFound && response.status === 404) return null;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let error: StrapiErrorBody['error'];
      try {
        error = (JSON.parse(text) as StrapiErrorBody).error;
      } catch {
        error = undefined;
      }
      const code = codeOfStatus(response.status, error?.details?.reason);
      if (code === 'token-refused') {
        throw new CmsError(
          `The CMS refused the request ${path} (HTTP ${response.status}). Set STRAPI_TOKEN to a read-only API token of this CMS.`,
          code,
          response.status,
        );
      }
      throw new CmsError(
        `The CMS answered HTTP ${response.status} for ${path}: ${error?.message ?? text.slice(0, 300)}`,
        code,
        response.status,
        error?.details?.reason,
      );
    }
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      // The answer was cut short or came too slowly: the same as no answer.
      const reason = error instanceof Error ? firstLine(error.message) : String(error);
      throw new CmsError(
        `Cannot reach the CMS at ${base}: its answer to ${path} did not arrive whole (${reason}).`,
        'cms-unreachable',
      );
    }
    try {
      return JSON.parse(body) as T;
    } catch {
      throw new CmsError(`The CMS answered ${path} with something that is not JSON.`, 'cms-answer-invalid', response.status);
    }
  }

  return {
    /** One light request that succeeds when the CMS answers and accepts the token (an empty single type is fine). */
    async probe(path: string, locale: string): Promise<void> {
      await get<unknown>(path, { locale, pagination: { pageSize: 1 } }, { allowNotFound: true });
    },

    /** Every (matching) published entry of a collection type in one locale, all pages. */
    async fetchCollection(path: string, { locale, populate = {}, filters, fields }: ListOptions): Promise<StrapiEntry[]> {
      const fetchPage = async (page: number) => {
        const query: QueryObject = { locale, populate, pagination: { page, pageSize }, sort: 'id' };
        if (filters) query.filters = filters;
        if (fields) query.fields = Object.fromEntries(fields.map((field, index) => [String(index), field]));
        const body = await get<StrapiListResponse>(path, query);
        if (!body || !Array.isArray(body.data))
          throw new CmsError(`The CMS answered ${path} without a data list.`, 'cms-answer-invalid');
        return body;
      };
      const first = await fetchPage(1);
      const pages = [first.data];
      // The first page says how many there are; the others are asked for a few at a time.
      const pageCount = first.meta?.pagination?.pageCount ?? 1;
      for (let page = 2; page <= pageCount; page += PAGES_AT_ONCE) {
        const batch = Array.from({ length: Math.min(PAGES_AT_ONCE, pageCount - page + 1) }, (_, index) => page + index);
        pages.push(...(await Promise.all(batch.map(fetchPage))).map((body) => body.data));
      }
      return pages.flat();
    },

    /** How many published entries of a collection type one locale has (one light request). */
    async countCollection(path: string, locale: string): Promise<number> {
      const body = await get<StrapiListResponse>(path, {
        locale,
        fields: { '0': 'documentId' },
        pagination: { page: 1, pageSize: 1 },
      });
      const total = body?.meta?.pagination?.total;
      if (typeof total !== 'number') throw new CmsError(`The CMS answered ${path} without a count.`, 'cms-answer-invalid');
      return total;
    },

    /**
     * When the CMS's content, each type and its media last changed
     * (`{ data: { changedAt, mediaChangedAt, types } }`), or null when it cannot say (no such
     * path, or the token may not read it).
     */
    async fetchContentVersion(path: string): Promise<ContentVersion | null> {
      try {
        const answer = ContentVersionAnswer.safeParse(await get<unknown>(path, {}, { allowNotFound: true }));
        return answer.success ? answer.data.data : null;
      } catch (error) {
        if (error instanceof CmsError && error.status === 403) return null;
        throw error;
      }
    },

    /** A single type in one locale, or null when it has no version in that locale. */
    async fetchSingle(path: string, { locale, populate, status }: ReadOptions): Promise<StrapiEntry | null> {
      const body = await get<{ data: StrapiEntry | null }>(path, status ? { locale, populate, status } : { locale, populate }, {
        allowNotFound: true,
      });
      return body?.data ?? null;
    },

    /** One document of a collection type in one locale, or null when it has no version in that locale. */
    async fetchDocument(
      path: string,
      documentId: string,
      { locale, populate, status }: ReadOptions,
    ): Promise<StrapiEntry | null> {
      const body = await get<{ data: StrapiEntry | null }>(
        `${path}/${encodeURIComponent(documentId)}`,
        status ? { locale, populate, status } : { locale, populate },
        { allowNotFound: true },
      );
      return body?.data ?? null;
    },
  };
}

export type StrapiClient = ReturnType<typeof createStrapiClient>;
