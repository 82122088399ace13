/**
 * The published page's Gatsby page data (`/page-data/<path>/page-data.json`): the template's
 * query result (footer, lists beside the document) and its page context. The preview renders the
 * draft into it, so the page around the draft is the live one.
 */
export interface PageData {
  data: Record<string, unknown>;
  pageContext: Record<string, unknown>;
}

/** `/` → `/page-data/index/page-data.json`, `/en/news/a` → `/page-data/en/news/a/page-data.json`. */
export function pageDataUrl(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed || 'index'}/page-data.json`;
}

/** The published page's data, or null when the page does not exist (yet) or cannot be read. */
export async function fetchPageData(pagePath: string, fetchImpl: typeof fetch = fetch): Promise<PageData | null> {
  try {
    const response = await fetchImpl(pageDataUrl(pagePath), { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: unknown; pageContext?: unknown } };
    const data = body.result?.data;
    const pageContext = body.result?.pageContext;
    if (typeof data !== 'object' || data === null) return null;
    return {
      data: data as Record<string, unknown>,
      pageContext: typeof pageContext === 'object' && pageContext !== null ? (pageContext as Record<string, unknown>) : {},
    };
  } catch {
    return null;
  }
}
