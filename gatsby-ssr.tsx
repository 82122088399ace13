import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PageErrorBoundary } from './src/components/error-page';
import { pageStructuredData } from './src/components/page-structured-data';
import { serializeStructuredData } from './src/components/structured-data';
import type { SitePageContext } from './src/i18n/page-context';
import { siteUrl } from './src/build-environment';
import { HOME_REDIRECT_SCRIPT } from './src/runtime/language-preference';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageErrorBoundary>{element}</PageErrorBoundary>;

/** The page's structured data (JSON-LD), built from its query result; none for pages without. */
function structuredDataScript(pathname: string, loadPageDataSync: (path: string) => { result: Record<string, unknown> } | null) {
  // `gatsby develop` renders HTML without page data: no structured data there.
  if (typeof loadPageDataSync !== 'function') return [];
  const result = loadPageDataSync(pathname)?.result as { data?: unknown; pageContext?: SitePageContext } | undefined;
  if (!result?.pageContext) return [];
  const graph = pageStructuredData({ data: result.data, pageContext: result.pageContext, path: pathname }, siteUrl());
  if (!graph.length) return [];
  // Data for crawlers, not a script a browser runs: serializeStructuredData escapes `<`.
  return [
    <script
      key="structured-data"
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeStructuredData(graph) }}
    />,
  ];
}

/**
 * Every page's HTML shell names the icon (so no browser asks for /favicon.ico, in develop too);
 * the home page alone carries the stored-English-preference redirect, inline in <head>; pages
 * about a thing (home, an article, a person) carry its structured data.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, loadPageDataSync }) => {
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...(pathname === '/' ? [<script key="language-redirect" dangerouslySetInnerHTML={{ __html: HOME_REDIRECT_SCRIPT }} />] : []),
    ...structuredDataScript(pathname, loadPageDataSync),
  ]);
};
