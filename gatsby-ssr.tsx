import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { PageErrorBoundary } from './src/components/error-page';
import { HOME_REDIRECT_SCRIPT } from './src/runtime/language-preference';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <PageErrorBoundary>{element}</PageErrorBoundary>;

/**
 * Every page's HTML shell names the icon (so no browser asks for /favicon.ico, in develop too);
 * the home page alone carries the stored-English-preference redirect, inline in <head>.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    ...(pathname === '/' ? [<script key="language-redirect" dangerouslySetInnerHTML={{ __html: HOME_REDIRECT_SCRIPT }} />] : []),
  ]);
};
